import { graphql } from '../../gql';

/** The signed-in person (null for visitors): API screens read it to decide what to show. */
export const ViewerQuery = graphql(`
  query Viewer {
    viewer {
      id
      name
      email
      phone
      role
      businessName
    }
  }
`);
