/** Projects, proposals and permissions as the API returns them, for tests. */
import { isoDay } from '@marketplace/shared';
import type {
  ProjectPermissionsFieldsFragment,
  ProjectStatus,
  ProjectVisibility,
  ProposalContractorRating_ProposalFragment,
  ProposalMessagesLinkFieldsFragment,
  ProposalAgreement_ProposalFragment,
  ProposalsSection_ProposalFragment,
  Urgency,
} from '../../../gql/graphql';
import type { FragmentFields } from '../../testing/fragmentFields';

type ViewerCan = FragmentFields<ProjectPermissionsFieldsFragment> & { __typename: 'ProjectPermissions' };

/** A posted project as the API returns it, with the fields the marketplace's screens ask for (each mock answer keeps those its query asks). */
interface ProjectNode {
  __typename: 'Project';
  id: string;
  title: string;
  description: string;
  category: string;
  budget: string;
  timeline: string;
  urgency: Urgency;
  homeowner: string;
  location: string | null;
  imageUrls: string[];
  photos: Array<{ __typename: 'ResponsivePhoto'; url: string; width: number | null; height: number | null; srcset: string | null }>;
  requirements: string[];
  status: ProjectStatus;
  postedDate: string;
  /** The server's Toronto days of postedDate, startDate and completionDate (derived from them unless given). */
  postedOn: string;
  startedOn: string | null;
  completedOn: string | null;
  proposalCount: number;
  acceptingQuotes: boolean;
  viewerProposalId: string | null;
  estimatedCost: string | null;
  contractorNotes: string | null;
  startDate: string | null;
  completionDate: string | null;
  visibility: ProjectVisibility;
  hired: boolean;
  viewerCan: ViewerCan;
}

/** What a visitor may do with a posted project: nothing. */
export function visitorCan(overrides: Partial<ViewerCan> = {}): ViewerCan {
  return { __typename: 'ProjectPermissions', statuses: [], fields: [], delete: false, decideProposals: false, submitProposal: false, reopenForQuotes: false, invitePros: false, ...overrides };
}

/** What the project's homeowner may do: cancel or reopen, delete, decide on proposals. */
export function ownerCan(overrides: Partial<ViewerCan> = {}): ViewerCan {
  return visitorCan({ statuses: ['OPEN', 'CANCELLED'], delete: true, decideProposals: true, ...overrides });
}

/** What an operator may do: everything. */
export function operatorCan(overrides: Partial<ViewerCan> = {}): ViewerCan {
  return visitorCan({
    statuses: ['OPEN', 'AWAITING_ESTIMATION', 'ESTIMATED', 'IN_PROGRESS', 'PENDING', 'COMPLETED', 'CANCELLED'],
    fields: ['ESTIMATED_COST', 'TIMELINE', 'CONTRACTOR_NOTES'],
    delete: true,
    decideProposals: true,
    ...overrides,
  });
}

/** What a signed-in contractor may do with an open project: bid. */
export function contractorCan(overrides: Partial<ViewerCan> = {}): ViewerCan {
  return visitorCan({ submitProposal: true, ...overrides });
}

/** A posted project as the API returns it. */
export function projectNode(overrides: Partial<ProjectNode> = {}): ProjectNode {
  const node = projectNodeFields(overrides);
  return {
    ...node,
    postedOn: overrides.postedOn ?? isoDay(node.postedDate),
    startedOn: overrides.startedOn ?? (node.startDate ? isoDay(node.startDate) : null),
    completedOn: overrides.completedOn ?? (node.completionDate ? isoDay(node.completionDate) : null),
  };
}

function projectNodeFields(overrides: Partial<ProjectNode>): Omit<ProjectNode, 'postedOn' | 'startedOn' | 'completedOn'> {
  return {
    __typename: 'Project',
    id: '5',
    title: 'Backyard Deck and Interlock Patio in Oakville',
    description: 'Replace a rotting pressure-treated deck with composite and add an interlock patio below.',
    category: 'Decks & Fences',
    budget: '$25,000 - $50,000',
    timeline: 'Within 3 months',
    urgency: 'MEDIUM',
    homeowner: 'Marcus Lee',
    location: 'Glen Abbey, Oakville, ON',
    imageUrls: ['/api/placeholder/800/600'],
    photos: [{ __typename: 'ResponsivePhoto', url: '/api/placeholder/800/600', width: null, height: null, srcset: null }],
    requirements: ['Town of Oakville deck permit', 'Call Ontario One Call for locates'],
    status: 'OPEN',
    postedDate: '2030-03-01T14:00:00.000Z',
    proposalCount: 0,
    acceptingQuotes: true,
    viewerProposalId: null,
    estimatedCost: null,
    contractorNotes: null,
    startDate: null,
    completionDate: null,
    visibility: 'PUBLISHED',
    hired: false,
    viewerCan: visitorCan(),
    ...overrides,
  };
}

