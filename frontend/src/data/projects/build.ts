import { IMG } from '../images';
import type { StoredSample } from '../schema';
import type { SampleProject } from '../types';

/**
 * A completed sample as screens use it, from its content-file entry: every sample is completed,
 * its card shows the first image, the listing's "completion time" is its timeline, and people
 * (the contractor, reviewers) get the avatar placeholder.
 */
export function completedSample(entry: StoredSample): SampleProject {
  return {
    ...entry,
    status: 'completed',
    image: entry.images[0],
    completionTime: entry.timeline,
    contractorImage: IMG.avatar,
    testimonials: entry.testimonials.map((testimonial) => ({ ...testimonial, image: IMG.avatar })),
  };
}

/** The samples of one content file. */
export const completedSamples = (entries: unknown): SampleProject[] => (entries as StoredSample[]).map(completedSample);
