import { graphql } from '../../gql';

/** Stores a Contact Us message; the team answers within 24 hours. */
export const SendContactMessageMutation = graphql(`
  mutation SendContactMessage($input: ContactMessageInput!) {
    sendContactMessage(input: $input) {
      id
    }
  }
`);
