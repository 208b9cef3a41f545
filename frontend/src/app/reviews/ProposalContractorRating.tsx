import type { FragmentType } from '@apollo/client';
import { useFragment } from '@apollo/client/react';
import { Rating, Text } from '@marketplace/design-system';
import { graphql } from '../../gql';
import type { ProposalContractorRating_ProposalFragment } from '../../gql/graphql';

/** The sending contractor's rating now, as a proposal shows it. */
export const ProposalContractorRating_proposal = graphql(`
  fragment ProposalContractorRating_proposal on Proposal {
    id
    contractorRating {
      average
      count
    }
  }
`);

/** The sending contractor's rating, shown on their proposal (nothing for proposals sent before accounts). */
export function ProposalContractorRating({ proposal }: { proposal: FragmentType<ProposalContractorRating_ProposalFragment> }) {
  const { data, complete } = useFragment({ fragment: ProposalContractorRating_proposal, from: proposal });
  const rating = complete ? data.contractorRating : null;
  if (!rating) return null;
  if (rating.count === 0 || rating.average == null) {
    return (
      <Text textStyle="sm" color="fg.muted">
        No reviews yet
      </Text>
    );
  }
  return <Rating value={rating.average} reviewCount={rating.count} />;
}
