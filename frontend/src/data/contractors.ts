import { IMG } from './images';
import type { Contractor } from './types';

/** Id used when a project's contractor name matches no contractor (spec: default 1). */
export const DEFAULT_CONTRACTOR_ID = 1;

export const CONTRACTORS: Contractor[] = [
  {
    id: 1,
    name: 'Riverdale Renovation Co.',
    image: IMG.portrait,
    rating: 4.9,
    reviews: 186,
    specialties: ['Kitchen Renovations', 'Basement Finishing', 'Bathrooms', 'Decks & Outdoor Living', 'Commercial Fit-Outs'],
    location: 'Leslieville, Toronto, ON',
    verified: true,
    yearsExperience: 17,
    completedProjects: 412,
    responseTime: 'Within 2 hours',
    availability: 'available',
    bio:
      'A design-build general contractor working out of Toronto’s east end since 2008. Riverdale pulls the building permits, carries $5 million in liability insurance and WSIB coverage, and runs every job with a dedicated site lead so homeowners always know who to call. Most of their work is kitchens, basements and whole-floor renovations in Victorian and Edwardian semis where nothing is square and every wall hides a surprise.',
  },
  {
    id: 2,
    name: 'Northline Mechanical',
    image: IMG.portrait,
    rating: 4.8,
    reviews: 143,
    specialties: ['Heat Pumps', 'Furnaces & Air Conditioning', 'Plumbing', 'Gas Fitting', 'Commercial HVAC'],
    location: 'Markham, ON',
    verified: true,
    yearsExperience: 14,
    completedProjects: 968,
    responseTime: 'Within 1 hour',
    availability: 'busy',
    bio:
      'Licensed plumbers and TSSA-certified gas technicians serving York Region and the 416. Northline sizes every heating and cooling system with a room-by-room heat-loss calculation instead of a rule of thumb, installs cold-climate heat pumps, and keeps a 24/7 on-call crew for burst pipes and no-heat calls through the winter.',
  },
  {
    id: 3,
    name: 'Brightwire Electric',
    image: IMG.portrait,
    rating: 4.9,
    reviews: 97,
    specialties: ['Panel Upgrades', 'Knob-and-Tube Replacement', 'EV Chargers', 'Smart Home Lighting', 'Commercial Wiring'],
    location: 'Scarborough, Toronto, ON',
    verified: true,
    yearsExperience: 11,
    completedProjects: 534,
    responseTime: 'Within 3 hours',
    availability: 'available',
    bio:
      'An ESA-licensed electrical contractor (LEC) that files the notification of work and books the ESA inspection on every job. Brightwire upgrades 60 and 100 amp services in older Toronto homes, replaces knob-and-tube so owners can get insured, and installs Level 2 EV chargers with load management so a panel upgrade is not always needed.',
  },
];

/** Contractor whose name equals `name` (case-insensitive), else the default contractor (id 1). */
export function findContractorByName(name: string | undefined): Contractor {
  const wanted = (name ?? '').trim().toLowerCase();
  return (
    CONTRACTORS.find((c) => c.name.toLowerCase() === wanted) ??
    (CONTRACTORS.find((c) => c.id === DEFAULT_CONTRACTOR_ID) as Contractor)
  );
}

/** Id for the /contractor/{id} link of a project card (name match, default 1). */
export function contractorIdForName(name: string | undefined): number {
  return findContractorByName(name).id;
}

export function findContractor(id: number): Contractor | undefined {
  return CONTRACTORS.find((c) => c.id === id);
}
