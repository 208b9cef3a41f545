import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithApp } from '../../app/testing/renderWithApp';
import { listedNode, operatorCan, projectNode, sampleNodes } from '../../app/marketplace/testing/fixtures';
import type { RenderWithAppOptions } from '../../app/testing/renderWithApp';
import { viewerMock, viewerNode } from '../../app/session/testing';
import { MyProposalsQuery } from './MyProposalsList';
import { credentialNode, profileNode } from '../../app/credentials/testing';
import { axe } from '../../test/axe';
import { UpdateProjectMutation } from '../../app/marketplace/operations';
import type { ProjectFilter } from '../../gql/graphql';
import ContractorDashboardPage from './ContractorDashboardPage';
import { projectsForTab } from './dashboardTabs';
import { ContractorDashboardQuery, DashboardCountsQuery, DashboardProjectsQuery, DashboardSamplesQuery } from './operations';
import { MATCHED_PAGE_SIZE, MatchedProjectsQuery } from '../../app/leads/MatchedProjectsList';

const nodes = [
  projectNode({ id: '5', urgency: 'HIGH', viewerCan: operatorCan() }),
  projectNode({ id: '6', title: 'Attic Insulation Top-Up in Markham', urgency: 'LOW', status: 'IN_PROGRESS', postedDate: '2030-02-01T00:00:00.000Z' }),
];

type Node = ReturnType<typeof projectNode>;

/** One tab's page as the server answers it: `variables` must be exactly what the dashboard asks. */
const pageMock = (variables: { first: number; after?: string; filter?: ProjectFilter }, list: Node[], { totalCount = list.length, endCursor = null as string | null } = {}) => ({
  request: { query: DashboardProjectsQuery, variables },
  result: {
    data: {
      projects: {
        __typename: 'ProjectConnection' as const,
        totalCount,
        pageInfo: { __typename: 'PageInfo' as const, hasNextPage: endCursor !== null, endCursor },
        nodes: list.map(listedNode),
      },
    },
  },
  maxUsageCount: 5,
});

const connection = (totalCount: number) => ({ __typename: 'ProjectConnection' as const, totalCount });
const countsMock = (all = nodes.length, open = 1, urgent = 1) => ({
  request: { query: DashboardCountsQuery },
  result: { data: { all: connection(all), open: connection(open), urgent: connection(urgent) } },
  maxUsageCount: 5,
});

/** The All Projects tab's first page and the tab counts: what the dashboard asks for on arrival. */
const listMocks = (list = nodes) => [pageMock({ first: 20 }, list), countsMock(list.length, list.filter((n) => n.status === 'OPEN').length, list.filter((n) => n.urgency === 'HIGH').length)];

/** The built-in samples as the API lists them; the dashboard lists the open ones (2001, 2501). */
const samplesMock = () => ({ request: { query: DashboardSamplesQuery }, result: { data: { projects: { __typename: 'ProjectConnection' as const, nodes: sampleNodes() } } }, maxUsageCount: 5 });
const samples = sampleNodes().filter((node) => node.showcaseNumber >= 2000);

/** Signed in as an operator unless a test says otherwise. */
const renderDashboard = (mocks: NonNullable<RenderWithAppOptions['mocks']>, viewer = viewerMock(viewerNode('OPERATOR'))) =>
  renderWithApp(<ContractorDashboardPage />, { mocks: [viewer, samplesMock(), ...mocks] });

