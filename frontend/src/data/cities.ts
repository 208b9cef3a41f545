import type { City } from './types';

/**
 * The six service locations (spec section 3). Hourly pricing is a typical
 * range for skilled-trade labour in CAD; Toronto is exactly 150-300 as the
 * spec sets it. Every city lists real neighbourhoods; the directory's
 * fallback ('Downtown', 'North', 'South') is for data without them.
 */
export const CITIES: City[] = [
  {
    id: 1,
    name: 'Toronto',
    slug: 'toronto',
    province: 'Ontario',
    populationSize: 'major',
    marketDescription:
      'Canada’s largest city, with a housing stock that runs from Victorian semis and Edwardian detached homes to post-war bungalows and tens of thousands of condos. Renovation demand is strong year-round, led by basement suites, kitchens, heat-pump retrofits and knob-and-tube replacement.',
    keyNeighborhoods: ['Leslieville', 'The Annex', 'Leaside', 'Roncesvalles', 'The Beaches', 'Liberty Village', 'North York', 'Etobicoke', 'Scarborough'],
    localInsights: [
      'Many pre-1940s homes still have knob-and-tube wiring, galvanised supply pipes or a lead water service.',
      'The City of Toronto’s Basement Flooding Protection Subsidy helps pay for backwater valves and sump pumps.',
      'Laneway and garden suites, and up to four units on most residential lots, have opened new options for adding rental space.',
      'Condo renovations need board approval, elevator bookings and certificates of insurance.',
    ],
    averagePricing: { low: 150, high: 300 },
  },
  {
    id: 2,
    name: 'Mississauga',
    slug: 'mississauga',
    province: 'Ontario',
    populationSize: 'major',
    marketDescription:
      'A large, fast-maturing city where 1970s and 1980s subdivisions are reaching the age for new roofs, furnaces, windows and kitchens, alongside a growing condo market around Square One and the lakeshore.',
    keyNeighborhoods: ['Port Credit', 'Streetsville', 'Erin Mills', 'Meadowvale', 'Churchill Meadows', 'Lorne Park', 'City Centre', 'Clarkson'],
    localInsights: [
      'Homes from the 1970s and 1980s commonly need their first full mechanical and envelope upgrades.',
      'Second units are permitted in many detached, semi-detached and townhouses with a City of Mississauga permit.',
      'Lakeshore and Credit River properties may fall under Credit Valley Conservation regulation.',
    ],
    averagePricing: { low: 130, high: 260 },
  },
  {
    id: 3,
    name: 'Brampton',
    slug: 'brampton',
    province: 'Ontario',
    populationSize: 'major',
    marketDescription:
      'One of Canada’s fastest-growing cities, with many newer detached and semi-detached homes and strong demand for legal basement apartments, finished basements, interlock driveways and landscaping.',
    keyNeighborhoods: ['Springdale', 'Mount Pleasant', 'Heart Lake', 'Bramalea', 'Castlemore', 'Downtown Brampton', 'Credit Valley'],
    localInsights: [
      'Brampton requires second units to be registered, and building permits are needed to create them.',
      'Newer subdivisions have clay-heavy soil and settling around foundations and driveways in the first years.',
      'Multi-generational households drive demand for extra bathrooms and separate entrances.',
    ],
    averagePricing: { low: 120, high: 240 },
  },
  {
    id: 4,
    name: 'Markham',
    slug: 'markham',
    province: 'Ontario',
    populationSize: 'medium',
    marketDescription:
      'A prosperous York Region city mixing heritage villages, large 1990s and 2000s detached homes and new towns like Cornell. Homeowners invest in high-efficiency HVAC, heat pumps, kitchens and landscape design.',
    keyNeighborhoods: ['Unionville', 'Cornell', 'Berczy Village', 'Markham Village', 'Cathedraltown', 'Thornhill', 'Angus Glen'],
    localInsights: [
      'Heritage districts in Unionville and Markham Village have design guidelines for exterior changes.',
      'Many homes built around 2000 are due for furnace, air-conditioner and roof replacement.',
      'Heat-pump retrofits are popular in larger homes looking to cut winter gas bills.',
    ],
    averagePricing: { low: 130, high: 260 },
  },
  {
    id: 5,
    name: 'Vaughan',
    slug: 'vaughan',
    province: 'Ontario',
    populationSize: 'medium',
    marketDescription:
      'A growing city of large family homes in Woodbridge, Maple and Kleinburg, plus a new high-rise core at the Vaughan Metropolitan Centre, with steady demand for outdoor living, custom builds and commercial work.',
    keyNeighborhoods: ['Woodbridge', 'Maple', 'Kleinburg', 'Thornhill', 'Concord', 'Vellore Village', 'Vaughan Metropolitan Centre'],
    localInsights: [
      'Outdoor kitchens, pergolas and pools are common projects on larger lots.',
      'Concord’s industrial and office buildings generate steady commercial HVAC and electrical work.',
      'Humber River and TRCA-regulated areas in Kleinburg may need conservation-authority permits.',
    ],
    averagePricing: { low: 130, high: 270 },
  },
  {
    id: 6,
    name: 'Richmond Hill',
    slug: 'richmond-hill',
    province: 'Ontario',
    populationSize: 'medium',
    marketDescription:
      'A York Region town of established neighbourhoods and newer estates north to the Oak Ridges Moraine, where homeowners renovate kitchens and basements, upgrade mechanical systems and protect against winter pipe freezes.',
    keyNeighborhoods: ['Mill Pond', 'Bayview Hill', 'Oak Ridges', 'Richvale', 'Jefferson', 'Elgin Mills', 'South Richvale'],
    localInsights: [
      'The Oak Ridges Moraine Conservation Plan limits some development and grading in the north of the town.',
      'Northern areas get heavier snow than downtown Toronto, so snow contracts and roof ice-dam prevention are in demand.',
      'Large 1980s and 1990s homes are ready for kitchen, bathroom and window renewals.',
    ],
    averagePricing: { low: 130, high: 260 },
  },
];

export function findCity(slug: string | undefined): City | undefined {
  if (!slug) return undefined;
  const wanted = slug.toLowerCase();
  return CITIES.find((c) => c.slug === wanted);
}

/** Fallback key areas for a city without `keyNeighborhoods` (spec section 2). */
export const KEY_AREAS_FALLBACK = ['Downtown', 'North', 'South'];

/** A city's key areas: its neighbourhoods, else 'Downtown {city}', 'North {city}', 'South {city}'. */
export function keyAreas(city: City): string[] {
  return city.keyNeighborhoods && city.keyNeighborhoods.length > 0
    ? city.keyNeighborhoods
    : KEY_AREAS_FALLBACK.map((area) => `${area} ${city.name}`);
}

/** Served cities named in the business's structured data (spec section 1). */
export const SERVED_CITY_NAMES = ['Toronto', 'Mississauga', 'Brampton', 'Markham', 'Vaughan'] as const;
