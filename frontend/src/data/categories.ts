import { IMG } from './images';
import type { ServiceCategory, ServiceCategoryName } from './types';

/**
 * The 16 service categories (ids 1-16) in the spec's order. The home page's
 * services grid shows the first 5, then 'Show More Categories (N more)'.
 * 'All Categories' (id 16) routes to /projects; every other category routes to
 * /services/{categorySlug(name)}.
 */
export const SERVICE_CATEGORIES: ServiceCategory[] = [
  {
    id: 1,
    name: 'Security Bollards + Installation',
    description: 'Steel and decorative bollards that protect storefronts, entrances and parking areas.',
    image: IMG.category,
    imageAlt: 'Row of yellow steel security bollards in front of a storefront',
    detailedDescription:
      'Fixed, removable and retractable bollards for storefronts, plazas, loading docks and driveways across the GTA, core-drilled or cast in place, with Ontario One Call locates before any digging and concrete footings set below the frost line.',
    icon: 'Shield',
  },
  {
    id: 2,
    name: 'Cleaning',
    description: 'Residential, commercial, move-out and post-construction cleaning by insured crews.',
    image: IMG.category,
    imageAlt: 'Cleaner wiping a kitchen counter in a bright condo',
    detailedDescription:
      'Recurring home cleaning, deep cleans, move-in and move-out cleans, office and commercial contracts and post-renovation dust removal, with insured, background-checked crews who bring their own supplies.',
    icon: 'Sparkles',
  },
  {
    id: 3,
    name: 'Real Estate Photography & Videography',
    description: 'Listing photos, video walkthroughs, drone shots and floor plans that sell homes faster.',
    image: IMG.category,
    imageAlt: 'Photographer with a tripod shooting a staged living room',
    detailedDescription:
      'HDR listing photography, cinematic video tours, licensed drone photography, 3D virtual tours and measured floor plans, delivered within 24 to 48 hours for realtors and private sellers across the GTA.',
    icon: 'Eye',
  },
  {
    id: 4,
    name: 'HVAC & Airduct',
    description: 'Furnaces, air conditioners, heat pumps and duct cleaning by licensed technicians.',
    image: IMG.category,
    imageAlt: 'HVAC technician servicing a high-efficiency furnace',
    detailedDescription:
      'Installation, repair and maintenance of furnaces, central air, cold-climate heat pumps, HRVs and humidifiers, plus air duct cleaning, with TSSA-certified gas technicians and load calculations on every replacement.',
    icon: 'Wind',
  },
  {
    id: 5,
    name: 'General Contractor',
    description: 'Kitchens, basements, additions and whole-home renovations, managed start to finish.',
    image: IMG.category,
    imageAlt: 'Contractor reviewing plans in a home under renovation',
    detailedDescription:
      'One accountable contractor for permits, trades, scheduling and inspections on kitchens, bathrooms, basement suites, additions and commercial fit-outs, with WSIB coverage and written contracts.',
    icon: 'HardHat',
  },
  {
    id: 6,
    name: 'Moving Solutions',
    description: 'Local, long-distance and office moves with packing, storage and condo coordination.',
    image: IMG.category,
    imageAlt: 'Movers loading wrapped furniture into a truck',
    detailedDescription:
      'Condo and house moves, office relocations, long-distance moves across Canada, packing, crating and storage, including elevator bookings and certificates of insurance for condo buildings.',
    icon: 'Home',
  },
  {
    id: 7,
    name: 'Landscaping & Snow Removal',
    description: 'Garden design, interlock, lawn care and seasonal snow clearing.',
    image: IMG.category,
    imageAlt: 'Snow plough clearing a residential driveway in winter',
    detailedDescription:
      'Landscape design and construction, interlock and retaining walls, planting and lawn care from spring to fall, and snow ploughing, shovelling and salting contracts from November to April.',
    icon: 'Trees',
  },
  {
    id: 8,
    name: 'Plumbing',
    description: 'Repairs, fixtures, drains, water heaters and 24/7 emergency service.',
    image: IMG.category,
    imageAlt: 'Plumber installing a new kitchen faucet',
    detailedDescription:
      'Licensed plumbers for leaks, clogged drains, fixture installs, water heaters, backwater valves and sump pumps, bathroom and kitchen rough-ins, and around-the-clock emergency response.',
    icon: 'Wrench',
  },
  {
    id: 9,
    name: 'Electrician',
    description: 'Panel upgrades, rewiring, lighting and repairs by ESA-licensed electricians.',
    image: IMG.category,
    imageAlt: 'Electrician testing a breaker panel',
    detailedDescription:
      'ESA-licensed electrical contractors for service upgrades, knob-and-tube replacement, pot lights, renovation wiring, troubleshooting and code corrections, with the ESA notification filed on every job.',
    icon: 'Zap',
  },
  {
    id: 10,
    name: 'Restaurant Cleaning',
    description: 'Overnight kitchen degreasing and front-of-house cleaning for food businesses.',
    image: IMG.category,
    imageAlt: 'Stainless steel restaurant kitchen after a deep clean',
    detailedDescription:
      'After-hours kitchen deep cleans, floor and drain scrubbing, front-of-house cleaning and inspection-readiness cleans for restaurants, cafés and bars, using food-safe products.',
    icon: 'Sparkles',
  },
  {
    id: 11,
    name: 'EV Charging Solution',
    description: 'Level 2 home and workplace chargers, load management and panel assessments.',
    image: IMG.category,
    imageAlt: 'Level 2 electric vehicle charger mounted in a garage',
    detailedDescription:
      'Level 2 chargers for houses, condos and workplaces, installed by ESA-licensed electricians with load calculations, load-management devices where they avoid a service upgrade, and ESA inspection.',
    icon: 'Zap',
  },
  {
    id: 12,
    name: 'Custom Build',
    description: 'New custom homes, laneway and garden suites built from design to occupancy.',
    image: IMG.category,
    imageAlt: 'Framed two-storey custom home under construction',
    detailedDescription:
      'Custom homes, rebuilds, laneway suites and garden suites, from feasibility and permits through construction, inspections and occupancy, with a fixed schedule and transparent cost tracking.',
    icon: 'Hammer',
  },
  {
    id: 13,
    name: 'Renovation',
    description: 'Room-by-room or whole-home renovations for houses and condos.',
    image: IMG.category,
    imageAlt: 'Renovated open-concept main floor with new hardwood',
    detailedDescription:
      'Kitchens, bathrooms, basements, flooring, open-concept conversions and condo renovations, planned with permits, condo board approvals and a realistic schedule.',
    icon: 'Hammer',
  },
  {
    id: 14,
    name: 'Painting',
    description: 'Interior and exterior painting, cabinet refinishing and drywall repair.',
    image: IMG.category,
    imageAlt: 'Painter rolling a fresh coat of paint on a living room wall',
    detailedDescription:
      'Interior repaints, exterior painting and staining, kitchen cabinet spraying and drywall repairs, with lead-safe practices for older homes and low-VOC paints.',
    icon: 'Paintbrush',
  },
  {
    id: 15,
    name: 'Architectural Visualization',
    description: '3D renderings and walkthroughs for homeowners, architects and builders.',
    image: IMG.category,
    imageAlt: 'Photorealistic rendering of a modern house at dusk',
    detailedDescription:
      'Photorealistic exterior and interior renderings, animations and 360° tours that help homeowners choose finishes, win neighbour and committee support, and sell projects before they are built.',
    icon: 'Eye',
  },
  {
    id: 16,
    name: 'All Categories',
    description: 'Browse every completed project across all our services.',
    image: IMG.category,
    imageAlt: 'Collage of completed renovation projects',
    detailedDescription: 'See finished work from every trade on the marketplace, from kitchens and basements to heat pumps, decks and commercial fit-outs.',
    icon: 'Home',
  },
];

