import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import type { SubmitReviewInput } from '../../../gql/graphql';
import { SubmitReviewMutation } from '../operations';

/** The homeowner reviews the contractor they hired; resolves to the posted review (the cache holds it). Rejects with the server's error (field errors included). */
export function useSubmitReview() {
  const [submitReview] = useMutation(SubmitReviewMutation);
  return useCallback(async (input: SubmitReviewInput) => (await submitReview({ variables: { input } })).data?.submitReview, [submitReview]);
}
