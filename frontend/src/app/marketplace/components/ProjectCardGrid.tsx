import type { FragmentType } from '@apollo/client';
import { SimpleGrid } from '@marketplace/design-system';
import type { ProjectCard_ProjectFragment } from '../../../gql/graphql';
import { useFavorites } from '../../providers/FavoritesProvider';
import { HydrateApart } from '../../ui/HydrateApart';
import { projectNumber, type ProjectKey } from '../projectNumber';
import { ProjectCard } from './ProjectCard';

export interface ProjectCardGridProps {
  /** The projects as the route's query listed them: each card reads its own fragment. */
  projects: ReadonlyArray<ProjectKey & FragmentType<ProjectCard_ProjectFragment>>;
  /** Heading level of the card titles, to fit the page outline. @default 'h3' */
  headingLevel?: 'h2' | 'h3';
}

/**
 * One, two or three columns of project cards with favourite hearts (a favourite is the project's number).
 * The cards hydrate apart from the page (their fragments subscribe in a task after the page's query).
 */
export function ProjectCardGrid(props: ProjectCardGridProps) {
  return (
    <HydrateApart>
      <Cards {...props} />
    </HydrateApart>
  );
}

function Cards({ projects, headingLevel = 'h3' }: ProjectCardGridProps) {
  const { isFavorite, toggleFavorite } = useFavorites();
  return (
    <SimpleGrid as="ul" columns={{ base: 1, md: 2, lg: 3 }} gap={{ base: '5', md: '6' }} listStyleType="none" data-testid="project-grid">
      {projects.map((project) => {
        const number = projectNumber(project);
        return (
          <li key={number}>
            <ProjectCard project={project} headingLevel={headingLevel} isFavorite={isFavorite(number)} onToggleFavorite={() => toggleFavorite(number)} />
          </li>
        );
      })}
    </SimpleGrid>
  );
}
