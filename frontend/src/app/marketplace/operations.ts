import { graphql } from '../../gql';

/** Every field the marketplace screens show of a posted project. */
export const MarketplaceProjectFields = graphql(`
  fragment MarketplaceProjectFields on Project {
    id
    title
    description
    category
    budget
    timeline
    urgency
    homeowner
    location
    imageUrls
    photos {
      url
      width
      height
      srcset
    }
    requirements
    status
    postedDate
    proposalCount
    acceptingQuotes
    viewerProposalId
    estimatedCost
    contractorNotes
    startDate
    completionDate
    visibility
    viewerCan {
      statuses
      fields
      delete
      decideProposals
      submitProposal
      reopenForQuotes
    }
  }
`);

/**
 * One page of posted projects, newest first (the server caps a page at 100), optionally filtered on
 * the server (the dashboard's tabs).
 */
export const MarketplaceProjectsQuery = graphql(`
  query MarketplaceProjects($first: Int!, $after: String, $filter: ProjectFilter) {
    projects(first: $first, after: $after, filter: $filter) {
      totalCount
      pageInfo {
        hasNextPage
        endCursor
      }
      nodes {
        # Read by the query's owner (useMarketplaceProjects), which turns API projects into the view model
        # the built-in sample projects share; no component reads it as a fragment.
        ...MarketplaceProjectFields @unmask
      }
    }
  }
`);

export const UpdateProjectMutation = graphql(`
  mutation UpdateMarketplaceProject($id: ID!, $input: UpdateProjectInput!) {
    updateProject(id: $id, input: $input) {
      # Nobody reads the answer: it refreshes the cached project, and the lists load again (useUpdateProject).
      id
      ...MarketplaceProjectFields
    }
  }
`);

export const DeleteProjectMutation = graphql(`
  mutation DeleteMarketplaceProject($id: ID!) {
    deleteProject(id: $id)
  }
`);
