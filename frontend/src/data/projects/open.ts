import { IMG } from '../images';
import type { OpenProject } from '../types';

/**
 * The built-in open sample (spec: 1 entry, same fields as a posted project,
 * status open). Stored with id 1; screens show it as id 1 + OPEN_SAMPLE_OFFSET
 * (2001). Budget and timeline use the post form's own option texts.
 */
export const OPEN_SAMPLE_PROJECTS: OpenProject[] = [
  {
    id: 1,
    title: 'Kitchen and Main-Floor Refresh in a Danforth Semi',
    description:
      'We want to open the kitchen to the dining room of our 1920s semi near Danforth and Jones, replace the cabinets and counters, and refinish the original oak floors across the main floor. The wall between the rooms may be load-bearing; we have no drawings yet. We live in the house and have two kids and a dog, so a clear schedule and a clean site matter to us.',
    category: 'Kitchen Renovation',
    budget: '$50,000 - $100,000',
    timeline: 'Within 3 months',
    urgency: 'medium',
    homeowner: 'Sarah Chen',
    location: 'Danforth East, Toronto, ON',
    images: [IMG.project],
    requirements: [
      'Engineer’s assessment of the kitchen–dining wall and permit drawings if it is load-bearing',
      'City of Toronto building permit handled by the contractor',
      'Licensed plumber and ESA-licensed electrician for any moved fixtures or new circuits',
      'Proof of WSIB clearance and at least $2 million liability insurance',
      'Dust containment between the work area and the upstairs bedrooms',
      'Written schedule with weekly updates',
    ],
    status: 'open',
    postedDate: '2025-08-04',
    proposalCount: 3,
  },
];

/**
 * Open cleaning projects for the cleaning page (each with Submit Proposal).
 * Ids 2501-2599, stored already offset (see `./ids.ts`).
 */
export const OPEN_CLEANING_PROJECTS: OpenProject[] = [
  {
    id: 2501,
    title: 'Bi-Weekly Cleaning for a Three-Bedroom House in Leslieville',
    description:
      'Looking for a reliable bi-weekly cleaner for a three-bedroom, two-bathroom semi. Two adults, one cat. Kitchen, bathrooms, floors, dusting and changing bed linens. We supply nothing, so please bring your own supplies, preferably fragrance-free.',
    category: 'Cleaning',
    budget: '$160 - $220 per visit',
    timeline: 'Within 1 week',
    urgency: 'medium',
    homeowner: 'Emily Roberts',
    location: 'Leslieville, Toronto, ON',
    images: [IMG.project],
    requirements: ['Same cleaner each visit', 'Fragrance-free products', 'Insured and background-checked', 'Comfortable with a cat'],
    status: 'open',
    postedDate: '2025-08-11',
    proposalCount: 4,
  },
  {
    id: 2502,
    title: 'Post-Renovation Clean after a Basement Finish in Brampton',
    description:
      'Our basement renovation wraps up at the end of the month. We need the drywall dust cleaned from the basement and the main floor it drifted into, including vents, window tracks and the inside of new cabinets, before we furnish it.',
    category: 'Cleaning',
    budget: '$600 - $900',
    timeline: 'Within 1 month',
    urgency: 'medium',
    homeowner: 'Gurpreet Dhillon',
    location: 'Mount Pleasant, Brampton, ON',
    images: [IMG.project],
    requirements: ['HEPA vacuums', 'Vents and registers removed and washed', 'Paint and adhesive removal from windows and fixtures'],
    status: 'open',
    postedDate: '2025-08-07',
    proposalCount: 2,
  },
  {
    id: 2503,
    title: 'Move-Out Clean for a Two-Bedroom Condo in Mississauga City Centre',
    description:
      'Tenant moving out of a two-bedroom, two-bath condo near Square One. Need a full empty-unit clean including inside the oven, fridge, cabinets and balcony, ready for the landlord’s inspection on the 31st.',
    category: 'Cleaning',
    budget: '$350 - $500',
    timeline: 'ASAP',
    urgency: 'high',
    homeowner: 'Daniel Okafor',
    location: 'City Centre, Mississauga, ON',
    images: [IMG.project],
    requirements: ['Available on the 30th or 31st', 'Elevator booking coordination', 'Photo checklist at the end'],
    status: 'open',
    postedDate: '2025-08-13',
    proposalCount: 5,
  },
  {
    id: 2504,
    title: 'Weekly Cleaning for a Dental Clinic in Richmond Hill',
    description:
      'Two-chair dental clinic, about 1,800 sq ft, needs after-hours cleaning three evenings a week: reception, washrooms, staff kitchen and floors. Operatory disinfection is done by our staff; you would handle floors and non-clinical surfaces.',
    category: 'Cleaning',
    budget: '$1,200 - $1,600 per month',
    timeline: 'Within 1 month',
    urgency: 'low',
    homeowner: 'Dr. Lisa Moradi',
    location: 'Yonge and Major Mackenzie, Richmond Hill, ON',
    images: [IMG.project],
    requirements: ['Commercial cleaning experience', 'WSIB clearance certificate', 'Evening availability (after 7 p.m.)', 'Written cleaning checklist'],
    status: 'open',
    postedDate: '2025-08-01',
    proposalCount: 1,
  },
];
