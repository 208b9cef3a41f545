import { useApolloClient, useFragment, useQuery } from '@apollo/client/react';
import { useLiveRefresh } from '../../app/live/liveNotifications';
import { useMemo } from 'react';
import type { ProjectDetailsPage_ProjectFragment, ProjectSuggestionsQuery as ProjectSuggestionsAnswer } from '../../gql/graphql';
import { ProjectDetailsPage_project, ProjectDetailsQuery, ProjectSuggestionsQuery } from './operations';
import { projectRouteOf } from './projectRoute';

export interface ProjectDetailsResult {
  /** The project as the page's fragment reads it, posted or a sample: its parts take their fragments from it. */
  project: ProjectDetailsPage_ProjectFragment | undefined;
  /** The project's best matches to invite; asked only once the server says the viewer may invite pros. */
  suggestions: ProjectSuggestionsAnswer['suggestedPros'] | undefined;
  loading: boolean;
  error: Error | undefined;
  refetch: () => void;
}

/**
 * The project behind `/project/{id}`, from the API: a built-in sample by its public number, a posted
 * project by its id (projectRouteOf). Samples change for nobody, so only posted projects are polled.
 */
export function useProjectDetails(routeId: string | undefined): ProjectDetailsResult {
  const route = projectRouteOf(routeId);
  const pollInterval = useLiveRefresh(useApolloClient());
  const { data, loading, error, refetch } = useQuery(ProjectDetailsQuery, {
    variables: route?.kind === 'showcase' ? { id: '0', number: route.number, byNumber: true } : { id: route?.id ?? '0', number: 0, byNumber: false },
    skip: route === null,
    pollInterval: route?.kind === 'posted' ? pollInterval : 0,
  });
  const ref = data ? (route?.kind === 'showcase' ? data.showcaseProject : data.project) : undefined;
  const { data: node, complete } = useFragment({ fragment: ProjectDetailsPage_project, fragmentName: 'ProjectDetailsPage_project', from: ref ?? null });
  const found = ref && complete ? node : undefined;
  // The route's second query: suggestions only for who may invite pros (see ProjectSuggestionsQuery).
  const mayInvite = found?.viewerCan.invitePros === true && !found.showcase;
  const { data: suggested } = useQuery(ProjectSuggestionsQuery, { variables: { id: found?.id ?? '' }, skip: !mayInvite });

  return useMemo(() => {
    if (route === null) return { project: undefined, suggestions: undefined, loading: false, error: undefined, refetch: () => {} };
    return {
      project: found,
      suggestions: found && !found.showcase ? suggested?.suggestedPros : undefined,
      loading: loading && !data,
      error: error && !data ? error : undefined,
      refetch: () => void refetch(),
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the route is derived from routeId
  }, [routeId, found, data, suggested, loading, error, refetch]);
}
