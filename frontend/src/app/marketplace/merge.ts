import { OPEN_CLEANING_PROJECTS, OPEN_SAMPLE_PROJECTS, SAMPLE_PROJECTS } from '../../data/projects';
import type { ProjectStatus } from '../../data/types';
import { fromOpenSample, fromSampleProject } from './fromSources';
import type { MarketplaceProject } from './types';

/**
 * Which built-in samples a list shows next to the database projects:
 * - 'open': the open samples contractors can bid on (the open sample at 2001 and the open
 *   cleaning projects at 2501+): the contractor dashboard;
 * - 'portfolio': the 12 core completed samples plus the open ones: the Our Projects grid;
 * - 'none': database projects only.
 */
export type SampleSet = 'open' | 'portfolio' | 'none';

/** The built-in samples of a set, as marketplace projects. */
export function builtInProjects(set: SampleSet): MarketplaceProject[] {
  if (set === 'none') return [];
  const open = [...OPEN_SAMPLE_PROJECTS.map((p) => fromOpenSample(p)), ...OPEN_CLEANING_PROJECTS.map((p) => fromOpenSample(p, p.id))];
  if (set === 'open') return open;
  return [...open, ...SAMPLE_PROJECTS.map((p) => fromSampleProject(p))];
}

const timeOf = (project: MarketplaceProject) => {
  const time = project.postedDate ? Date.parse(project.postedDate) : Number.NaN;
  return Number.isNaN(time) ? Number.NEGATIVE_INFINITY : time;
};

/**
 * Merges database projects and built-in samples into one list, newest posted first, so
 * 'Recently Posted' (the first five) really is the most recent. Projects without a posted
 * date (completed samples) follow, by id. Display ids never collide (the ranges are
 * disjoint), but a duplicate id keeps its first occurrence.
 */
export function mergeProjects(databaseProjects: MarketplaceProject[], samples: MarketplaceProject[]): MarketplaceProject[] {
  const seen = new Set<number>();
  const unique = [...databaseProjects, ...samples].filter((project) => {
    if (seen.has(project.id)) return false;
    seen.add(project.id);
    return true;
  });
  return unique.sort((a, b) => timeOf(b) - timeOf(a) || a.id - b.id);
}

/**
 * Applies status changes kept in page memory (samples have no server record) on top of a
 * list: a sample's new status lasts only until the page is left.
 */
export function applyStatusOverrides(projects: MarketplaceProject[], overrides: ReadonlyMap<number, ProjectStatus>): MarketplaceProject[] {
  if (overrides.size === 0) return projects;
  return projects.map((project) => {
    const status = overrides.get(project.id);
    return status && status !== project.status ? { ...project, status } : project;
  });
}
