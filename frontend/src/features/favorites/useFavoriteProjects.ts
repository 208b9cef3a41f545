import { useMemo } from 'react';
import { useFavorites } from '../../app/providers/FavoritesProvider';
import { useMarketplaceProjects } from '../../app/marketplace';
import type { ListedProjectCard } from '../../app/marketplace';
import { projectNumber } from '../../app/marketplace/projectNumber';

/**
 * The visitor's favourite projects, wherever they were saved: the portfolio,
 * the trade pages' samples or posted projects, by the number each was saved under.
 * Numbers that match no project (a deleted posting) are not listed.
 */
export function useFavoriteProjects() {
  const { favorites } = useFavorites();
  const { projects, loading, error, refetch } = useMarketplaceProjects({ samples: 'all' });
  const favoriteProjects = useMemo(() => {
    const byNumber = new Map(projects.map((project) => [projectNumber(project), project]));
    return [...favorites].map((number) => byNumber.get(number)).filter((project): project is ListedProjectCard => Boolean(project));
  }, [favorites, projects]);
  return { projects: favoriteProjects, loading, error, refetch };
}
