import type { ApolloClient } from '@apollo/client';
import { ProposalFields } from '../operations';
import { fromApiProposal, type ProposalView, type ProposalViewSource } from '../types';

/**
 * The proposal a mutation saved, read back whole through ProposalFields from the cache its answer
 * updated, as the screens' ProposalView; `failure` is thrown when the answer is missing or incomplete.
 */
export function readSavedProposal(client: ApolloClient, saved: Parameters<ApolloClient['readFragment']>[0]['from'] | undefined, failure: string): ProposalView {
  // Apollo's Unmasked type of a fragment with spreads comes out as a union: the fields are ProposalFields' own.
  const proposal = saved ? (client.readFragment({ fragment: ProposalFields, fragmentName: 'ProposalFields', from: saved }) as ProposalViewSource | null) : null;
  if (!proposal) throw new Error(failure);
  return fromApiProposal(proposal);
}
