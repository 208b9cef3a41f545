/** Price-ish fields a project may carry, in the order the card falls back through them. */
export interface ProjectPriceFields {
  /** Final price range of a completed sample, e.g. '$45,000 - $60,000'. */
  price?: string | null;
  /** Budget range of a posted project, e.g. '$10,000 - $25,000'. */
  budget?: string | null;
  /** Homeowner's stated budget on listing pages. */
  homeownerBudget?: string | null;
}

/** Text shown when a project has no price information. */
export const CONTACT_FOR_QUOTE = 'Contact for quote';

/**
 * The card price: the first non-blank of price, budget, homeowner budget,
 * else 'Contact for quote'.
 */
export function projectPriceLabel({ price, budget, homeownerBudget }: ProjectPriceFields): string {
  for (const candidate of [price, budget, homeownerBudget]) {
    if (typeof candidate === 'string' && candidate.trim() !== '') return candidate.trim();
  }
  return CONTACT_FOR_QUOTE;
}
