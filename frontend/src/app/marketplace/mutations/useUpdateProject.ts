import { useMutation } from '@apollo/client/react';
import type { DocumentNode } from 'graphql';
import { useCallback } from 'react';
import type { UpdateProjectInput } from '../../../gql/graphql';
import { MarketplaceProjectsQuery, UpdateProjectMutation } from '../operations';

/** Saves a change to a project (status, estimate, timeline, notes); then the lists named in `refetch` load again (default: the marketplace's). */
export function useUpdateProject({ refetch = [MarketplaceProjectsQuery] }: { refetch?: readonly DocumentNode[] } = {}) {
  const [update] = useMutation(UpdateProjectMutation, { refetchQueries: [...refetch] });
  return useCallback((id: number, input: UpdateProjectInput) => update({ variables: { id: String(id), input } }), [update]);
}
