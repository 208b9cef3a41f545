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
