import { IMG } from '../../data/images';
import { serviceNameOf } from '../../data/services/directory';
import type { OpenProject, SampleProject } from '../../data/types';
import { projectPriceLabel } from '@marketplace/design-system';
import { DEFAULT_HOMEOWNER, DEFAULT_URGENCY } from '@marketplace/shared';
import type { MarketplaceProjectFieldsFragment } from '../../gql/graphql';
import { statusFromApi, urgencyFromApi } from './enums';
import { toDisplayId } from './ids';
import { permissionsFromApi } from './permissions';
import type { MarketplaceProject, ProjectSource } from './types';

/** The placeholder image of a project that has none. */
const DEFAULT_IMAGES = [IMG.project];

/** A sample's service slug as people read it: the catalogue's name, else the slug in words. */
export function categoryLabelOf(category: string): string {
  const name = serviceNameOf(category);
  if (name) return name;
  return category.includes('-') || category === category.toLowerCase()
    ? category.replace(/[-_]+/g, ' ').replace(/\b\w/g, (c) => c.toUpperCase())
    : category;
}

const orUndefined = (value: string | null | undefined) => (value == null || value === '' ? undefined : value);

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

/** A built-in open project; `displayId` is its id on screen (the open sample is stored without its +2000). */
export function fromOpenSample(open: OpenProject, displayId: number = toDisplayId('open-sample', open.id)): MarketplaceProject {
  return {
    id: displayId,
    source: 'open-sample',
    title: open.title,
    description: open.description,
    projectScope: open.description,
    category: open.category,
    categoryLabel: categoryLabelOf(open.category),
    budget: open.budget,
    homeownerBudget: open.budget,
    timeline: open.timeline,
    urgency: open.urgency ?? DEFAULT_URGENCY,
    homeowner: open.homeowner || DEFAULT_HOMEOWNER,
    location: open.location,
    images: open.images.length > 0 ? open.images : DEFAULT_IMAGES,
    requirements: open.requirements,
    status: open.status ?? 'open',
    postedDate: open.postedDate,
    proposalCount: open.proposalCount ?? 0,
    estimatedCost: open.estimatedCost,
    contractorNotes: open.contractorNotes,
    startDate: open.startDate,
    completionDate: open.completionDate,
    featured: false,
    amenities: [],
    testimonials: [],
  };
}

/** A project from the API; its display id is the server id + 3000. */
export function fromDatabaseProject(node: MarketplaceProjectFieldsFragment): MarketplaceProject {
  return {
    id: toDisplayId('database', node.id),
    source: 'database',
    databaseId: node.id,
    title: node.title,
    description: node.description,
    projectScope: node.description,
    category: node.category,
    categoryLabel: categoryLabelOf(node.category),
    budget: node.budget,
    homeownerBudget: node.budget,
    timeline: node.timeline,
    urgency: urgencyFromApi(node.urgency),
    homeowner: node.homeowner || DEFAULT_HOMEOWNER,
    location: node.location,
    images: node.imageUrls.length > 0 ? node.imageUrls : DEFAULT_IMAGES,
    photos: node.imageUrls.length > 0 ? node.photos.map(({ url, width, height, srcset }) => ({ url, width, height, srcset })) : undefined,
    requirements: node.requirements,
    status: statusFromApi(node.status),
    postedDate: node.postedDate,
    proposalCount: node.proposalCount,
    estimatedCost: orUndefined(node.estimatedCost),
    contractorNotes: orUndefined(node.contractorNotes),
    startDate: orUndefined(node.startDate),
    completionDate: orUndefined(node.completionDate),
    featured: false,
    amenities: [],
    testimonials: [],
    visibility: node.visibility === 'UNCONFIRMED' ? 'unconfirmed' : 'published',
    acceptingQuotes: node.acceptingQuotes,
    viewerProposalId: node.viewerProposalId,
    viewerCan: permissionsFromApi(node.viewerCan),
  };
}

/** The card price: price, then budget, then homeowner budget, else 'Contact for quote'. */
export function projectPrice(project: Pick<MarketplaceProject, 'price' | 'budget' | 'homeownerBudget'>): string {
  return projectPriceLabel(project);
}
