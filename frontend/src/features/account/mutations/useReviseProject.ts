import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import type { ReviseProjectInput } from '../../../gql/graphql';
import { ReviseProjectMutation } from '../operations';

/** Resubmits a post the review team sent back, with the homeowner's changes; the answer updates its cached row in My projects. Rejects with the server's error. */
export function useReviseProject() {
  const [revise] = useMutation(ReviseProjectMutation);
  return useCallback((id: string, input: ReviseProjectInput) => revise({ variables: { id, input } }), [revise]);
}
