import { useApolloClient, useQuery } from '@apollo/client/react';
import { useLiveRefresh } from '../../app/live/liveNotifications';
import { useMemo } from 'react';
import { findOpenSample, findSampleProject } from '../../data/projects';
import { databaseIdOf, fromDatabaseProject, fromOpenSample, fromSampleProject, parseDisplayId, sourceOfDisplayId } from '../../app/marketplace';
import type { MarketplaceProject } from '../../app/marketplace';
import { fromApiProposal } from '../proposals';
import type { ProposalView } from '../proposals';
import type { ProjectDetailsQuery as ProjectDetailsAnswer, ProjectSuggestionsQuery as ProjectSuggestionsAnswer } from '../../gql/graphql';
import { ProjectDetailsQuery, ProjectSuggestionsQuery } from './operations';

export interface ProjectDetailsResult {
  project: MarketplaceProject | undefined;
  /** The posted project as the query answered it: the sections that read their own fragments take it. */
  source: NonNullable<ProjectDetailsAnswer['project']> | undefined;
  /** The project's best matches to invite; asked only once the server says the viewer may invite pros. */
  suggestions: ProjectSuggestionsAnswer['suggestedPros'] | undefined;
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
 * The project behind `/project/{id}`, merged by id range: built-in samples
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
  // The route's second query: suggestions only for who may invite pros (see ProjectSuggestionsQuery).
  const mayInvite = data?.project?.viewerCan.invitePros === true;
  const { data: suggested } = useQuery(ProjectSuggestionsQuery, { variables: { id: String(serverId ?? '') }, skip: !mayInvite || serverId === null });

  return useMemo(() => {
    const none = { source: undefined, suggestions: undefined, proposals: [], loading: false, error: undefined, refetch: () => {} };
    if (displayId === null) return { ...none, project: undefined };
    if (serverId === null) return { ...none, project: builtInProject(displayId) };
    const node = data?.project;
    return {
      project: node ? fromDatabaseProject(node) : undefined,
      source: node ?? undefined,
      suggestions: suggested?.suggestedPros,
      proposals: node ? node.proposals.map((proposal) => fromApiProposal(proposal, proposal)) : [],
      loading: loading && !data,
      error: error && !data ? error : undefined,
      refetch: () => void refetch(),
    };
  }, [displayId, serverId, data, suggested, loading, error, refetch]);
}
