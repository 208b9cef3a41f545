import { CORE_SAMPLE_MAX_NUMBER, DEFAULT_HOMEOWNER, OPEN_SAMPLE_NUMBER_OFFSET, type ProjectStatusValue, type UrgencyValue } from '@marketplace/shared';
import showcase from './showcase/showcase.json';
import samples from './showcase/samples.json';
import open from './showcase/open.json';
import cleaning from './showcase/listings/cleaning.json';
import electrical from './showcase/listings/electrical.json';
import general from './showcase/listings/general.json';
import hvac from './showcase/listings/hvac.json';
import landscaping from './showcase/listings/landscaping.json';
import moving from './showcase/listings/moving.json';
import painting from './showcase/listings/painting.json';
import plumbing from './showcase/listings/plumbing.json';
import visualization from './showcase/listings/visualization.json';

/**
 * The built-in sample projects, from their content files in ./showcase (checked by
 * backend/test/showcase-content.test.ts): finished projects of named GTA contractors, and open posts
 * a visitor can try bidding on; every screen reads them through the API. Each has its fixed
 * public number, its page since the web app first showed it:
 *
 * | numbers    | what                                                         |
 * |------------|--------------------------------------------------------------|
 * | 1-12       | the core finished samples (the home page features 1, 2, 4)   |
 * | 101-799    | the trade pages' finished samples (general 1xx, plumbing 2xx, electrical 3xx, HVAC 4xx, cleaning 5xx, moving 6xx, visualization 7xx) |
 * | 1001-1199  | landscaping (10xx) and painting (11xx) finished samples      |
 * | 2001       | the open sample (stored as 1 in open.json: its page adds 2000) |
 * | 2501-2599  | open cleaning posts for the cleaning page                    |
 *
 * Posted projects' pages are numbered from 3000 up, so the two never meet.
 */

/** A finished sample as its content file gives it. */
interface StoredFinished {
  id: number;
  title: string;
  contractor: string;
  location: string;
  price: string;
  rating: number;
  reviews: number;
  category: string;
  subcategory: string;
  images: string[];
  imageAlt: string;
  featured: boolean;
  amenities: string[];
  description: string;
  area?: string;
  completionDate: string;
  projectScope: string;
  timeline: string;
  urgency: UrgencyValue;
  testimonials: { id: number; name: string; rating: number; comment: string; date: string }[];
  year: number;
  propertyType: string;
  bedrooms?: number;
  bathrooms?: number;
  homeownerBudget: string;
  cleaningType?: string;
  movingType?: string;
  visualizationType?: string;
}

/** What every sample says as a post does (an open sample's content file, a sample's row). */
interface PostFields {
  title: string;
  description: string;
  category: string;
  budget: string;
  timeline: string;
  urgency: UrgencyValue;
  homeowner: string;
  location: string;
  images: string[];
  requirements: string[];
  status: ProjectStatusValue;
}

/** An open sample post as its content file gives it. */
interface StoredOpen extends PostFields {
  id: number;
  postedDate: string;
  proposalCount: number;
  estimatedCost?: string;
  contractorNotes?: string;
  startDate?: string;
  completionDate?: string;
}

/**
 * What a sample shows beyond a post (project.showcase_details): a finished sample's contractor,
 * price, rating, scope and testimonials; an open sample's proposal count as its page states it.
 */
export type ShowcaseDetails =
  | ({ kind: 'finished' } & Omit<StoredFinished, 'id' | 'title' | 'location' | 'category' | 'images' | 'description' | 'completionDate' | 'timeline' | 'urgency' | 'homeownerBudget' | 'amenities'>)
  | { kind: 'open'; proposalCount: number };

/** One sample as its row holds it. */
export interface ShowcaseProject extends PostFields {
  number: number;
  /** ISO date: when it was posted (open samples) or finished (finished samples); the row's created_at. */
  postedOn: string;
  estimatedCost: string | null;
  contractorNotes: string | null;
  startDate: string | null;
  completionDate: string | null;
  details: ShowcaseDetails;
}

/**
 * The samples the Our Projects page lists (ProjectFilter.portfolio), as SQL on `project p`: the core
 * finished samples and the open ones, never the trade pages' finished samples or a posted project.
 */
export const PORTFOLIO_SAMPLE_SQL = `(p.showcase AND (p.showcase_number <= ${CORE_SAMPLE_MAX_NUMBER} OR p.showcase_number > ${OPEN_SAMPLE_NUMBER_OFFSET}))`;

function finished(entry: StoredFinished): ShowcaseProject {
  const { id, title, location, category, images, description, completionDate, timeline, urgency, homeownerBudget, amenities, ...details } = entry;
  return {
    number: id,
    title,
    description,
    category,
    budget: homeownerBudget,
    timeline,
    urgency,
    homeowner: entry.testimonials[0]?.name ?? DEFAULT_HOMEOWNER,
    location,
    images,
    requirements: amenities,
    status: 'completed',
    postedOn: completionDate,
    estimatedCost: null,
    contractorNotes: null,
    startDate: null,
    completionDate,
    details: { kind: 'finished', ...details },
  };
}

function openPost(entry: StoredOpen, number: number): ShowcaseProject {
  return {
    number,
    title: entry.title,
    description: entry.description,
    category: entry.category,
    budget: entry.budget,
    timeline: entry.timeline,
    urgency: entry.urgency,
    homeowner: entry.homeowner,
    location: entry.location,
    images: entry.images,
    requirements: entry.requirements,
    status: entry.status,
    postedOn: entry.postedDate,
    estimatedCost: entry.estimatedCost ?? null,
    contractorNotes: entry.contractorNotes ?? null,
    startDate: entry.startDate ?? null,
    completionDate: entry.completionDate ?? null,
    details: { kind: 'open', proposalCount: entry.proposalCount },
  };
}

const FINISHED = [showcase, samples, general, plumbing, electrical, hvac, cleaning, moving, visualization, landscaping, painting] as unknown as StoredFinished[][];
const OPEN = open as unknown as { openSamples: StoredOpen[]; openCleaning: StoredOpen[] };

/** Every sample, by its public number. */
export const SHOWCASE_PROJECTS: readonly ShowcaseProject[] = [
  ...FINISHED.flat().map(finished),
  // The open sample is stored as 1 and shown as 2001 (open.json predates the numbering).
  ...OPEN.openSamples.map((entry) => openPost(entry, entry.id + OPEN_SAMPLE_NUMBER_OFFSET)),
  ...OPEN.openCleaning.map((entry) => openPost(entry, entry.id)),
];
