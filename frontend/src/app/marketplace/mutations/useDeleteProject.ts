import { useMutation } from '@apollo/client/react';
import type { DocumentNode } from 'graphql';
import { useCallback } from 'react';
import { DeleteProjectMutation, MarketplaceProjectsQuery } from '../operations';

/** Deletes a project: it leaves the cache at once, then the lists named in `refetch` load again (default: the marketplace's). */
export function useDeleteProject({ refetch = [MarketplaceProjectsQuery] }: { refetch?: readonly DocumentNode[] } = {}) {
  const [remove] = useMutation(DeleteProjectMutation, {
    refetchQueries: [...refetch],
    update(cache, { data }) {
      if (!data) return;
      cache.evict({ id: cache.identify({ __typename: 'Project', id: data.deleteProject }) });
      cache.gc();
    },
  });
  return useCallback((id: number) => remove({ variables: { id: String(id) } }), [remove]);
}