/** A posted project as a list answers it: with the sample fields a posted project has empty. */
export function listedNode(project: ProjectNode): ProjectNode & { showcase: boolean; showcaseNumber: null; showcaseDetails: null } {
  return { showcase: false, showcaseNumber: null, showcaseDetails: null, ...project };
}

/** Project.showcaseDetails as the project page's sections ask for it. */
interface ShowcaseDetails {
  __typename?: 'ShowcaseDetails';
  contractorName: string | null;
  contractorNumber: number | null;
  price: string | null;
  rating: number | null;
  reviewCount: number | null;
  area: string | null;
  imageAlt: string | null;
  projectScope: string | null;
  featured: boolean;
  statedProposalCount: number | null;
  testimonials: Array<{ name: string; rating: number; comment: string; date: string }>;
}

/** A built-in sample as the API serves it: a showcase row at its public number, changed by nobody. */
export function showcaseNode(number: number, overrides: Partial<ProjectNode> = {}, details: Partial<ShowcaseDetails> = {}): ProjectNode & { showcase: boolean; showcaseNumber: number; showcaseDetails: ShowcaseDetails } {
  return {
    ...projectNode({ id: String(900 + number), ...overrides }),
    showcase: true,
    showcaseNumber: number,
    showcaseDetails: {
      __typename: 'ShowcaseDetails',
      contractorName: null,
      contractorNumber: null,
      price: null,
      rating: null,
      reviewCount: null,
      area: null,
      imageAlt: null,
      projectScope: null,
      featured: false,
      statedProposalCount: null,
      testimonials: [],
      ...details,
    } as ShowcaseDetails,
  };
}

/** A saved proposal as the server sends it: what the project page shows of it (ProposalsSection_proposal and the fragments it spreads) and its contractor's profile. */
type ProposalNode = FragmentFields<ProposalsSection_ProposalFragment> & { projectId: string; contractorProfileId: string | null } &
  FragmentFields<ProposalContractorRating_ProposalFragment> &
  FragmentFields<ProposalMessagesLinkFieldsFragment> &
  FragmentFields<ProposalAgreement_ProposalFragment> & { __typename: 'Proposal' };

export function proposalNode(overrides: Partial<ProposalNode> = {}): ProposalNode {
  return {
    __typename: 'Proposal',
    id: '11',
    projectId: '5',
    contractorName: 'Lakeshore Decks Inc.',
    contractorRating: null,
    contractorEmail: 'bids@lakeshoredecks.ca',
    contractorPhone: '905-555-0142',
    bidAmount: '$25,000 - $30,000',
    bidMinCents: 2_500_000,
    bidMaxCents: 3_000_000,
    timeline: '3 weeks',
    approach: 'Demolish, pour new footings below frost line, composite decking.',
    experience: '14 years building decks in Halton and Peel.',
    materials: null,
    warranty: '5 years workmanship',
    additionalNotes: null,
    status: 'PENDING',
    submittedDate: '2030-03-02T10:00:00.000Z',
    viewerCan: { __typename: 'ProposalPermissions', decide: false, accept: false } as ProposalNode['viewerCan'],
    messageThread: null,
    agreement: null,
    contractorProfileId: 'u-pro',
    contractorBadges: [],
    ...overrides,
  };
}

/**
 * A few built-in samples as the API lists them (filter ONLY, newest row first): two core finished
 * samples, a trade page's finished one, the open sample and an urgent open cleaning post.
 */
export function sampleNodes() {
  const finished = (number: number, title: string, postedDate: string) =>
    showcaseNode(number, { title, status: 'COMPLETED', postedDate }, { contractorName: 'Northline Mechanical', contractorNumber: 2, price: '$45,000 - $55,000', rating: 4.8, reviewCount: 31 });
  return [
    showcaseNode(2501, { title: 'Move-Out Clean of a Two-Bedroom Condo', category: 'cleaning', urgency: 'HIGH', postedDate: '2030-01-10T17:00:00.000Z' }),
    showcaseNode(2001, { title: 'Kitchen and Main-Floor Refresh in a Danforth Semi', postedDate: '2030-02-15T17:00:00.000Z' }, { statedProposalCount: 3 }),
    finished(101, 'Commercial Office Fit-Out in Liberty Village', '2023-09-01T16:00:00.000Z'),
    finished(2, 'Basement Apartment in East York', '2024-03-01T17:00:00.000Z'),
    finished(1, 'Modern Kitchen Renovation in Leslieville', '2024-06-01T16:00:00.000Z'),
  ];
}
