import { CORE_SAMPLE_MAX_NUMBER, OPEN_SAMPLE_NUMBER_OFFSET } from '@marketplace/shared';
import { DATABASE_OFFSET } from './ids';

/** What a list knows of a project to place it: its server id and, for a built-in sample, its public number. */
export interface ProjectKey {
  id: string;
  showcaseNumber?: number | null;
}

/**
 * The number a project is known by on screen, in favourites and in `/project/<n>`: a built-in
 * sample's public number (below 3000), a posted project's server id + 3000.
 */
export function projectNumber(project: ProjectKey): number {
  return project.showcaseNumber ?? Number(project.id) + DATABASE_OFFSET;
}

/** The project's page. */
export function projectPath(project: ProjectKey): string {
  return `/project/${projectNumber(project)}`;
}

/**
 * Whether a project is a built-in finished sample (numbered below 2000): it shows who did it and for
 * how much rather than a status. Open samples (2000 and up) read like posts.
 */
export function isFinishedSample(project: ProjectKey): boolean {
  return project.showcaseNumber != null && project.showcaseNumber < OPEN_SAMPLE_NUMBER_OFFSET;
}

/** Whether a project is one of the 12 core finished samples (the portfolio's). */
export function isCoreSample(project: ProjectKey): boolean {
  return project.showcaseNumber != null && project.showcaseNumber <= CORE_SAMPLE_MAX_NUMBER;
}
