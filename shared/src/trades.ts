/**
 * The one list of trades: what contractors say they do, what the services pages sell, what
 * matching and the pro directory filter by. The ids are the catalogue's (frontend/src/content/categories.json
 * carries each trade's page copy under the same id; backend/test/catalogue.test.ts keeps the two in step).
 *
 * The post form keeps its 14 categories, worded for homeowners; each one maps onto a trade
 * here (POST_CATEGORY_TRADE), and a project keeps the category it was posted with for display.
 */
export const TRADES = [
  { id: 1, slug: 'security-bollards', name: 'Security Bollards + Installation' },
  { id: 2, slug: 'cleaning', name: 'Cleaning' },
  { id: 3, slug: 'real-estate-photography-videography', name: 'Real Estate Photography & Videography' },
  { id: 4, slug: 'hvac', name: 'HVAC & Airduct' },
  { id: 5, slug: 'general-contracting', name: 'General Contractor' },
  { id: 6, slug: 'moving-solutions', name: 'Moving Solutions' },
  { id: 7, slug: 'landscaping', name: 'Landscaping & Snow Removal' },
  { id: 8, slug: 'plumbing', name: 'Plumbing' },
  { id: 9, slug: 'electrical', name: 'Electrician' },
  { id: 10, slug: 'restaurant-cleaning', name: 'Restaurant Cleaning' },
  { id: 11, slug: 'ev-charging-solution', name: 'EV Charging Solution' },
  { id: 12, slug: 'custom-build', name: 'Custom Build' },
  { id: 13, slug: 'renovation', name: 'Renovation' },
  { id: 14, slug: 'painting', name: 'Painting' },
  { id: 15, slug: 'architectural-visualization', name: 'Architectural Visualization' },
] as const;

export type Trade = (typeof TRADES)[number];
export type TradeId = Trade['id'];

/** The GTA cities the marketplace serves (slugs as in the services pages' URLs). */
export const SERVICE_AREAS = [
  { slug: 'toronto', name: 'Toronto' },
  { slug: 'mississauga', name: 'Mississauga' },
  { slug: 'brampton', name: 'Brampton' },
  { slug: 'markham', name: 'Markham' },
  { slug: 'vaughan', name: 'Vaughan' },
  { slug: 'richmond-hill', name: 'Richmond Hill' },
] as const;
export type ServiceAreaSlug = (typeof SERVICE_AREAS)[number]['slug'];

/**
 * The post form's categories and the trade whose pros do that work. Roofing, flooring,
 * windows and decks are renovation or general-contracting work in this catalogue: the closest
 * trade a homeowner would hire for them.
 */
export const POST_CATEGORY_TRADE: Readonly<Record<string, TradeId>> = {
  'Kitchen Renovation': 13,
  'Bathroom Renovation': 13,
  'Basement Finishing': 13,
  Plumbing: 8,
  Electrical: 9,
  HVAC: 4,
  Roofing: 5,
  Landscaping: 7,
  Painting: 14,
  Flooring: 13,
  'Windows & Doors': 13,
  'Decks & Fences': 12,
  Cleaning: 2,
  Other: 5,
};

/**
 * The trade a project's category belongs to: a post-form category, a trade's own name (projects
 * posted through the API may use either), or undefined for free text that names no trade.
 */
export function tradeForCategory(category: string): TradeId | undefined {
  const trimmed = category.trim();
  const mapped = POST_CATEGORY_TRADE[trimmed];
  if (mapped !== undefined) return mapped;
  const lower = trimmed.toLowerCase();
  return TRADES.find((trade) => trade.name.toLowerCase() === lower)?.id;
}

/**
 * The trade whose pros a services page lists: the trade with the page's URL segment, or the trade its
 * service's name belongs to (Electrician, HVAC & Airduct, Roofing), like a project's category.
 */
export function tradeForService(slug: string, name: string): TradeId | undefined {
  return TRADES.find((trade) => trade.slug === slug)?.id ?? tradeForCategory(name);
}

/** The trade's display name. */
export function tradeName(id: number): string | undefined {
  return TRADES.find((trade) => trade.id === id)?.name;
}

/**
 * The service area a project's free-text location names ("Leaside, Toronto, ON" -> toronto,
 * "Richmond Hill" -> richmond-hill), or undefined when it names none of the cities served.
 */
export function cityForLocation(location: string): ServiceAreaSlug | undefined {
  const lower = ` ${location.toLowerCase().replace(/[^a-z]+/g, ' ')} `;
  return SERVICE_AREAS.find((area) => lower.includes(` ${area.name.toLowerCase()} `))?.slug;
}
