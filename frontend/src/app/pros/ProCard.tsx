import type { FragmentType } from '@apollo/client';
import { useFragment } from '@apollo/client/react';
import { graphql } from '../../gql';
import type { ProCard_ContractorFragment } from '../../gql/graphql';
import { ProCardView, type ProCardViewProps } from './ProCardView';

/** What a pro's card shows; every list of pros spreads it. */
export const ProCard_contractor = graphql(`
  fragment ProCard_contractor on ContractorProfile {
    id
    businessName
    logoUrl
    yearsInBusiness
    completedProjects
    typicalResponse
    trades {
      id
      name
    }
    serviceAreas {
      slug
      name
    }
    badges {
      kind
      label
    }
    rating {
      average
      count
    }
  }
`);

export interface ProCardProps extends Omit<ProCardViewProps, 'contractor'> {
  contractor: FragmentType<ProCard_ContractorFragment>;
}

/** A pro from a list the route asked for (the directory, a project's suggestions): the card reads its own fragment. */
export function ProCard({ contractor, ...props }: ProCardProps) {
  const { data, complete } = useFragment({ fragment: ProCard_contractor, from: contractor });
  if (!complete) return null;
  return <ProCardView contractor={data} {...props} />;
}
