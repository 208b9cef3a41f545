import { useApolloClient } from '@apollo/client/react';
import { useCallback, useEffect, useRef } from 'react';
import type { ProjectStatus } from './formOptions';
import { statusToApi } from './enums';

/**
 * A visitor's status tries on built-in samples, which nobody may change on the server: written over
 * the sample's cached status, so every card and count that reads it follows, and dropped when the page
 * is left (the cached status is evicted), so the next visit reads the sample as the server serves it.
 * Returns the function that sets a sample's status by its server id.
 */
export function useSampleStatusMemory(): (sampleId: string, status: ProjectStatus) => void {
  const { cache } = useApolloClient();
  const tried = useRef(new Set<string>());

  useEffect(
    () => () => {
      for (const id of tried.current) cache.evict({ id, fieldName: 'status' });
      tried.current.clear();
    },
    [cache],
  );

  return useCallback(
    (sampleId: string, status: ProjectStatus) => {
      const id = cache.identify({ __typename: 'Project', id: sampleId });
      if (!id) return;
      cache.modify({ id, fields: { status: () => statusToApi(status) } });
      tried.current.add(id);
    },
    [cache],
  );
}
