import type { FragmentType } from '@apollo/client';
import { useFragment } from '@apollo/client/react';
import { ProjectCard as ProjectCardView } from '@marketplace/design-system';
import { graphql } from '../../../gql';
import type { ProjectCard_ProjectFragment } from '../../../gql/graphql';
import { photoOrNone } from '../../ui/photo';
import { statusFromApi, urgencyFromApi } from '../enums';
import { categoryLabelOf } from '../categoryLabel';
import { CARD_IMAGE_SIZES } from '../photos';
import { isFinishedSample, projectPath } from '../projectNumber';
import { contractorHref } from './projectCardProps';

/** What a project's card on the portfolio grids shows (Our Projects, Favorites), posted or a built-in sample. */
export const ProjectCard_project = graphql(`
  fragment ProjectCard_project on Project {
    id
    title
    description
    category
    location
    status
    urgency
    budget
    imageUrls
    photos {
      srcset
    }
    showcaseNumber
    showcaseDetails {
      contractorName
      price
      rating
      reviewCount
      imageAlt
      projectScope
    }
  }
`);

export interface ProjectCardProps {
  project: FragmentType<ProjectCard_ProjectFragment>;
  headingLevel?: 'h2' | 'h3';
  isFavorite: boolean;
  onToggleFavorite: () => void;
}

/**
 * A project on the portfolio grids. A finished sample shows its contractor, rating and final price;
 * a posted project (and an open sample) its status, urgency and budget. The description falls back
 * to a sample's scope.
 */
export function ProjectCard({ project, headingLevel, isFavorite, onToggleFavorite }: ProjectCardProps) {
  const { data, complete } = useFragment({ fragment: ProjectCard_project, from: project });
  if (!complete) return null;
  return <ProjectCardView {...cardProps(data)} headingLevel={headingLevel} isFavorite={isFavorite} onToggleFavorite={onToggleFavorite} />;
}

function cardProps(project: ProjectCard_ProjectFragment) {
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
    contractorHref: contractor ? contractorHref(contractor) : undefined,
    rating: details?.rating ?? undefined,
    reviewCount: details?.reviewCount ?? undefined,
    location: project.location,
    status: finished ? undefined : statusFromApi(project.status),
    urgency: finished ? undefined : urgencyFromApi(project.urgency),
    price: details?.price ?? undefined,
    budget: project.budget || undefined,
  };
}
