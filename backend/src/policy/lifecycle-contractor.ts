import type { CredentialStatusValue } from '@marketplace/shared';

/**
 * How a person relates to a contractor's credentials: holder (the contractor whose they are),
 * operator (marketplace staff) or clock (the daily job, for what only the date decides).
 */
export type CredentialRelation = 'holder' | 'operator' | 'clock';

/** 'new' is a credential not filed yet. */
export type CredentialState = CredentialStatusValue | 'new';

export interface CredentialTransition {
  from: readonly CredentialState[];
  to: CredentialStatusValue;
  by: readonly CredentialRelation[];
  /** Operator decisions and the clock's are written to the audit log; these e-mail the holder. */
  effects: readonly ('audit' | 'notify-contractor')[];
}

/**
 * Credentials: the contractor files one (or sends new details for one waiting, rejected or
 * expired; a verified one stays as checked, and a renewal is filed as a new credential), an
 * operator verifies or rejects it (a verified one too, when it turns out wrong), and the clock
 * expires it the day after its expiry date.
 */
export const CREDENTIAL_TRANSITIONS = {
  submit: { from: ['new', 'submitted', 'rejected', 'expired'], to: 'submitted', by: ['holder'], effects: [] },
  verify: { from: ['submitted'], to: 'verified', by: ['operator'], effects: ['audit', 'notify-contractor'] },
  reject: { from: ['submitted', 'verified'], to: 'rejected', by: ['operator'], effects: ['audit', 'notify-contractor'] },
  expire: { from: ['submitted', 'verified'], to: 'expired', by: ['clock'], effects: ['audit', 'notify-contractor'] },
} as const satisfies Record<string, CredentialTransition>;
export type CredentialAction = keyof typeof CREDENTIAL_TRANSITIONS;

/** A contractor's business profile: its holder edits it; its credentials are seen by the holder and operators. */
export const CONTRACTOR_PROFILE_ACTIONS = {
  edit: { by: ['holder'] },
  viewCredentials: { by: ['holder', 'operator'] },
} as const satisfies Record<string, { by: readonly CredentialRelation[] }>;
export type ContractorProfileAction = keyof typeof CONTRACTOR_PROFILE_ACTIONS;

export function allowsCredential(rule: { by: readonly CredentialRelation[] }, relations: ReadonlySet<CredentialRelation>): boolean {
  return rule.by.some((relation) => relations.has(relation));
}
