import { useMemo } from 'react';
import { useFavorites } from '../../app/providers/FavoritesProvider';
import { ALL_SAMPLE_PROJECTS } from '../../data/projects';
import { fromSampleProject, useMarketplaceProjects } from '../../app/marketplace';
import type { MarketplaceProject } from '../../app/marketplace';

const LISTING_SAMPLES = ALL_SAMPLE_PROJECTS.map((project) => fromSampleProject(project));

/**
 * The visitor's favourite projects, wherever they were saved: the portfolio,
 * the category pages' listings or posted projects. Ids that match no project
 * (a deleted posting) are not listed.
 */
export function useFavoriteProjects() {
  const { favorites } = useFavorites();
  const { projects, loading, error, refetch } = useMarketplaceProjects({ samples: 'portfolio' });
  const favoriteProjects = useMemo(() => {
    const byId = new Map<number, MarketplaceProject>();
    for (const project of [...projects, ...LISTING_SAMPLES]) if (!byId.has(project.id)) byId.set(project.id, project);
    return [...favorites].map((id) => byId.get(id)).filter((project): project is MarketplaceProject => Boolean(project));
  }, [favorites, projects]);
  return { projects: favoriteProjects, loading, error, refetch };
}
