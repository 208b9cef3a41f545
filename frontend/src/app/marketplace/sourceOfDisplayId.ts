import { DATABASE_OFFSET, findOpenSample, findSampleProject } from '../../data/projects';
import type { ProjectSource } from './types';

/** Ids of the 12 core samples; other built-in completed samples are listing samples. */
const CORE_SAMPLE_MAX_ID = 12;

/** Which source a display id belongs to, or `null` when no project can have it. */
export function sourceOfDisplayId(displayId: number): ProjectSource | null {
  if (!Number.isInteger(displayId) || displayId <= 0) return null;
  if (displayId >= DATABASE_OFFSET) return 'database';
  if (findOpenSample(displayId)) return 'open-sample';
  if (findSampleProject(displayId)) return displayId <= CORE_SAMPLE_MAX_ID ? 'sample' : 'listing-sample';
  return null;
}
