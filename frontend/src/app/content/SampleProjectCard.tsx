import { ProjectCard } from '@marketplace/design-system';
import { useFavorites } from '../providers/FavoritesProvider';
import { contractorIdForName } from '../../data/contractors';
import type { SampleProject } from '../../data/types';
import { photoOrNone } from '../ui/photo';

/**
 * A built-in listing project as a card on the storefront pages. The heart uses the nearest
 * favourites store: 'favorites' on category pages, 'favoriteProjects' on the cleaning page.
 */
export function SampleProjectCard({ project }: { project: SampleProject }) {
  const { isFavorite, toggleFavorite } = useFavorites();
  return (
    <ProjectCard
      title={project.title}
      href={`/project/${project.id}`}
      imageUrl={photoOrNone(project.image)}
      imageAlt={project.imageAlt}
      category={project.subcategory}
      description={project.description || project.projectScope}
      contractorName={project.contractor}
      contractorHref={`/contractor/${contractorIdForName(project.contractor)}`}
      rating={project.rating}
      reviewCount={project.reviews}
      location={project.location}
      price={project.price}
      homeownerBudget={project.homeownerBudget}
      isFavorite={isFavorite(project.id)}
      onToggleFavorite={() => toggleFavorite(project.id)}
    />
  );
}
