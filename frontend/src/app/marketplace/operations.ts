import { graphql } from '../../gql';

/**
 * One page of posted projects, newest first (the server caps a page at 100), optionally filtered on
 * the server. The hook that owns it (useMarketplaceProjects) reads only what places a project in the
 * list; each card reads its own fragment.
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
        id
        showcaseNumber
        status
        postedDate
        ...ProjectCard_project
      }
    }
  }
`);

/**
 * The built-in sample projects (a few dozen, all in one page), for the lists that show them beside the
 * posted ones. Asked apart from the posted projects: their cards read what a sample shows beyond a
 * post, which a page of 100 posted projects should not pay for.
 */
export const ShowcaseProjectsQuery = graphql(`
  query ShowcaseProjects {
    projects(first: 100, filter: { showcase: ONLY }) {
      nodes {
        id
        showcaseNumber
        status
        postedDate
        # A sample contractor's profile lists the finished samples by them.
        showcaseDetails {
          contractorNumber
        }
        ...ProjectCard_project
      }
    }
  }
`);

/**
 * The samples Our Projects lists (the core finished ones and the open ones, `samplesOf(…, 'portfolio')`),
 * chosen by the server: the page's HTML and its Apollo cache carry 17 samples instead of all 54, and the
 * app's start reads 17 from the cache.
 */
export const PortfolioSamplesQuery = graphql(`
  query PortfolioSamples {
    projects(first: 100, filter: { showcase: ONLY, portfolio: true }) {
      nodes {
        id
        showcaseNumber
        status
        postedDate
        ...ProjectCard_project
      }
    }
  }
`);

export const UpdateProjectMutation = graphql(`
  mutation UpdateMarketplaceProject($id: ID!, $input: UpdateProjectInput!) {
    updateProject(id: $id, input: $input) {
      # Nobody reads the answer: it refreshes what a change can touch of the cached project, and the
      # lists load again (useUpdateProject).
      id
      status
      estimatedCost
      timeline
      contractorNotes
      startDate
      startedOn
      completionDate
      completedOn
      acceptingQuotes
      viewerCan {
        ...ProjectPermissionsFields
      }
    }
  }
`);

export const DeleteProjectMutation = graphql(`
  mutation DeleteMarketplaceProject($id: ID!) {
    deleteProject(id: $id)
  }
`);
