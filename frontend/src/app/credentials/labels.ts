import { CREDENTIAL_KINDS, CREDENTIAL_KIND_LABELS, LICENCE_FOR_TRADE, formatDate, formatDollars } from '@marketplace/shared';
import { credentialKindFromApi, credentialKindToApi } from '../marketplace/enums';
import type { CredentialKind, CredentialStatus } from '../../gql/graphql';

/** Every kind, in the shared rules' order, as GraphQL names it. */
export const KINDS: CredentialKind[] = CREDENTIAL_KINDS.map(credentialKindToApi);

export const kindLabel = (kind: CredentialKind) => CREDENTIAL_KIND_LABELS[credentialKindFromApi(kind)];

/** The short name of the licence a trade needs, for notices. */
export const LICENCE_NAMES: Partial<Record<CredentialKind, string>> = {
  ESA_ECRA_ELECTRICAL: 'an ECRA/ESA electrical contractor licence',
  TSSA_GAS: 'TSSA gas registration',
};

/** Trades (catalogue ids) whose work Ontario licenses. */
export const LICENSED_TRADE_IDS = Object.keys(LICENCE_FOR_TRADE).map(Number);

/** How each status reads, its colour, and what it means for the contractor. */
export const STATUS_DISPLAY: Record<CredentialStatus, { label: string; palette: string; meaning: string }> = {
  SUBMITTED: { label: 'Waiting for a check', palette: 'orange', meaning: 'We check credentials within one business day.' },
  VERIFIED: { label: 'Verified', palette: 'green', meaning: 'Its badge shows on your profile and proposals until it expires.' },
  REJECTED: { label: 'Rejected', palette: 'red', meaning: 'Correct the details and send it again.' },
  EXPIRED: { label: 'Expired', palette: 'gray', meaning: 'Its badge is off your profile. Add the renewal.' },
};

export function formatDay(day: string | null | undefined): string {
  if (!day) return 'No expiry';
  return formatDate(day);
}

export { formatDollars };
