import type { ProjectCardProps } from '@marketplace/design-system';
import { contractorIdForName } from '../../../data/contractors';
import { CARD_IMAGE_SIZES } from '../photos';
import type { MarketplaceProject } from '../types';
import { photoOrNone } from '../../ui/photo';

/** The /contractor/{id} path of a project's contractor: name match in the contractor list, else id 1. */
export function contractorHref(contractorName: string | undefined): string {
  return `/contractor/${contractorIdForName(contractorName)}`;
}

/**
 * Card props for a project on the portfolio grids (Our Projects, Home, Favorites):
 * price falls back price → budget → homeowner budget → 'Contact for quote' inside
 * the card; description falls back to the project scope.
 */
export function projectCardProps(project: MarketplaceProject): Omit<ProjectCardProps, 'isFavorite' | 'onToggleFavorite'> {
  const isPosted = project.source === 'database' || project.source === 'open-sample';
  return {
    title: project.title,
    href: `/project/${project.id}`,
    imageUrl: photoOrNone(project.images[0]),
    imageSrcSet: project.photos?.[0]?.srcset ?? undefined,
    imageSizes: CARD_IMAGE_SIZES,
    imageAlt: project.imageAlt ?? '',
    category: project.categoryLabel,
    description: project.description || project.projectScope,
    contractorName: project.contractor,
    contractorHref: project.contractor ? contractorHref(project.contractor) : undefined,
    rating: project.rating,
    reviewCount: project.reviews,
    location: project.location,
    status: isPosted ? project.status : undefined,
    urgency: isPosted ? project.urgency : undefined,
    price: project.price,
    budget: project.budget,
    homeownerBudget: project.homeownerBudget,
  };
}
