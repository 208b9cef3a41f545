import { graphql } from '../../gql';

/**
 * One posted project with its proposals (oldest first), and what the sections on its page read
 * through their own fragments: the review prompt and the invitations. The page reads the project's
 * and the proposals' own fields itself: it shows them as the marketplace's project and proposal
 * (with a sample's page-memory bids), which built-in samples are too.
 *
 * `suggestedPros` is refused to anyone but the project's homeowner and staff, and it would take the
 * whole answer with it: the page asks for it (`withSuggestions`) only once the server has said the
 * viewer may invite pros (`viewerCan.invitePros`), so nobody else's page asks for more than the project.
 */
export const ProjectDetailsQuery = graphql(`
  query ProjectDetails($id: ID!, $withSuggestions: Boolean!) {
    project(id: $id) {
      # Read by the page's adapter (fromDatabaseProject / fromApiProposal), which turns them into the
      # view models the built-in samples share, as the lists do; the sections read their own fragments.
      ...MarketplaceProjectFields @unmask
      viewerCan {
        invitePros
      }
      proposals {
        ...ProposalFields @unmask
        ...ProposalContractorRating_proposal
        ...ProposalMessagesLinkFields
      }
      ...ReviewPrompt_project
      ...InvitePros_project
    }
    suggestedPros(projectId: $id) @include(if: $withSuggestions) {
      reasons
      contractor {
        id
        businessName
        ...ProCard_contractor
      }
    }
  }
`);
