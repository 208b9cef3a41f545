import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { graphql } from '../../../gql';

/** The answer is only written to the cache: all the marketplace shows of a project, which the page's own fields are. */
export const ReopenProjectForQuotesMutation = graphql(`
  mutation ReopenProjectForQuotes($id: ID!) {
    reopenProjectForQuotes(id: $id) {
      id
      ...MarketplaceProjectFields
    }
  }
`);

/**
 * Opens a project that has enough quotes for as many more. The answer updates the cached project
 * (acceptingQuotes, viewerCan), so every screen showing it follows. Rejects with the server's error.
 */
export function useReopenForQuotes() {
  const [mutate, { loading }] = useMutation(ReopenProjectForQuotesMutation);
  const reopen = useCallback(
    async (serverId: number) => {
      await mutate({ variables: { id: String(serverId) } });
    },
    [mutate],
  );
  return { reopen, reopening: loading };
}
