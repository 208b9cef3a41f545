import type { SampleProject } from '../types';
import { completedSamples } from './build';
import showcase from './showcase.json';

/**
 * The first four core samples (ids 1-4). They hold the three with `featured: true` that the home
 * page shows (ids 1, 2 and 4), so the home page loads only this file; `SAMPLE_PROJECTS` (samples.ts)
 * lists them first, followed by the other eight (samples.json).
 */
export const SHOWCASE_SAMPLES: SampleProject[] = completedSamples(showcase);