describe('ContractorDashboardPage', () => {
  it('shows Loading projects... and then the stat cards and every project', async () => {
    renderDashboard(listMocks());
    expect(screen.getByText('Loading projects...')).toBeInTheDocument();
    expect(await screen.findByRole('article', { name: 'Backyard Deck and Interlock Patio in Oakville' })).toBeInTheDocument();
    const total = nodes.length + samples.length;
    expect(screen.getByRole('group', { name: `Available Projects: ${total}` })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Active Bids: 0' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Completed Projects: 0' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Total Earnings: $0' })).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(total);
  });

  it('asks the server for each tab with its filter: Open for Bids, Urgent and Recently Posted', async () => {
    const user = userEvent.setup({ delay: null });
    // Each tab's mock answers only that tab's variables and lists a project no other query returns.
    const openOnly = projectNode({ id: '7', title: 'Only in the Open for Bids query' });
    const urgentOnly = projectNode({ id: '8', title: 'Only in the Urgent query', urgency: 'HIGH', status: 'IN_PROGRESS' });
    const recentOnly = projectNode({ id: '9', title: 'Only in the Recently Posted query', postedDate: '2031-01-01T00:00:00.000Z' });
    renderDashboard([
      ...listMocks(),
      pageMock({ first: 20, filter: { status: 'OPEN' } }, [openOnly]),
      pageMock({ first: 20, filter: { urgency: 'HIGH' } }, [urgentOnly]),
      pageMock({ first: 5 }, [recentOnly]),
    ]);
    await screen.findByRole('article', { name: 'Backyard Deck and Interlock Patio in Oakville' });

    await user.click(screen.getByRole('tab', { name: /open for bids/i }));
    expect(await screen.findByRole('article', { name: openOnly.title })).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(samples.filter((p) => p.status === 'OPEN').length + 1);

    await user.click(screen.getByRole('tab', { name: /urgent/i }));
    expect(await screen.findByRole('article', { name: urgentOnly.title })).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(samples.filter((p) => p.urgency === 'HIGH').length + 1);

    await user.click(screen.getByRole('tab', { name: /recently posted/i }));
    expect(await screen.findByRole('article', { name: recentOnly.title })).toBeInTheDocument();
    // The newest five of the posted page and the open samples, newest first.
    expect(screen.getAllByRole('article').map((card) => card.getAttribute('aria-label'))).toEqual([recentOnly.title, ...samples.map((p) => p.title).reverse()]);
    expect(screen.queryByRole('button', { name: 'Show more projects' })).not.toBeInTheDocument();
  });

  it('counts each tab with the server totals plus the samples it lists', async () => {
    renderDashboard([pageMock({ first: 20 }, nodes, { totalCount: 240, endCursor: 'cursor-6' }), countsMock(240, 130, 17)]);
    await screen.findByRole('article', { name: 'Backyard Deck and Interlock Patio in Oakville' });
    const all = 240 + samples.length;
    expect(screen.getByRole('group', { name: `Available Projects: ${all}` })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: /all projects/i })).toHaveTextContent(String(all));
    expect(screen.getByRole('tab', { name: /open for bids/i })).toHaveTextContent(String(130 + samples.filter((p) => p.status === 'OPEN').length));
    expect(screen.getByRole('tab', { name: /urgent/i })).toHaveTextContent(String(17 + samples.filter((p) => p.urgency === 'HIGH').length));
    expect(screen.getByRole('tab', { name: /recently posted/i })).toHaveTextContent('5');
  });

  it('loads the next page by cursor with Show more projects', async () => {
    const user = userEvent.setup({ delay: null });
    const older = projectNode({ id: '4', title: 'Older Basement Waterproofing in Scarborough', postedDate: '2020-01-01T00:00:00.000Z' });
    renderDashboard([
      pageMock({ first: 20 }, nodes, { totalCount: 3, endCursor: 'cursor-6' }),
      pageMock({ first: 20, after: 'cursor-6' }, [older]),
      countsMock(3),
    ]);
    await screen.findByRole('article', { name: 'Backyard Deck and Interlock Patio in Oakville' });
    expect(screen.queryByRole('article', { name: older.title })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show more projects' }));
    expect(await screen.findByRole('article', { name: older.title })).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Backyard Deck and Interlock Patio in Oakville' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Show more projects' })).not.toBeInTheDocument());
  });

  it('saves an edit of a database project and closes the dialog', async () => {
    const user = userEvent.setup({ delay: null });
    const update = {
      request: {
        query: UpdateProjectMutation,
        variables: { id: '5', input: { estimatedCost: '$18,000 - $22,000', timeline: '2-3 weeks', contractorNotes: 'Permit drawings included.' } },
      },
      result: { data: { updateProject: projectNode({ id: '5', urgency: 'HIGH', estimatedCost: '$18,000 - $22,000', timeline: '2-3 weeks', contractorNotes: 'Permit drawings included.' }) } },
    };
    renderDashboard([...listMocks(), update]);
    const card = await screen.findByRole('article', { name: 'Backyard Deck and Interlock Patio in Oakville' });
    await user.click(within(card).getByRole('button', { name: /^edit/i }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Project' });
    const cost = within(dialog).getByLabelText('Estimated cost');
    expect(cost).toHaveAttribute('placeholder', '$15,000 - $20,000');
    expect(within(dialog).getByLabelText('Timeline')).toHaveAttribute('placeholder', '2-3 weeks');
    await user.type(cost, '$18,000 - $22,000');
    await user.clear(within(dialog).getByLabelText('Timeline'));
    await user.type(within(dialog).getByLabelText('Timeline'), '2-3 weeks');
    await user.type(within(dialog).getByLabelText('Contractor notes'), 'Permit drawings included.');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Project updated successfully!')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit Project' })).not.toBeInTheDocument());
  });

  it('changes a sample status in page memory only, and the tab counts follow', async () => {
    const user = userEvent.setup({ delay: null });
    renderDashboard(listMocks([]));
    const sample = samples[0];
    const card = await screen.findByRole('article', { name: sample.title });
    expect(within(card).getByRole('link', { name: sample.title })).toHaveAttribute('href', `/project/${sample.showcaseNumber}`);
    expect(card).toHaveTextContent('sample project');
    expect(within(card).queryByRole('button', { name: /^edit/i })).not.toBeInTheDocument();
    expect(screen.getByRole('tab', { name: /open for bids/i })).toHaveTextContent(String(samples.length));
    await user.selectOptions(within(card).getByLabelText(`Status of ${sample.title}`), 'cancelled');
    expect(await within(card).findByText('Cancelled', { selector: '[data-status]' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: /open for bids/i })).toHaveTextContent(String(samples.length - 1));
  });

  it('shows Failed to fetch projects with a retry when the list cannot load', async () => {
    renderDashboard([{ request: { query: DashboardProjectsQuery, variables: { first: 20 } }, error: new Error('Network down') }, countsMock()]);
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Failed to fetch projects')).toBeInTheDocument();
    expect(within(alert).getByRole('button', { name: /try again/i })).toBeInTheDocument();
  });
});

