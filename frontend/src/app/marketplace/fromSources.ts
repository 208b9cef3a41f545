import { IMG } from '../../data/images';
import type { SampleProject } from '../../data/types';
import { projectPriceLabel } from '@marketplace/design-system';
import { DEFAULT_HOMEOWNER } from '@marketplace/shared';
import type { MarketplaceProjectFieldsFragment } from '../../gql/graphql';
import { categoryLabelOf } from './categoryLabel';
import { statusFromApi, urgencyFromApi } from './enums';
import { toDisplayId } from './ids';
import { permissionsFromApi } from './permissions';
import type { MarketplaceProject, ProjectSource } from './types';

export { categoryLabelOf };

/** The placeholder image of a project that has none. */
const DEFAULT_IMAGES = [IMG.project];

/** A project's own fields as the API answers them, whichever document (list, page, mutation) spread them. */
type ApiProjectFields = Omit<MarketplaceProjectFieldsFragment, ' $fragmentName'>;

/** A built-in sample's own fields as the project page asks for them (its sections read the rest through their fragments). */
export interface ShowcaseFields {
  showcase: boolean;
  showcaseNumber?: number | null;
  showcaseDetails?: { statedProposalCount?: number | null } | null;
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

/** Ids of the 12 core samples; the other finished samples are the trade pages' (listing samples). */
const CORE_SAMPLE_MAX_NUMBER = 12;

/**
 * A built-in sample as the API serves it (a showcase row), as the project page's header and actions
 * see it: at its public number, with the proposals its page states. Nobody may change it on the server
 * (its viewerCan is all false): the page keeps a visitor's tries in page memory.
 */
function fromShowcaseProject(node: ApiProjectFields, details: ShowcaseFields['showcaseDetails'], number: number): MarketplaceProject {
  const open = node.status !== 'COMPLETED';
  return {
    ...fromDatabaseProject(node),
    id: number,
    source: open ? 'open-sample' : number <= CORE_SAMPLE_MAX_NUMBER ? 'sample' : 'listing-sample',
    databaseId: undefined,
    // A finished sample shows when it was finished, not posted.
    postedDate: open ? node.postedDate : undefined,
    proposalCount: details?.statedProposalCount ?? 0,
    photos: undefined,
    visibility: undefined,
  };
}

/**
 * A project from the API: a posted one at its server id + 3000, a built-in sample (given its
 * `showcase` fields) at its public number.
 */
export function fromApiProject(node: ApiProjectFields, showcase: ShowcaseFields): MarketplaceProject {
  if (showcase.showcase && showcase.showcaseNumber != null) return fromShowcaseProject(node, showcase.showcaseDetails, showcase.showcaseNumber);
  return fromDatabaseProject(node);
}

/** A posted project from the API; its display id is the server id + 3000. */
export function fromDatabaseProject(node: ApiProjectFields): MarketplaceProject {
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
