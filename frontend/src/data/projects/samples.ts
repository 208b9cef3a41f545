import type { SampleProject } from '../types';
import { completedSamples } from './build';
import samples from './samples.json';
import { SHOWCASE_SAMPLES } from './showcase';

/**
 * The 12 core completed/featured sample projects (ids 1-12).
 * Contractor names match `CONTRACTORS`. Categories follow the service-slug
 * convention documented in `./ids.ts`. The home page shows the first three
 * with `featured: true` (ids 1, 2 and 4).
 */
export const SAMPLE_PROJECTS: SampleProject[] = [...SHOWCASE_SAMPLES, ...completedSamples(samples)];
