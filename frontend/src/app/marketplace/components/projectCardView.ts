import type { ProjectCardProps } from '@marketplace/design-system';
import type { ProjectCard_ProjectFragment } from '../../../gql/graphql';
import { photoOrNone } from '../../ui/photo';
import { categoryLabelOf } from '../categoryLabel';
import { statusFromApi, urgencyFromApi } from '../enums';
import { CARD_IMAGE_SIZES } from '../photos';
import { isFinishedSample, projectPath } from '../projectNumber';

/**
 * What a project's card shows, wherever it is listed: the app's grids (ProjectCard, through its fragment)
 * and the storefront's pages (the samples they read without the GraphQL client). A finished sample shows
 * its contractor, rating and final price; a posted project (and an open sample) its status, urgency and
 * budget. The description falls back to a sample's scope.
 */
export function projectCardView(project: Omit<ProjectCard_ProjectFragment, ' $fragmentName'>): Omit<ProjectCardProps, 'isFavorite' | 'onToggleFavorite' | 'headingLevel'> {
  const details = project.showcaseDetails;
  const finished = isFinishedSample(project);
  const contractor = details?.contractorName ?? undefined;
  return {
    title: project.title,
    href: projectPath(project),
    imageUrl: photoOrNone(project.imageUrls[0]),
    imageSrcSet: project.photos[0]?.srcset ?? undefined,
    imageSizes: CARD_IMAGE_SIZES,
    imageAlt: details?.imageAlt ?? '',
    category: categoryLabelOf(project.category),
    description: project.description || (details?.projectScope ?? ''),
    contractorName: contractor,
    // A link only to the profile of the contractor named (the server matches the name): the trade pages' samples name firms without one.
    contractorHref: details?.contractorNumber ? `/contractor/${details.contractorNumber}` : undefined,
    rating: details?.rating ?? undefined,
    reviewCount: details?.reviewCount ?? undefined,
    location: project.location,
    status: finished ? undefined : statusFromApi(project.status),
    hired: project.hired,
    urgency: finished ? undefined : urgencyFromApi(project.urgency),
    price: details?.price ?? undefined,
    budget: project.budget || undefined,
  };
}
