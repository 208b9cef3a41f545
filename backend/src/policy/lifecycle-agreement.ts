import type { AgreementStatusValue, ChangeOrderStatusValue } from '@marketplace/shared';

/**
 * How a person relates to a written agreement (docs/agreements.md): homeowner and contractor are its two
 * parties (the project's homeowner and the hired contractor when it was drafted), operator is staff, system
 * is the marketplace itself acting on a knock-on (another proposal accepted, the project cancelled). For a
 * change order, proposer is the party who proposed it and counterparty the other one.
 */
export type AgreementRelation = 'homeowner' | 'contractor' | 'operator' | 'system' | 'proposer' | 'counterparty';

/** 'new' is an agreement not drafted yet. */
export type AgreementState = AgreementStatusValue | 'new';

export interface AgreementStep {
  from: readonly AgreementState[];
  /** The state it leads to; signing leads to in-force once both parties have signed (the service decides which). */
  to: AgreementStatusValue;
  by: readonly AgreementRelation[];
  /** Only while the homeowner's 10-day cooling-off period runs (rules' withinCoolingOff). */
  whenCoolingOff?: true;
}

/**
 * The agreement's states. The contractor drafts it from the accepted proposal, edits and sends it; the
 * homeowner asks for changes, declines or signs; the contractor signs too (either side may sign first) and it
 * is in force. Asking for changes after one side signed clears that signature: the next revision is a new
 * document. In force, the homeowner may cancel during the cooling-off period; an operator can record a
 * cancellation both sides agreed to at any time. Accepting another proposal or cancelling the project cancels
 * an agreement nobody is bound by yet (supersede).
 */
export const AGREEMENT_STEPS = {
  prepare: { from: ['new'], to: 'draft', by: ['contractor'] },
  edit: { from: ['draft', 'changes-requested'], to: 'draft', by: ['contractor'] },
  send: { from: ['draft', 'changes-requested'], to: 'sent', by: ['contractor'] },
  requestChanges: { from: ['sent', 'signed-by-one'], to: 'changes-requested', by: ['homeowner'] },
  decline: { from: ['sent', 'signed-by-one'], to: 'declined', by: ['homeowner'] },
  sign: { from: ['sent', 'signed-by-one'], to: 'signed-by-one', by: ['homeowner', 'contractor'] },
  cancel: { from: ['in-force'], to: 'cancelled', by: ['homeowner'], whenCoolingOff: true },
  recordCancellation: { from: ['draft', 'sent', 'changes-requested', 'signed-by-one', 'in-force'], to: 'cancelled', by: ['operator'] },
  supersede: { from: ['draft', 'sent', 'changes-requested', 'signed-by-one'], to: 'cancelled', by: ['system'] },
  proposeChange: { from: ['in-force'], to: 'in-force', by: ['homeowner', 'contractor'] },
} as const satisfies Record<string, AgreementStep>;
export type AgreementStepName = keyof typeof AGREEMENT_STEPS;

/** Reading an agreement, its PDF, its change orders and its history: the two parties and staff, nobody else. */
export const AGREEMENT_ACTIONS = {
  view: { by: ['homeowner', 'contractor', 'operator'] },
} as const satisfies Record<string, { by: readonly AgreementRelation[] }>;

/** A change order: the other party signs or declines it; its proposer may withdraw it while it waits. */
export const CHANGE_ORDER_STEPS = {
  sign: { from: ['proposed'], to: 'signed', by: ['counterparty'] },
  decline: { from: ['proposed'], to: 'declined', by: ['counterparty'] },
  withdraw: { from: ['proposed'], to: 'withdrawn', by: ['proposer'] },
} as const satisfies Record<string, { from: readonly ChangeOrderStatusValue[]; to: ChangeOrderStatusValue; by: readonly AgreementRelation[] }>;
export type ChangeOrderStepName = keyof typeof CHANGE_ORDER_STEPS;
