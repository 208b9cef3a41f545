import { showToast } from '@marketplace/design-system';
import { useCallback, useState } from 'react';
import { actionProblem } from '../graphql/actionProblem';

/**
 * A tab's "Load more": runs one page fetch at a time, says when it is running, and toasts
 * `failureTitle` with the reason when it fails (the list already shown stays).
 */
export function useLoadingMore(failureTitle: string) {
  const [loadingMore, setLoadingMore] = useState(false);
  const loadMore = useCallback(
    async (fetchPage: () => Promise<unknown>) => {
      setLoadingMore(true);
      try {
        await fetchPage();
      } catch (problem) {
        showToast({ title: failureTitle, description: actionProblem(problem), type: 'error' });
      } finally {
        setLoadingMore(false);
      }
    },
    [failureTitle],
  );
  return { loadingMore, loadMore };
}
