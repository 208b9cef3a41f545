import { graphql } from '../../gql';

/**
 * What the project page decides with, of one project, posted or a built-in sample: which sections it
 * shows and where, its proposals (oldest first) by id and status, its address and title. Each part of
 * the page reads the rest through its own fragment. The page reads it with useFragment from the
 * route's query.
 */
export const ProjectDetailsPage_project = graphql(`
  fragment ProjectDetailsPage_project on Project {
    id
    title
    location
    status
    showcase
    showcaseNumber
    viewerProposalId
    viewerCan {
      decideProposals
      invitePros
    }
    # Every field the page asks of a proposal is one of ProjectDetailsPage_proposal's (a test holds it so).
    proposals {
      id
      status
      ...ProposalsSection_proposal
      ...AcceptProposalDialog_proposal
    }
    ...ProjectHeader_project
    ...ProjectActions_project
    ...ProjectStatusSelect_project
    ...ProjectSummary_project
    ...ProjectInformationCard_project
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
 * Everything the page shows of one proposal, each part through its own fragment. A decision's answer
 * asks for it again, so the page shows what the decision changed (status, contact details, agreement);
 * a bid tried on a sample is written to the cache through it (useTryInPageMemory) and read like a saved
 * one. A test (triedProposals.test.ts) holds it to every field the page's query asks of a proposal.
 */
export const ProjectDetailsPage_proposal = graphql(`
  fragment ProjectDetailsPage_proposal on Proposal {
    id
    status
    ...ProposalsSection_proposal
    ...AcceptProposalDialog_proposal
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
