/** Dates on screens come from the marketplace's one formatter (@marketplace/shared: Toronto time, each formatter made once). */
export { formatDate, formatDateTime } from '@marketplace/shared';

/** '1 proposal', '3 proposals'. */
export function proposalCountLabel(count: number): string {
  return `${count} ${count === 1 ? 'proposal' : 'proposals'}`;
}

/** The card price: price, then budget, then homeowner budget, else 'Contact for quote'. */
export { projectPriceLabel as projectPrice } from '@marketplace/design-system';
