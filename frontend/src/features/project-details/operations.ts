import { graphql } from '../../gql';

/** One posted project with its proposals (oldest first). */
export const ProjectDetailsQuery = graphql(`
  query ProjectDetails($id: ID!) {
    project(id: $id) {
      ...MarketplaceProjectFields @unmask
      proposals {
        ...ProposalFields @unmask
      }
    }
  }
`);