describe('ContractorDashboardPage by role', () => {
  it('invites visitors to join or sign in and shows them no edit or delete on posted projects', async () => {
    const { container } = renderDashboard(listMocks([projectNode({ id: '5' })]), viewerMock(null));
    expect(await screen.findByRole('heading', { name: 'Join as a contractor or sign in to bid' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Join as a contractor' })).toHaveAttribute('href', '/contractors/join');
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/sign-in?next=%2Fcontractor-dashboard');
    const card = await screen.findByRole('article', { name: 'Backyard Deck and Interlock Patio in Oakville' });
    expect(within(card).queryByRole('button', { name: /^edit/i })).not.toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: /^delete/i })).not.toBeInTheDocument();
    expect(within(card).queryByRole('combobox')).not.toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: /my proposals/i })).not.toBeInTheDocument();
    expect(await axe(container)).toHaveNoViolations();
  });

  it('gives a signed-in contractor a My proposals tab with status badges and links', async () => {
    const user = userEvent.setup({ delay: null });
    const mine = {
      request: { query: MyProposalsQuery },
      result: {
        data: {
          myProposals: [
            {
              __typename: 'Proposal' as const,
              id: '11',
              bidAmount: '$25,000 - $30,000',
              timeline: '3 weeks',
              status: 'ACCEPTED' as const,
              declineNote: null,
              submittedDate: '2030-03-02T10:00:00.000Z',
              contractorBadges: [{ __typename: 'ContractorBadge' as const, kind: 'WSIB_CLEARED' as const, label: 'WSIB cleared' }],
              project: { __typename: 'Project' as const, id: '5', title: 'Backyard Deck and Interlock Patio in Oakville', status: 'IN_PROGRESS' as const },
              messageThread: { __typename: 'MessageThread' as const, id: '11', unreadCount: 2 },
              agreement: { __typename: 'Agreement' as const, id: '31', status: 'SENT' as const },
            },
            {
              __typename: 'Proposal' as const,
              id: '9',
              bidAmount: '$15,000 - $20,000',
              timeline: '2 weeks',
              status: 'DECLINED' as const,
              declineNote: 'Thank you for your proposal for Garage conversion in Brampton. I have decided to go with another contractor for this project.',
              submittedDate: '2030-02-20T10:00:00.000Z',
              contractorBadges: [],
              project: { __typename: 'Project' as const, id: '3', title: 'Garage conversion in Brampton', status: 'OPEN' as const },
              messageThread: null,
              agreement: null,
            },
          ],
        },
      },
    };
    const profile = { request: { query: ContractorDashboardQuery }, result: { data: { myContractorProfile: { ...profileNode(), credentials: [credentialNode()] } } }, maxUsageCount: 3 };
    const noMatches = {
      request: { query: MatchedProjectsQuery, variables: { first: MATCHED_PAGE_SIZE } },
      result: { data: { matchedProjects: { __typename: 'ProjectMatchConnection' as const, totalCount: 0, pageInfo: { __typename: 'PageInfo' as const, hasNextPage: false, endCursor: null }, nodes: [] } } },
    };
    renderDashboard([...listMocks(), mine, profile, noMatches], viewerMock(viewerNode('CONTRACTOR')));
    const panel = await screen.findByRole('region', { name: 'Lakeshore Decks Inc.: your badges' });
    expect(within(panel).getByRole('link', { name: 'Profile and credentials' })).toHaveAttribute('href', '/contractor-dashboard/profile');
    expect(within(panel).getByText('1 credential is waiting for a check.')).toBeInTheDocument();
    expect(within(panel).getByText(/needs an ECRA\/ESA electrical contractor licence/)).toBeInTheDocument();
    await user.click(await screen.findByRole('tab', { name: /my proposals/i }));
    const list = await screen.findByRole('list', { name: 'Your proposals' });
    expect(within(list).getByRole('link', { name: 'Backyard Deck and Interlock Patio in Oakville' })).toHaveAttribute('href', '/project/3005');
    expect(within(list).getByText('Accepted')).toBeInTheDocument();
    expect(within(list).getByText('$25,000 - $30,000')).toBeInTheDocument();
    expect(within(list).getAllByRole('list', { name: 'Badges the homeowner sees on this proposal' })[0]).toHaveTextContent('WSIB cleared');
    // A declined proposal shows the homeowner's note.
    const declined = within(list).getByRole('link', { name: 'Garage conversion in Brampton' }).closest('li')!;
    expect(within(declined as HTMLElement).getByText('Message from the homeowner')).toBeInTheDocument();
    expect(within(declined as HTMLElement).getByText(/I have decided to go with another contractor/)).toBeInTheDocument();
    expect(within(list).getByRole('link', { name: 'Messages (2 new messages)' })).toHaveAttribute('href', '/proposals/11/messages');
    // The hire's written agreement, where it stands; nothing to prepare on a declined proposal.
    expect(within(list).getByRole('link', { name: 'Open the agreement' })).toHaveAttribute('href', '/agreements/31');
    expect(within(list).getByText('Sent for signature')).toBeInTheDocument();
    expect(within(list).queryByRole('button', { name: 'Prepare the agreement' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Join as a contractor or sign in to bid' })).not.toBeInTheDocument();
  });
});

describe('Matched for you', () => {
  const matched = (nodes: unknown[]) => ({
    request: { query: MatchedProjectsQuery, variables: { first: MATCHED_PAGE_SIZE } },
    result: { data: { matchedProjects: { __typename: 'ProjectMatchConnection' as const, totalCount: nodes.length, pageInfo: { __typename: 'PageInfo' as const, hasNextPage: false, endCursor: null }, nodes } } },
    maxUsageCount: 3,
  });
  const profile = { request: { query: ContractorDashboardQuery }, result: { data: { myContractorProfile: { ...profileNode(), credentials: [credentialNode()] } } }, maxUsageCount: 3 };

  it('is where a contractor lands: the projects that fit them, best first, each with why', async () => {
    const match = {
      __typename: 'ProjectMatch' as const,
      score: 82.8,
      reasons: ['Plumbing', 'serves Mississauga', 'budget in your range', 'insurance verified'],
      alerted: true,
      invited: false,
      project: {
        __typename: 'Project' as const,
        id: '12',
        title: 'Basement bathroom rough-in in Port Credit',
        category: 'Plumbing',
        budget: '$5,000 - $10,000',
        timeline: 'Within 1 month',
        location: 'Port Credit, Mississauga, ON',
        urgency: 'MEDIUM' as const,
        proposalCount: 1,
        postedOn: '2030-03-02',
      },
    };
    const { container } = renderDashboard([...listMocks(), profile, matched([match])], viewerMock(viewerNode('CONTRACTOR')));
    const tab = await screen.findByRole('tab', { name: /Matched for you/ });
    await waitFor(() => expect(tab).toHaveAttribute('aria-selected', 'true'));
    const list = await screen.findByRole('list', { name: 'Projects matched for you' });
    const row = within(list).getByRole('listitem', { name: 'Basement bathroom rough-in in Port Credit' });
    expect(within(row).getByRole('link', { name: 'Basement bathroom rough-in in Port Credit' })).toHaveAttribute('href', '/project/3012');
    expect(row).toHaveTextContent('Why it fits you: Plumbing · serves Mississauga · budget in your range · insurance verified');
    expect(within(row).getByText('Lead alert sent')).toBeInTheDocument();
    expect(screen.getByText(/1 open project fits you/)).toBeInTheDocument();
    expect(await axe(container)).toHaveNoViolations();
  });

  it('says what decides a match when nothing fits, and links to the lead preferences', async () => {
    renderDashboard([...listMocks(), profile, matched([])], viewerMock(viewerNode('CONTRACTOR')));
    expect(await screen.findByRole('heading', { name: 'No open projects fit you right now' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Check your lead preferences' })).toHaveAttribute('href', '/contractor-dashboard/profile');
  });

  it('is not offered to visitors', async () => {
    renderDashboard(listMocks(), viewerMock(null));
    expect(await screen.findByRole('tab', { name: /All Projects/ })).toHaveAttribute('aria-selected', 'true');
    expect(screen.queryByRole('tab', { name: /Matched for you/ })).not.toBeInTheDocument();
  });
});

describe('projectsForTab', () => {
  it('keeps the first five for Recently Posted', () => {
    const list = [...sampleNodes(), projectNode()];
    expect(projectsForTab(list, 'recent')).toEqual(list.slice(0, 5));
  });
});
