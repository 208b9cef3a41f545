import { completedSamples } from './build';
import cleaning from './listings/cleaning.json';
import electrical from './listings/electrical.json';
import general from './listings/general.json';
import hvac from './listings/hvac.json';
import landscaping from './listings/landscaping.json';
import moving from './listings/moving.json';
import painting from './listings/painting.json';
import plumbing from './listings/plumbing.json';
import visualization from './listings/visualization.json';

/*
 * Extra completed samples for the category pages (listings/*.json). Ids follow the ranges in
 * `./ids.ts` (stored already offset). Each trade page also shows the core samples of its
 * category; see `CATEGORY_PAGE_LISTINGS` in `./index.ts`.
 */

/** General contractor page extras (ids 101-199). */
export const GENERAL_LISTINGS = completedSamples(general);
/** Plumbing page extras (ids 201-299). */
export const PLUMBING_LISTINGS = completedSamples(plumbing);
/** Electrical page extras (ids 301-399). */
export const ELECTRICAL_LISTINGS = completedSamples(electrical);
/** HVAC page extras (ids 401-499). */
export const HVAC_LISTINGS = completedSamples(hvac);
/** Landscaping page extras (ids 1001-1099). */
export const LANDSCAPING_LISTINGS = completedSamples(landscaping);
/** Painting samples (ids 1101-1199). */
export const PAINTING_LISTINGS = completedSamples(painting);
/** Cleaning page featured samples (ids 501-599). */
export const CLEANING_LISTINGS = completedSamples(cleaning);
/** Moving page samples (ids 601-699). */
export const MOVING_LISTINGS = completedSamples(moving);
/** Architectural visualization page samples (ids 701-799). */
export const VISUALIZATION_LISTINGS = completedSamples(visualization);
