import { cityForLocation, tradeForCategory } from '@marketplace/shared';
import { bidRangeOf } from '../../shared/bid-amount';

/** What matching reads of a project, derived by the server from what the homeowner wrote. */
export interface ProjectMatchFacts {
  tradeId: number | null;
  city: string | null;
  budgetMinCents: number | null;
  budgetMaxCents: number | null;
}

/**
 * The trade (from the category), the city served (from the location) and the budget in CAD cents
 * (from the budget range text, read by the bid parser). Every write of these three fields stores
 * this with them, so matching never parses text.
 */
export function projectMatchFacts(project: { category: string; location: string; budget: string }): ProjectMatchFacts {
  const budget = bidRangeOf(project.budget);
  return {
    tradeId: tradeForCategory(project.category) ?? null,
    city: cityForLocation(project.location) ?? null,
    budgetMinCents: budget?.minCents ?? null,
    budgetMaxCents: budget?.maxCents ?? null,
  };
}
