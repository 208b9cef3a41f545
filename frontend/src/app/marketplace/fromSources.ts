import { IMG } from '../../data/images';
import type { SampleProject } from '../../data/types';
import { projectPriceLabel } from '@marketplace/design-system';
import { DEFAULT_HOMEOWNER } from '@marketplace/shared';
import { categoryLabelOf } from './categoryLabel';
import type { MarketplaceProject, ProjectSource } from './types';

export { categoryLabelOf };

/** The placeholder image of a project that has none. */
const DEFAULT_IMAGES = [IMG.project];

/** A built-in completed sample (ids 1-12 are 'sample', the category pages' extras 'listing-sample'). */
export function fromSampleProject(sample: SampleProject, source: ProjectSource = sample.id <= 12 ? 'sample' : 'listing-sample'): MarketplaceProject {
  return {
    id: sample.id,
    source,
    title: sample.title,
    description: sample.description || sample.projectScope,
    projectScope: sample.projectScope || sample.description,
    category: sample.category,
    categoryLabel: categoryLabelOf(sample.category),
    price: sample.price,
    homeownerBudget: sample.homeownerBudget,
    timeline: sample.timeline,
    urgency: sample.urgency,
    homeowner: sample.testimonials[0]?.name ?? DEFAULT_HOMEOWNER,
    location: sample.location,
    images: sample.images.length > 0 ? sample.images : DEFAULT_IMAGES,
    imageAlt: sample.imageAlt,
    requirements: sample.amenities,
    status: sample.status,
    proposalCount: 0,
    completionDate: sample.completionDate,
    contractor: sample.contractor,
    contractorImage: sample.contractorImage,
    rating: sample.rating,
    reviews: sample.reviews,
    featured: sample.featured,
    amenities: sample.amenities,
    area: sample.area,
    testimonials: sample.testimonials,
  };
}

/** The card price: price, then budget, then homeowner budget, else 'Contact for quote'. */
export function projectPrice(project: Pick<MarketplaceProject, 'price' | 'budget' | 'homeownerBudget'>): string {
  return projectPriceLabel(project);
}
