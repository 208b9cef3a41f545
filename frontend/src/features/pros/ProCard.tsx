import { graphql } from '../../gql';

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

export { ProCard, type ProCardProps } from './ProCardView';
