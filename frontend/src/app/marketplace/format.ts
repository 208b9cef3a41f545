/** Dates on screens come from the marketplace's one formatter (@marketplace/shared: Toronto time, each formatter made once). */
export { formatDate, formatDateTime } from '@marketplace/shared';

/** '1 proposal', '3 proposals'. */
export function proposalCountLabel(count: number): string {
  return `${count} ${count === 1 ? 'proposal' : 'proposals'}`;
}
