/**
 * The catalogue's trades and GTA cities as the server checks them: the ids of the categories in
 * frontend/src/data/categories.json (less "All Categories") and the slugs of the cities in
 * frontend/src/data/cities.json. A test keeps the two in step.
 */
export const TRADES: ReadonlyArray<{ id: number; name: string }> = [
  { id: 1, name: 'Security Bollards + Installation' },
  { id: 2, name: 'Cleaning' },
  { id: 3, name: 'Real Estate Photography & Videography' },
  { id: 4, name: 'HVAC & Airduct' },
  { id: 5, name: 'General Contractor' },
  { id: 6, name: 'Moving Solutions' },
  { id: 7, name: 'Landscaping & Snow Removal' },
  { id: 8, name: 'Plumbing' },
  { id: 9, name: 'Electrician' },
  { id: 10, name: 'Restaurant Cleaning' },
  { id: 11, name: 'EV Charging Solution' },
  { id: 12, name: 'Custom Build' },
  { id: 13, name: 'Renovation' },
  { id: 14, name: 'Painting' },
  { id: 15, name: 'Architectural Visualization' },
];

export const SERVICE_AREAS: ReadonlyArray<{ slug: string; name: string }> = [
  { slug: 'toronto', name: 'Toronto' },
  { slug: 'mississauga', name: 'Mississauga' },
  { slug: 'brampton', name: 'Brampton' },
  { slug: 'markham', name: 'Markham' },
  { slug: 'vaughan', name: 'Vaughan' },
  { slug: 'richmond-hill', name: 'Richmond Hill' },
];

export const TRADE_IDS = TRADES.map((trade) => trade.id);
export const SERVICE_AREA_SLUGS = SERVICE_AREAS.map((area) => area.slug);
