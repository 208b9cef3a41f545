import type { FragmentType } from '@apollo/client';
import { useFragment } from '@apollo/client/react';
import { ProjectCard as ProjectCardView } from '@marketplace/design-system';
import { graphql } from '../../../gql';
import type { ProjectCard_ProjectFragment } from '../../../gql/graphql';
import { projectCardView } from './projectCardView';

/** What a project's card on the portfolio grids shows (Our Projects, Favorites), posted or a built-in sample. */
export const ProjectCard_project = graphql(`
  fragment ProjectCard_project on Project {
    id
    title
    description
    category
    location
    status
    hired
    urgency
    budget
    imageUrls
    photos {
      srcset
    }
    showcaseNumber
    showcaseDetails {
      contractorName
      contractorNumber
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

/** A project on the portfolio grids, as projectCardView draws it. */
export function ProjectCard({ project, headingLevel, isFavorite, onToggleFavorite }: ProjectCardProps) {
  const { data, complete } = useFragment({ fragment: ProjectCard_project, from: project });
  if (!complete) return null;
  return <ProjectCardView {...projectCardView(data)} headingLevel={headingLevel} isFavorite={isFavorite} onToggleFavorite={onToggleFavorite} />;
}