/** The category that routes to /projects instead of a service page. */
export const ALL_CATEGORIES_NAME: ServiceCategoryName = 'All Categories';

/**
 * Known slugs for category names (spec section 2). Names are compared
 * lower-case and trimmed. Decisions: a category whose name is a compound maps
 * to the slug of its core service ('HVAC & Airduct' -> hvac,
 * 'Landscaping & Snow Removal' -> landscaping), 'General Contractor' ->
 * general-contracting, 'Electrician' -> electrical, and
 * 'Security Bollards + Installation' -> security-bollards.
 */
export const KNOWN_CATEGORY_SLUGS: Readonly<Record<string, string>> = {
  'security bollards + installation': 'security-bollards',
  'security bollards': 'security-bollards',
  cleaning: 'cleaning',
  'real estate photography & videography': 'real-estate-photography-videography',
  'hvac & airduct': 'hvac',
  hvac: 'hvac',
  'general contractor': 'general-contracting',
  'general contracting': 'general-contracting',
  'moving solutions': 'moving-solutions',
  plumbing: 'plumbing',
  electrician: 'electrical',
  electrical: 'electrical',
  'landscaping & snow removal': 'landscaping',
  landscaping: 'landscaping',
};

/**
 * Service slug for a category name: the known slug if there is one, otherwise
 * the name lower-cased with every run of non-alphanumerics turned into a single
 * hyphen and leading/trailing hyphens trimmed.
 * 'EV Charging Solution' -> 'ev-charging-solution'.
 */
export function categorySlug(name: string): string {
  const key = name.trim().toLowerCase();
  const known = KNOWN_CATEGORY_SLUGS[key];
  if (known) return known;
  return key.replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '');
}

export function findCategory(id: number): ServiceCategory | undefined {
  return SERVICE_CATEGORIES.find((c) => c.id === id);
}
