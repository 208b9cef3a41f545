import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { graphql } from '../../../gql';

/** The answer is only written to the cache: what reopening changes of the project (whether it takes quotes, who may bid or reopen). */
export const ReopenProjectForQuotesMutation = graphql(`
  mutation ReopenProjectForQuotes($id: ID!) {
    reopenProjectForQuotes(id: $id) {
      id
      acceptingQuotes
      viewerCan {
        ...ProjectPermissionsFields
      }
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
