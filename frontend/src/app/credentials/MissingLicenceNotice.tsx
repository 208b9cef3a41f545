import { Notice } from '@marketplace/design-system';
import type { CredentialKind } from '../../gql/graphql';

import { LICENCE_NAMES } from './labels';

/** A profile's `missingLicences`, as each screen's fragment selects them. */
type Missing = ReadonlyArray<{ kind: CredentialKind; trade: { name: string } }>;

/** One sentence per licence a contractor's trades need but lack: to themselves, or to homeowners. */
export function missingLicenceSentences(missing: Missing, audience: 'contractor' | 'homeowner', name?: string): string[] {
  const byKind = new Map<string, string[]>();
  for (const gap of missing) byKind.set(gap.kind, [...(byKind.get(gap.kind) ?? []), gap.trade.name]);
  return [...byKind].map(([kind, trades]) => {
    const licence = LICENCE_NAMES[kind as keyof typeof LICENCE_NAMES] ?? 'a licence';
    const list = trades.join(' and ');
    return audience === 'contractor'
      ? `${list} work in Ontario needs ${licence}. Add yours so homeowners can see it is verified.`
      : `${name ?? 'This contractor'} offers ${list} but has no verified ${licence.replace(/^an? /, '')}. In Ontario that work needs one: ask to see it before you hire.`;
  });
}

export function MissingLicenceNotice({ missing, audience, name }: { missing: Missing; audience: 'contractor' | 'homeowner'; name?: string }) {
  const sentences = missingLicenceSentences(missing, audience, name);
  if (sentences.length === 0) return null;
  return <Notice tone="warning">{sentences.join(' ')}</Notice>;
}
