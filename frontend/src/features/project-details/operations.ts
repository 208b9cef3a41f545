import { graphql } from '../../gql';

/**
 * What the project page shows of one project, posted or a built-in sample, with its proposals (oldest
 * first), and what the sections on its page read through their own fragments: the review prompt,
 * the invitations, the site visits. The page reads it with useFragment from the route's query.
 */
export const ProjectDetailsPage_project = graphql(`
  fragment ProjectDetailsPage_project on Project {
    # Read by the page's adapter (fromDatabaseProject / fromApiProposal), which turns them into the
    # view models the lists share; the sections read their own fragments.
    ...MarketplaceProjectFields @unmask
    # A built-in sample: its number, and the proposals its page states (it has no proposal rows).
    showcase
    showcaseNumber
    showcaseDetails {
      statedProposalCount
    }
    ...ProjectSummary_project
    ...ProjectInformationCard_project
    viewerCan {
      invitePros
    }
    proposals {
      ...ProposalFields @unmask
    }
    ...ReviewPrompt_project
    ...InvitePros_project
    viewerCanProposeVisit
    visits {
      id
      ...SiteVisits_visit
    }
  }
`);

/**
 * The route's query (see projectRouteOf): a built-in sample by its public number (below 3000), a
 * posted project by its id; the other root field is skipped.
 */
export const ProjectDetailsQuery = graphql(`
  query ProjectDetails($id: ID!, $number: Int!, $byNumber: Boolean!) {
    project(id: $id) @skip(if: $byNumber) {
      id
      ...ProjectDetailsPage_project
    }
    showcaseProject(number: $number) @include(if: $byNumber) {
      id
      ...ProjectDetailsPage_project
    }
  }
`);

/**
 * The pros the page suggests the owner invite: the route's second query, asked only once the project's
 * answer says the viewer may invite pros (`viewerCan.invitePros`). The server refuses `suggestedPros`
 * to anyone else, and a refused root field would take the project's answer with it; a query of its
 * own also leaves the project's answer (and the page showing it) untouched when the suggestions arrive.
 */
export const ProjectSuggestionsQuery = graphql(`
  query ProjectSuggestions($id: ID!) {
    suggestedPros(projectId: $id) {
      reasons
      contractor {
        id
        businessName
        ...ProCard_contractor
      }
    }
  }
`);
