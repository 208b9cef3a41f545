import { graphql } from '../../gql';

/** Posts a project; it starts open and shows up in every project list after they refetch. */
export const CreateProjectMutation = graphql(`
  mutation CreateProject($input: CreateProjectInput!) {
    createProject(input: $input) {
      id
      title
      status
      visibility
      imageUrls
    }
  }
`);
