import { ProjectCard, SimpleGrid } from '@marketplace/design-system';
import { useFavorites } from '../../providers/FavoritesProvider';
import type { MarketplaceProject } from '../types';
import { projectCardProps } from './projectCardProps';

export interface ProjectGridProps {
  projects: MarketplaceProject[];
  /** Heading level of the card titles, to fit the page outline. @default 'h3' */
  headingLevel?: 'h2' | 'h3';
}

/** One, two or three columns of project cards with favourite hearts. */
export function ProjectGrid({ projects, headingLevel = 'h3' }: ProjectGridProps) {
  const { isFavorite, toggleFavorite } = useFavorites();
  return (
    <SimpleGrid as="ul" columns={{ base: 1, md: 2, lg: 3 }} gap={{ base: '5', md: '6' }} listStyleType="none" data-testid="project-grid">
      {projects.map((project) => (
        <li key={project.id}>
          <ProjectCard
            {...projectCardProps(project)}
            headingLevel={headingLevel}
            isFavorite={isFavorite(project.id)}
            onToggleFavorite={() => toggleFavorite(project.id)}
          />
        </li>
      ))}
    </SimpleGrid>
  );
}
