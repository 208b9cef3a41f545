import { SERVICE_AREAS, TRADES } from '@marketplace/shared';

export interface DirectoryParams {
  trade?: number | null;
  city?: string | null;
  search?: string | null;
  /** A project of the viewer's that the directory's cards invite pros to. */
  invite?: string | null;
}

/** /pros with its filters in the address (shareable, and the back button keeps them). */
export function directoryHref({ trade, city, search, invite }: DirectoryParams): string {
  const params = new URLSearchParams();
  const tradeSlug = TRADES.find((entry) => entry.id === trade)?.slug;
  if (tradeSlug) params.set('trade', tradeSlug);
  if (city && SERVICE_AREAS.some((area) => area.slug === city)) params.set('city', city);
  if (search?.trim()) params.set('q', search.trim());
  if (invite) params.set('invite', invite);
  const query = params.toString();
  return query ? `/pros?${query}` : '/pros';
}

/** The directory's filters read back from its address; unknown values are dropped. */
export function directoryParams(search: URLSearchParams): Required<DirectoryParams> {
  const trade = TRADES.find((entry) => entry.slug === search.get('trade'))?.id ?? null;
  const city = SERVICE_AREAS.find((area) => area.slug === search.get('city'))?.slug ?? null;
  const invite = /^\d{1,12}$/.test(search.get('invite') ?? '') ? search.get('invite') : null;
  return { trade, city, search: search.get('q')?.slice(0, 100) ?? null, invite };
}
