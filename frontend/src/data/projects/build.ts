import { IMG } from '../images';
import type { SampleProject, Testimonial } from '../types';

/** Fields a listing sample spells out; the rest is derived by `listing()`. */
export type ListingInput = Omit<SampleProject, 'status' | 'image' | 'completionTime' | 'images' | 'contractorImage'> & {
  images?: string[];
};

/** Builds a completed listing sample: status, card image, completionTime and contractor avatar are derived. */
export function listing(input: ListingInput): SampleProject {
  const images = input.images ?? [IMG.project, IMG.project];
  return {
    ...input,
    status: 'completed',
    images,
    image: images[0],
    completionTime: input.timeline,
    contractorImage: IMG.avatar,
  };
}

/** A testimonial with an avatar placeholder. */
export function review(id: number, name: string, rating: number, comment: string, date: string): Testimonial {
  return { id, name, image: IMG.avatar, rating, comment, date };
}
