import { graphql } from '../../gql';

/**
 * One posted project with its proposals (oldest first), and what the sections on its page read
 * through their own fragments: the review prompt and the invitations. The page reads the project's
 * and the proposals' own fields itself: it shows them as the marketplace's project and proposal
 * (with a sample's page-memory bids), which built-in samples are too.
 */
export const ProjectDetailsQuery = graphql(`
  query ProjectDetails($id: ID!) {
    project(id: $id) {
      # Read by the page's adapter (fromDatabaseProject / fromApiProposal), which turns them into the
      # view models the built-in samples share, as the lists do; the sections read their own fragments.
      ...MarketplaceProjectFields @unmask
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
