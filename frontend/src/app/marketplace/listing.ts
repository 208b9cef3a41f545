import type { ProjectKey } from './projectNumber';
import { isCoreSample, isFinishedSample, projectNumber } from './projectNumber';

/** What a list reads of each project to choose and order it (the cards read the rest). */
export interface ListedProject extends ProjectKey {
  postedDate: string;
}

/**
 * Which built-in samples a list shows next to the posted projects:
 * - 'open': the open samples contractors can try bidding on (2001, 2501+): the contractor dashboard;
 * - 'portfolio': the 12 core finished samples plus the open ones: the Our Projects grid;
 * - 'all': every sample, the trade pages' too (favourites can be saved anywhere);
 * - 'none': posted projects only.
 */
export type SampleSet = 'open' | 'portfolio' | 'all' | 'none';

/** The samples of a set, from every sample the API listed. */
export function samplesOf<T extends ProjectKey>(samples: readonly T[], set: SampleSet): T[] {
  switch (set) {
    case 'none':
      return [];
    case 'open':
      return samples.filter((project) => !isFinishedSample(project));
    case 'portfolio':
      return samples.filter((project) => !isFinishedSample(project) || isCoreSample(project));
    default:
      return [...samples];
  }
}

/** A finished sample shows when it was finished, not posted: it follows every post. */
const timeOf = (project: ListedProject) => {
  const time = isFinishedSample(project) ? Number.NaN : Date.parse(project.postedDate);
  return Number.isNaN(time) ? Number.NEGATIVE_INFINITY : time;
};

/**
 * Posted projects and samples in one list, newest posted first, so 'Recently Posted' (the first five)
 * really is the most recent; the finished samples follow, by number. A project listed twice keeps
 * its first place.
 */
export function mergeListed<T extends ListedProject>(posted: readonly T[], samples: readonly T[]): T[] {
  const seen = new Set<number>();
  const unique = [...posted, ...samples].filter((project) => {
    const number = projectNumber(project);
    if (seen.has(number)) return false;
    seen.add(number);
    return true;
  });
  return unique.sort((a, b) => timeOf(b) - timeOf(a) || projectNumber(a) - projectNumber(b));
}
