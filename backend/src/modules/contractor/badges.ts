import { TRADES } from '../../shared/catalogue';
import { LICENCE_FOR_TRADE, type CredentialKindValue } from '@marketplace/shared';

export const BADGE_KINDS = ['verified-business', 'esa-licensed', 'tssa-registered', 'wsib-cleared', 'insured', 'toronto-renovator-licence'] as const;
export type BadgeKind = (typeof BADGE_KINDS)[number];

export interface BadgeModel {
  kind: BadgeKind;
  label: string;
}

/** A credential that counts today: verified and not past its expiry date. */
export interface CountingCredential {
  kind: CredentialKindValue;
  coverageCents: number | null;
}

const BADGE_FOR_KIND: Partial<Record<CredentialKindValue, BadgeModel>> = {
  'esa-ecra-electrical': { kind: 'esa-licensed', label: 'ESA licensed' },
  'tssa-gas': { kind: 'tssa-registered', label: 'TSSA registered' },
  'wsib-clearance': { kind: 'wsib-cleared', label: 'WSIB cleared' },
  'toronto-renovator-licence': { kind: 'toronto-renovator-licence', label: 'Toronto renovator licence' },
};

/** Coverage as insurers quote it: $2M, $1.5M, $500K, $750. */
export function coverageLabel(cents: number): string {
  const dollars = Math.floor(cents / 100);
  const short = (value: number, unit: string) => `$${Number.isInteger(value) ? value : value.toFixed(1).replace(/\.0$/, '')}${unit}`;
  if (dollars >= 1_000_000) return short(Math.floor(dollars / 100_000) / 10, 'M');
  if (dollars >= 1_000) return short(Math.floor(dollars / 100) / 10, 'K');
  return `$${dollars}`;
}

/**
 * The badges a contractor earns from the credentials that count today: "Verified" for at least
 * one, one per licence kind, and "Insured to $X" for the largest verified liability cover.
 */
export function badgesFrom(credentials: readonly CountingCredential[]): BadgeModel[] {
  if (credentials.length === 0) return [];
  const badges: BadgeModel[] = [{ kind: 'verified-business', label: 'Verified' }];
  for (const kind of Object.keys(BADGE_FOR_KIND) as CredentialKindValue[]) {
    if (credentials.some((credential) => credential.kind === kind)) badges.push(BADGE_FOR_KIND[kind] as BadgeModel);
  }
  const cover = Math.max(0, ...credentials.filter((c) => c.kind === 'liability-insurance').map((c) => c.coverageCents ?? 0));
  if (cover > 0) badges.push({ kind: 'insured', label: `Insured to ${coverageLabel(cover)}` });
  return badges;
}

export interface MissingLicenceModel {
  trade: { id: number; name: string };
  kind: CredentialKindValue;
}

/** Trades the contractor offers that Ontario licenses, without a counting credential of that licence. */
export function missingLicences(trades: readonly number[], credentials: readonly CountingCredential[]): MissingLicenceModel[] {
  const held = new Set(credentials.map((credential) => credential.kind));
  return trades.flatMap((id) => {
    const kind = LICENCE_FOR_TRADE[id];
    const trade = TRADES.find((t) => t.id === id);
    return kind && trade && !held.has(kind) ? [{ trade, kind }] : [];
  });
}
