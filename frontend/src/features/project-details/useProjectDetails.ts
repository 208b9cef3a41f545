import { useApolloClient, useQuery } from '@apollo/client/react';
import { useLiveRefresh } from '../notifications/liveNotifications';
import { useMemo } from 'react';
import { findOpenSample, findSampleProject } from '../../data/projects';
import { databaseIdOf, fromDatabaseProject, fromOpenSample, fromSampleProject, parseDisplayId, sourceOfDisplayId } from '../marketplace';
import type { MarketplaceProject } from '../marketplace';
import { fromApiProposal } from '../proposals';
import type { ProposalView } from '../proposals';
import { ProjectDetailsQuery } from './operations';

export interface ProjectDetailsResult {
  project: MarketplaceProject | undefined;
  /** Server proposals (database projects only; samples have none stored). */
  proposals: ProposalView[];
  loading: boolean;
  error: Error | undefined;
  refetch: () => void;
}

/** The built-in sample with this display id, if any. */
function builtInProject(displayId: number): MarketplaceProject | undefined {
  const source = sourceOfDisplayId(displayId);
  if (source === 'open-sample') {
    const open = findOpenSample(displayId);
    return open ? fromOpenSample(open, displayId) : undefined;
  }
  if (source === 'sample' || source === 'listing-sample') {
    const sample = findSampleProject(displayId);
    return sample ? fromSampleProject(sample, source) : undefined;
  }
  return undefined;
}

/**
 * The project behind `/project/{id}`, merged by id range (spec section 2): built-in samples
 * are read synchronously, ids of 3000 and above are loaded from the API.
 */
export function useProjectDetails(routeId: string | undefined): ProjectDetailsResult {
  const displayId = parseDisplayId(routeId);
  const serverId = displayId === null ? null : databaseIdOf(displayId);
  const pollInterval = useLiveRefresh(useApolloClient());
  const { data, loading, error, refetch } = useQuery(ProjectDetailsQuery, {
    variables: { id: String(serverId ?? '') },
    skip: serverId === null,
    pollInterval: serverId === null ? 0 : pollInterval,
  });

  return useMemo(() => {
    if (displayId === null) return { project: undefined, proposals: [], loading: false, error: undefined, refetch: () => {} };
    if (serverId === null) {
      return { project: builtInProject(displayId), proposals: [], loading: false, error: undefined, refetch: () => {} };
    }
    const node = data?.project;
    return {
      project: node ? fromDatabaseProject(node) : undefined,
      proposals: node ? node.proposals.map(fromApiProposal) : [],
      loading: loading && !data,
      error: error && !data ? error : undefined,
      refetch: () => void refetch(),
    };
  }, [displayId, serverId, data, loading, error, refetch]);
}
