import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { ShareContactDetailsMutation } from '../operations';

/** The homeowner shares their contact details on a proposal; the answer updates the cached proposal and its thread, so both sides' details show at once. Rejects with the server's error. */
export function useShareContactDetails() {
  const [share, { loading }] = useMutation(ShareContactDetailsMutation);
  return { share: useCallback((proposalId: string) => share({ variables: { proposalId } }), [share]), sharing: loading };
}
