import type { OpenProject } from '../types';
import open from './open.json';

const OPEN = open as { openSamples: OpenProject[]; openCleaning: OpenProject[] };

/**
 * The built-in open sample (1 entry, same fields as a posted project,
 * status open). Stored with id 1; screens show it as id 1 + OPEN_SAMPLE_OFFSET
 * (2001). Budget and timeline use the post form's own option texts.
 */
export const OPEN_SAMPLE_PROJECTS: OpenProject[] = OPEN.openSamples;

/**
 * Open cleaning projects for the cleaning page (each with Submit Proposal).
 * Ids 2501-2599, stored already offset (see `./ids.ts`).
 */
export const OPEN_CLEANING_PROJECTS: OpenProject[] = OPEN.openCleaning;
