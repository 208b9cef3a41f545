import { useQuery } from '@apollo/client/react';
import type { ViewerQuery as ViewerQueryResult } from '../../gql/graphql';
import { ViewerQuery } from './operations';

export type Viewer = NonNullable<ViewerQueryResult['viewer']>;

export interface UseViewerResult {
  /** The signed-in person; null for visitors (and while loading, or when the check failed). */
  viewer: Viewer | null;
  /** True until the server has answered the first time. */
  loading: boolean;
}

/**
 * Who is signed in, for screens that already talk to the API. A failed check counts as signed
 * out: the screen then offers sign-in, and the server still refuses anything not allowed.
 */
export function useViewer(): UseViewerResult {
  const { data, loading } = useQuery(ViewerQuery, { fetchPolicy: 'cache-first' });
  return { viewer: data?.viewer ?? null, loading: loading && !data };
}

/** The name a contractor sends proposals under: the business name, else their own name. */
export function senderNameOf(viewer: Pick<Viewer, 'name' | 'businessName'>): string {
  return viewer.businessName?.trim() || viewer.name;
}
