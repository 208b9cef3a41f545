import { graphql } from '../../gql';

/** How many posted projects each tab lists, in one request (no project rows are sent). */
export const DashboardCountsQuery = graphql(`
  query DashboardCounts {
    all: projects(first: 1) {
      totalCount
    }
    open: projects(first: 1, filter: { status: OPEN }) {
      totalCount
    }
    urgent: projects(first: 1, filter: { urgency: HIGH }) {
      totalCount
    }
  }
`);

/** The signed-in contractor's own part of the dashboard: the status panel's profile. */
export const ContractorDashboardQuery = graphql(`
  query ContractorDashboard {
    myContractorProfile {
      id
      ...ContractorStatusPanel_profile
    }
  }
`);

/**
 * One tab's page of posted projects, newest first, filtered on the server. The page reads what places
 * and filters a project; each card reads its own fragment.
 */
export const DashboardProjectsQuery = graphql(`
  query DashboardProjects($first: Int!, $after: String, $filter: ProjectFilter) {
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
        urgency
        postedDate
        ...DashboardProjectCard_project
      }
    }
  }
`);

/**
 * The open built-in samples (a handful, one page), listed beside the posted projects. Only the open ones
 * are asked for: the finished samples (about fifty) are the portfolio's, and sending, restoring and reading
 * them cost every dashboard load its longest task. An open sample's status is open (its content file's
 * check, backend/test/showcase-content.test.ts), so the filter is the open samples. Not polled: they do not
 * change, and a visitor's status tries stay in the cache.
 */
export const DashboardSamplesQuery = graphql(`
  query DashboardSamples {
    projects(first: 100, filter: { showcase: ONLY, status: OPEN }) {
      nodes {
        id
        showcaseNumber
        status
        urgency
        postedDate
        ...DashboardProjectCard_project
      }
    }
  }
`);
