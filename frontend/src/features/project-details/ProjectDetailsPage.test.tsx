import { fill } from '../../app/testing/fill';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link } from 'react-router-dom';
import { AcceptProposalMutation } from './mutations/useAcceptProposal';
import { UpdateProposalStatusMutation } from './mutations/useProposalStatus';
import { renderWithApp } from '../../app/testing/renderWithApp';
import type { RenderWithAppOptions } from '../../app/testing/renderWithApp';
import { contractorCan, operatorCan, ownerCan, projectNode, proposalNode, showcaseNode, visitorCan } from '../../app/marketplace/testing/fixtures';
import { viewerMock, viewerNode } from '../../app/session/testing';
import { axe } from '../../test/axe';
import { DeleteProjectMutation, MarketplaceProjectsQuery } from '../../app/marketplace/operations';
import { ProjectDetailsQuery, ProjectSuggestionsQuery } from './operations';
import { ReopenProjectForQuotesMutation } from './mutations/useReopenForQuotes';
import { InviteToQuoteMutation } from '../../app/pros/mutations/useInviteToQuote';
import ProjectDetailsPage from './ProjectDetailsPage';

const decidable = { __typename: 'ProposalPermissions', decide: true, accept: true } as ReturnType<typeof proposalNode>['viewerCan'];
const ownersProposals = () => [
  proposalNode({ viewerCan: decidable }),
  proposalNode({ id: '12', contractorName: 'Halton Outdoor Builders', status: 'ACCEPTED', viewerCan: decidable }),
];

/** The page's query (the suggestions are a second query, asked only of who may invite pros). */
const details = (id = '5') => ({ query: ProjectDetailsQuery, variables: { id, number: 0, byNumber: false } });
/** The page's query for a built-in sample, by its public number. */
const sampleDetails = (number: number) => ({ query: ProjectDetailsQuery, variables: { id: '0', number, byNumber: true } });

/** A project as the page's query answers it: the marketplace's fields, its proposals, and what its sections read. */
const answer = (project: ReturnType<typeof projectNode>, proposals: Array<ReturnType<typeof proposalNode>> = [], more: Record<string, unknown> = {}) => ({
  project: { showcase: false, showcaseNumber: null, showcaseDetails: null, ...project, invitations: null, viewerCanReview: false, hireReview: null, hire: null, viewerCanProposeVisit: false, visits: [], proposals, ...more },
});

const detailsMock = (proposals = ownersProposals(), viewerCan = operatorCan()) => ({
  request: details(),
  result: { data: answer(projectNode({ proposalCount: proposals.length, viewerCan }), proposals) },
  maxUsageCount: 5,
});

/** Signed in as an operator unless a test says otherwise (the mocks' first Viewer answer wins). */
const renderPage = (path: string, mocks: RenderWithAppOptions['mocks'] = [], viewer = viewerMock(viewerNode('OPERATOR'))) =>
  renderWithApp(null, {
    path,
    mocks: [viewer, ...mocks],
    routes: [
      { path: '/project/:id', element: <ProjectDetailsPage /> },
      { path: '*', element: <p>Elsewhere</p> },
    ],
  });

describe('ProjectDetailsPage', () => {
  it('loads a database project (id + 3000) with its proposals; the current status button is disabled', async () => {
    renderPage('/project/3005', [detailsMock()]);
    expect(screen.getByText('Loading project...')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Backyard Deck and Interlock Patio in Oakville' })).toBeInTheDocument();
    expect(screen.getByText('Town of Oakville deck permit')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Project Information' })).toBeInTheDocument();
    // The posting day is a <time>, Toronto's calendar day as its machine-readable value (2030-03-01T14:00Z is 9 a.m. there).
    expect(document.querySelector('h1 + p time')).toHaveAttribute('datetime', '2030-03-01');
    expect(document.querySelector('h1 + p time')).toHaveTextContent('Mar 1, 2030');

    const pending = screen.getByRole('article', { name: 'Proposal from Lakeshore Decks Inc.' });
    expect(within(pending).getByRole('button', { name: /accept/i })).toBeEnabled();
    expect(within(pending).getByRole('button', { name: /decline/i })).toBeEnabled();
    const accepted = screen.getByRole('article', { name: 'Proposal from Halton Outdoor Builders' });
    expect(within(accepted).getByRole('button', { name: /accept/i })).toBeDisabled();
    expect(within(accepted).getByRole('button', { name: /decline/i })).toBeEnabled();

    // Database projects can be changed: two status selectors, Edit and Delete.
    expect(screen.getByLabelText('Project status')).toBeInTheDocument();
    expect(screen.getByLabelText('Update status')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /edit/i })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /delete/i })).toBeInTheDocument();
  });

  it('shows posted photos with srcset, sizes and their intrinsic size, so the browser picks a size and keeps the layout still', async () => {
    const photo = (id: string) => {
      const name = `0f8fad5b-d9cb-469f-a165-70867728${id}-1600x1200.webp`;
      const srcset = `/api/uploads/480/${name} 480w, /api/uploads/960/${name} 960w, /api/uploads/${name} 1600w`;
      return { __typename: 'ResponsivePhoto', url: `/api/uploads/${name}`, width: 1600, height: 1200, srcset } as const;
    };
    const photos = [photo('0001'), photo('0002')];
    const project = projectNode({ imageUrls: photos.map((p) => p.url), photos, viewerCan: operatorCan() });
    renderPage('/project/3005', [{ request: details(), result: { data: answer(project) }, maxUsageCount: 5 }]);
    const lead = await screen.findByRole('img', { name: `Photo of ${project.title}` });
    expect(lead).toHaveAttribute('src', photos[0].url);
    expect(lead).toHaveAttribute('srcset', photos[0].srcset);
    expect(lead).toHaveAttribute('sizes', '(min-width: 62em) 740px, 100vw');
    expect([lead.getAttribute('width'), lead.getAttribute('height')]).toEqual(['1600', '1200']);
    const second = screen.getByRole('img', { name: `Photo 2 of ${project.title}` });
    expect(second).toHaveAttribute('srcset', photos[1].srcset);
    expect(second).toHaveAttribute('sizes', '(min-width: 48em) 200px, 33vw');
  });

  it('asks before accepting, then accepts and disables its Accept button', async () => {
    const user = userEvent.setup({ delay: null });
    const accepted = proposalNode({ viewerCan: decidable, status: 'ACCEPTED' });
    const mocks = [
      detailsMock([proposalNode({ viewerCan: decidable })]),
      {
        request: { query: AcceptProposalMutation, variables: { id: '11', declineOthers: false, message: null } },
        result: { data: { acceptProposal: { __typename: 'AcceptProposalResult' as const, accepted, declined: [] } } },
      },
    ];
    renderPage('/project/3005', mocks);
    const card = await screen.findByRole('article', { name: 'Proposal from Lakeshore Decks Inc.' });
    await user.click(within(card).getByRole('button', { name: /accept/i }));
    const dialog = await screen.findByRole('dialog', { name: 'Accept the proposal from Lakeshore Decks Inc.?' });
    // Only one proposal: nothing else to decline.
    expect(within(dialog).queryByRole('checkbox')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Accept proposal' }));
    expect(await screen.findByText('Proposal status updated successfully')).toBeInTheDocument();
    await waitFor(() => expect(within(card).getByRole('button', { name: /accept/i })).toBeDisabled());
  });

  it('compares proposals side by side and declines the others with an editable note', async () => {
    const user = userEvent.setup({ delay: null });
    const proposals = [
      proposalNode({ viewerCan: decidable }),
      proposalNode({ id: '12', contractorName: 'Halton Outdoor Builders', bidAmount: '$18,000', bidMinCents: 1_800_000, bidMaxCents: 1_800_000, viewerCan: decidable }),
      proposalNode({ id: '13', contractorName: 'Peel Patio Pros', bidAmount: 'To be confirmed', bidMinCents: null, bidMaxCents: null, viewerCan: decidable }),
    ];
    const note = 'Thank you both; we chose a crew that can start in May.';
    const mocks = [
      detailsMock(proposals, ownerCan()),
      {
        request: { query: AcceptProposalMutation, variables: { id: '12', declineOthers: true, message: note } },
        result: {
          data: {
            acceptProposal: {
              __typename: 'AcceptProposalResult' as const,
              accepted: {
                ...proposals[1],
                status: 'ACCEPTED' as const,
                // The hire is recorded: the answer says which proposals can still be accepted (only the hired one).
                project: {
                  __typename: 'Project' as const,
                  id: '5',
                  proposals: proposals.map((p) => ({ __typename: 'Proposal' as const, id: p.id, viewerCan: { ...decidable, accept: p.id === '12' } })),
                },
              },
              declined: [proposals[0], proposals[2]].map((p) => ({ ...p, status: 'DECLINED' as const, viewerCan: { ...decidable, accept: false } })),
            },
          },
        },
      },
    ];
    renderPage('/project/3005', mocks, viewerMock(viewerNode('HOMEOWNER')));
    const table = await screen.findByRole('table', { name: 'Compare proposals', hidden: true });
    const names = () => within(table).getAllByRole('row', { hidden: true }).slice(1).map((row) => within(row).getAllByRole('cell', { hidden: true })[0].textContent);
    expect(names()[0]).toContain('Lakeshore Decks Inc.');
    await user.selectOptions(screen.getByLabelText('Sort by'), 'bid-asc');
    expect(names().map((name) => name?.replace(/Full proposal.*/, ''))).toEqual(['Halton Outdoor Builders', 'Lakeshore Decks Inc.', 'Peel Patio Pros']);

    await user.click(within(table).getByRole('button', { name: 'Accept the proposal from Halton Outdoor Builders', hidden: true }));
    const dialog = await screen.findByRole('dialog', { name: 'Accept the proposal from Halton Outdoor Builders?' });
    expect(within(dialog).getByRole('checkbox', { name: 'Decline the other 2 proposals' })).toBeChecked();
    const message = within(dialog).getByLabelText('Message to the other contractors');
    expect(message).toHaveValue(
      'Thank you for your proposal for Backyard Deck and Interlock Patio in Oakville. I have decided to go with another contractor for this project. I appreciate the time you took to prepare your quote.',
    );
    await user.clear(message);
    await user.type(message, note);
    await user.click(within(dialog).getByRole('button', { name: 'Accept proposal' }));
    expect(await screen.findByText('Proposal status updated successfully')).toBeInTheDocument();
    await waitFor(() => expect(within(screen.getByRole('article', { name: 'Proposal from Peel Patio Pros' })).getByRole('button', { name: /decline/i })).toBeDisabled());
    // Another contractor now takes declining the hire first: no Accept, and the page says so.
    expect(within(screen.getByRole('article', { name: 'Proposal from Peel Patio Pros' })).queryByRole('button', { name: /accept/i })).not.toBeInTheDocument();
    expect(screen.getByText('You hired Halton Outdoor Builders for this project. To choose another contractor, decline their proposal first.')).toBeInTheDocument();
  });

  it('toasts "Error: Failed to update proposal status" when the proposal status cannot be saved', async () => {
    const user = userEvent.setup({ delay: null });
    const mocks = [
      detailsMock([proposalNode({ viewerCan: decidable })]),
      { request: { query: UpdateProposalStatusMutation, variables: { id: '11', status: 'DECLINED' } }, error: new Error('boom') },
    ];
    renderPage('/project/3005', mocks);
    const card = await screen.findByRole('article', { name: 'Proposal from Lakeshore Decks Inc.' });
    await user.click(within(card).getByRole('button', { name: /decline/i }));
    expect(await screen.findByText('Failed to update proposal status')).toBeInTheDocument();
    expect(screen.getByText('Error')).toBeInTheDocument();
  });

  it('deletes without confirmation and returns to the dashboard', async () => {
    const user = userEvent.setup({ delay: null });
    const mocks = [
      detailsMock([]),
      { request: { query: DeleteProjectMutation, variables: { id: '5' } }, result: { data: { deleteProject: '5' } } },
      { request: { query: MarketplaceProjectsQuery, variables: () => true }, result: { data: { projects: { __typename: 'ProjectConnection' as const, totalCount: 0, pageInfo: { __typename: 'PageInfo' as const, hasNextPage: false, endCursor: null }, nodes: [] } } } },
    ];
    renderPage('/project/3005', mocks);
    await user.click(await screen.findByRole('button', { name: /delete/i }));
    expect(await screen.findByText('Project deleted successfully!')).toBeInTheDocument();
    expect(await screen.findByText('Elsewhere')).toBeInTheDocument();
  });

  it('shows a visitor no status, edit, delete or decision controls, no contact details, and a way to sign in to bid', async () => {
    const hidden = ownersProposals().map((proposal) => ({ ...proposal, contractorEmail: null, contractorPhone: null, viewerCan: { ...proposal.viewerCan, decide: false, accept: false } }));
    const { container } = renderPage('/project/3005', [detailsMock(hidden, visitorCan())], viewerMock(null));
    const card = await screen.findByRole('article', { name: 'Proposal from Lakeshore Decks Inc.' });
    expect(within(card).queryByRole('button', { name: /accept/i })).not.toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: /decline/i })).not.toBeInTheDocument();
    expect(within(card).queryByRole('link', { name: /lakeshoredecks/ })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Project status')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Update status')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /edit/i })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /delete/i })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Submit Proposal' })).not.toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Sign in as a contractor to submit a proposal' })).toHaveAttribute(
      'href',
      '/sign-in?next=%2Fproject%2F3005',
    );
    expect(await axe(container)).toHaveNoViolations();
  });

  it('lets the owner accept or decline and offers only the statuses the server allows', async () => {
    renderPage('/project/3005', [detailsMock(ownersProposals(), ownerCan())], viewerMock(viewerNode('HOMEOWNER')));
    const card = await screen.findByRole('article', { name: 'Proposal from Lakeshore Decks Inc.' });
    expect(within(card).getByRole('button', { name: /accept/i })).toBeEnabled();
    expect(within(card).getByRole('button', { name: /decline/i })).toBeEnabled();
    expect(within(card).getByRole('link', { name: /bids@lakeshoredecks.ca/ })).toBeInTheDocument();
    const status = screen.getByLabelText('Project status');
    expect(within(status).getAllByRole('option').map((option) => option.textContent)).toEqual(['Open for Bids', 'Cancelled']);
    expect(screen.getByRole('button', { name: /delete/i })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /edit/i })).not.toBeInTheDocument();
    // The owner does not bid on their own project, and is not asked to sign in.
    expect(screen.queryByRole('button', { name: 'Submit Proposal' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Sign in as a contractor/ })).not.toBeInTheDocument();
  });

  it('with a hire, the other proposals can be declined but not accepted, and the page says how to change contractor', async () => {
    // The server accepts no other proposal while one is hired (viewerCan.accept).
    const waiting = { __typename: 'ProposalPermissions', decide: true, accept: false } as ReturnType<typeof proposalNode>['viewerCan'];
    const proposals = [
      proposalNode({ viewerCan: waiting }),
      proposalNode({ id: '12', contractorName: 'Halton Outdoor Builders', status: 'ACCEPTED', viewerCan: decidable }),
    ];
    renderPage('/project/3005', [detailsMock(proposals, ownerCan())], viewerMock(viewerNode('HOMEOWNER')));
    const card = await screen.findByRole('article', { name: 'Proposal from Lakeshore Decks Inc.' });
    expect(within(card).queryByRole('button', { name: /accept/i })).not.toBeInTheDocument();
    expect(within(card).getByRole('button', { name: /decline/i })).toBeEnabled();
    const table = screen.getByRole('table', { name: 'Compare proposals' });
    expect(within(table).queryByRole('button', { name: 'Accept the proposal from Lakeshore Decks Inc.' })).not.toBeInTheDocument();
    expect(within(table).getByRole('button', { name: 'Decline the proposal from Lakeshore Decks Inc.' })).toBeEnabled();
    expect(within(table).getByRole('button', { name: 'Accept the proposal from Halton Outdoor Builders' })).toBeDisabled();
    expect(screen.getByText('You hired Halton Outdoor Builders for this project. To choose another contractor, decline their proposal first.')).toBeInTheDocument();
  });

  it('shows a contractor no Submit Proposal on a project with a hire (the server says no)', async () => {
    renderPage('/project/3005', [detailsMock([], contractorCan({ submitProposal: false }))], viewerMock(viewerNode('CONTRACTOR')));
    expect(await screen.findByRole('heading', { level: 1, name: 'Backyard Deck and Interlock Patio in Oakville' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Submit Proposal' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Sign in as a contractor/ })).not.toBeInTheDocument();
  });

  it('tells a contractor a project has enough quotes, and lets its homeowner reopen it for more', async () => {
    const full = (viewerCan: ReturnType<typeof contractorCan>, acceptingQuotes = false) => ({
      request: details(),
      result: { data: answer(projectNode({ proposalCount: 5, acceptingQuotes, viewerCan })) },
      maxUsageCount: 5,
    });
    const { unmount } = renderPage('/project/3005', [full(contractorCan({ submitProposal: false }))], viewerMock(viewerNode('CONTRACTOR')));
    expect(await screen.findByText('This project has enough quotes: the homeowner is comparing the proposals they have.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Submit Proposal' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reopen for more quotes' })).not.toBeInTheDocument();
    unmount();

    const user = userEvent.setup({ delay: null });
    const reopened = {
      request: { query: ReopenProjectForQuotesMutation, variables: { id: '5' } },
      result: { data: { reopenProjectForQuotes: projectNode({ proposalCount: 5, acceptingQuotes: true, viewerCan: ownerCan() }) } },
    };
    renderPage('/project/3005', [full(ownerCan({ reopenForQuotes: true })), reopened], viewerMock(viewerNode('HOMEOWNER')));
    expect(await screen.findByText(/This project has enough quotes: 5 proposals\. Compare them below, or reopen it if you would like more\./)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Reopen for more quotes' }));
    expect(await screen.findByText('Open for more quotes')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Reopen for more quotes' })).not.toBeInTheDocument());
  });

  it("shows a contractor who has bid their note instead of Submit Proposal: one proposal each", async () => {
    const sent = {
      request: details(),
      result: { data: answer(projectNode({ proposalCount: 1, viewerProposalId: '12', viewerCan: contractorCan({ submitProposal: false }) })) },
      maxUsageCount: 5,
    };
    renderPage('/project/3005', [sent], viewerMock(viewerNode('CONTRACTOR')));
    const note = await screen.findByRole('region', { name: 'Your proposal' });
    expect(note).toHaveTextContent('You sent a proposal for this project.');
    expect(within(note).getByRole('link', { name: 'See it in My proposals' })).toHaveAttribute('href', '/contractor-dashboard?tab=proposals');
    expect(screen.queryByRole('button', { name: 'Submit Proposal' })).not.toBeInTheDocument();
  });

  it('tells the hired contractor they are hired, not that the homeowner is still deciding', async () => {
    const hired = {
      request: details(),
      result: { data: answer(projectNode({ proposalCount: 1, viewerProposalId: '12', viewerCan: contractorCan({ submitProposal: false }) }), [proposalNode({ id: '12', status: 'ACCEPTED' })]) },
      maxUsageCount: 5,
    };
    renderPage('/project/3005', [hired], viewerMock(viewerNode('CONTRACTOR')));
    const note = await screen.findByRole('region', { name: 'Your proposal' });
    expect(note).toHaveTextContent('The homeowner accepted your proposal: you are hired for this project.');
  });

  it('shows a signed-in contractor Submit Proposal and nothing to manage', async () => {
    renderPage('/project/3005', [detailsMock([], contractorCan())], viewerMock(viewerNode('CONTRACTOR')));
    expect(await screen.findByRole('button', { name: 'Submit Proposal' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Project status')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /delete/i })).not.toBeInTheDocument();
  });

  it('shows the bidding contractor their site visit, from the page’s own answer', async () => {
    const visit = {
      __typename: 'SiteVisit' as const,
      id: '7',
      status: 'PROPOSED',
      statusLabel: 'Times proposed',
      options: ['2027-03-02T14:00:00.000Z'],
      startsAt: null,
      durationMinutes: 45,
      address: null,
      suggestedAddress: null,
      note: null,
      cancelReason: null,
      cancelledBy: null,
      cancelledByMarketplace: false,
      noShowBy: null,
      noShowWithdrawnNote: null,
      icsUrl: '/api/visits/7/ics',
      contractorName: 'Halton Outdoor Builders',
      homeownerFirstName: 'Jordan',
      viewerCan: { __typename: 'VisitPermissions' as const, pick: false, askOtherTimes: false, reschedule: true, cancel: true, markNoShow: false },
    };
    renderPage('/project/3005', [{ request: details(), result: { data: answer(projectNode({ viewerCan: contractorCan() }), [], { visits: [visit] }) }, maxUsageCount: 5 }], viewerMock(viewerNode('CONTRACTOR')));
    const region = await screen.findByRole('region', { name: 'Site visits' });
    expect(within(region).getByRole('button', { name: 'Propose new times' })).toBeInTheDocument();
    expect(within(region).getByRole('button', { name: 'Cancel the visit' })).toBeInTheDocument();
  });

  it("asks for the project's best matches only once the server says the viewer may invite, and marks an invited pro", async () => {
    const user = userEvent.setup({ delay: null });
    const pro = {
      __typename: 'ContractorProfile' as const,
      id: 'u-halton',
      businessName: 'Halton Outdoor Builders',
      logoUrl: null,
      yearsInBusiness: 12,
      completedProjects: 3,
      typicalResponse: null,
      trades: [{ __typename: 'Trade' as const, id: 9, name: 'Decks & Fences' }],
      serviceAreas: [{ __typename: 'ServiceArea' as const, slug: 'oakville', name: 'Oakville' }],
      badges: [],
      rating: { __typename: 'ContractorRating' as const, average: null, count: 0 },
    };
    const owner = answer(projectNode({ viewerCan: ownerCan() }), [], { viewerCan: { ...ownerCan(), invitePros: true }, invitations: [] });
    const invitation = { __typename: 'ProjectInvitation' as const, invitedAt: '2030-03-03T10:00:00.000Z', notifiedAt: '2030-03-03T10:00:00.000Z', contractor: { __typename: 'ContractorProfile' as const, id: pro.id, businessName: pro.businessName } };
    const mocks = [
      { request: details(), result: { data: owner }, maxUsageCount: 5 },
      {
        request: { query: ProjectSuggestionsQuery, variables: { id: '5' } },
        result: { data: { suggestedPros: [{ __typename: 'ProSuggestion' as const, reasons: ['Decks & Fences', 'serves Oakville'], contractor: pro }] } },
        maxUsageCount: 5,
      },
      {
        request: { query: InviteToQuoteMutation, variables: { projectId: '5', contractorId: pro.id } },
        result: { data: { inviteToQuote: { ...owner.project, invitations: [invitation] } } },
      },
    ];
    renderPage('/project/3005', mocks, viewerMock(viewerNode('HOMEOWNER')));
    const section = await screen.findByRole('region', { name: 'Invite pros to quote' });
    const suggested = within(section).getByRole('list', { name: 'Suggested pros' });
    expect(within(suggested).getByText('Decks & Fences · serves Oakville')).toBeInTheDocument();
    expect(within(suggested).getByRole('heading', { name: 'Halton Outdoor Builders' })).toBeInTheDocument();
    await user.click(within(suggested).getByRole('button', { name: 'Invite to quote: Halton Outdoor Builders' }));
    expect(await screen.findByText('Halton Outdoor Builders is invited')).toBeInTheDocument();
    // The answer brings the invitations: the pro is marked Invited without asking for the suggestions again.
    expect(await within(suggested).findByText('Invited')).toBeInTheDocument();
    expect(within(section).getByRole('list', { name: 'Pros you invited' })).toHaveTextContent('Halton Outdoor Builders');
  });

  it("invites a completed project's homeowner to review the hire, from the page's own answer", async () => {
    const hire = proposalNode({ id: '12', contractorName: 'Halton Outdoor Builders', contractorProfileId: 'u-halton', status: 'ACCEPTED' });
    const completed = answer(projectNode({ status: 'COMPLETED', proposalCount: 1, viewerCan: ownerCan({ statuses: [] }) }), [hire], { viewerCanReview: true, hire });
    renderPage('/project/3005', [{ request: details(), result: { data: completed }, maxUsageCount: 5 }], viewerMock(viewerNode('HOMEOWNER')));
    expect(await screen.findByRole('link', { name: 'Review Halton Outdoor Builders' })).toHaveAttribute('href', '/project/db-5/review');
  });

  it('shows a visitor the review of a completed project’s hire', async () => {
    const hire = proposalNode({ id: '12', contractorName: 'Halton Outdoor Builders', contractorProfileId: 'u-halton', status: 'ACCEPTED' });
    const review = { __typename: 'Review' as const, id: '31', rating: 4.5, authorName: 'Marcus L.', hidden: null };
    const completed = answer(projectNode({ status: 'COMPLETED', proposalCount: 1 }), [hire], { hireReview: review, hire });
    renderPage('/project/3005', [{ request: details(), result: { data: completed }, maxUsageCount: 5 }], viewerMock(null));
    expect(await screen.findByText(/Marcus L\. rated Halton Outdoor Builders 4\.5 out of 5\./)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Read the review' })).toHaveAttribute('href', '/contractor/u-halton#review-31');
  });

  it('shows the open sample (2001) from the API with Submit Proposal, its stated proposals and no edit controls', async () => {
    const sample = showcaseNode(2001, { title: 'Kitchen and Main-Floor Refresh in a Danforth Semi', location: 'Danforth, Toronto, ON' }, { statedProposalCount: 3 });
    renderPage('/project/2001', [{ request: sampleDetails(2001), result: { data: { showcaseProject: answer(sample).project } } }]);
    expect(await screen.findByRole('heading', { level: 1, name: /Danforth Semi/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Submit Proposal' })).toBeInTheDocument();
    expect(screen.getByText('3 proposals')).toBeInTheDocument();
    expect(screen.getByText(/A sample project: bids are kept on this page only/)).toBeInTheDocument();
    expect(screen.queryByLabelText('Project status')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /delete/i })).not.toBeInTheDocument();
  });

  it('keeps a bid tried on the open sample in page memory, and lets its sender decide on it there', async () => {
    const user = userEvent.setup({ delay: null });
    const sample = showcaseNode(2001, { title: 'Kitchen and Main-Floor Refresh in a Danforth Semi' }, { statedProposalCount: 3 });
    renderPage('/project/2001', [{ request: sampleDetails(2001), result: { data: { showcaseProject: answer(sample).project } } }], viewerMock(null));
    await user.click(await screen.findByRole('button', { name: 'Submit Proposal' }));
    const dialog = await screen.findByRole('dialog');
    await fill(user, within(dialog).getByLabelText(/contractor or company name/i), 'Riverdale Kitchens');
    await fill(user, within(dialog).getByLabelText(/^email/i), 'quotes@riverdalekitchens.ca');
    await user.selectOptions(within(dialog).getByLabelText(/bid amount/i), '$50,000 - $75,000');
    await user.selectOptions(within(dialog).getByLabelText(/^timeline/i), '3 weeks');
    await fill(user, within(dialog).getByLabelText(/your approach/i), 'Engineer the beam first, then cabinets and floors.');
    await fill(user, within(dialog).getByLabelText(/relevant experience/i), '12 years of east-end semis.');
    await user.click(within(dialog).getByRole('button', { name: 'Submit Proposal' }));
    expect(await screen.findByText('This is a sample project, so your proposal is kept on this page only.')).toBeInTheDocument();
    const card = await screen.findByRole('article', { name: 'Proposal from Riverdale Kitchens' });
    expect(screen.getByText('4 proposals')).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: /accept/i }));
    await waitFor(() => expect(within(card).getByRole('button', { name: /accept/i })).toBeDisabled());
  });

  it('forgets the bids tried on a sample once its page is left, and sends nothing', async () => {
    const user = userEvent.setup({ delay: null });
    const sample = showcaseNode(2001, { title: 'Kitchen and Main-Floor Refresh in a Danforth Semi' }, { statedProposalCount: 3 });
    // One answer for the sample: coming back reads it from the cache, and a request for it again would fail the test.
    renderWithApp(null, {
      path: '/project/2001',
      mocks: [viewerMock(null), { request: sampleDetails(2001), result: { data: { showcaseProject: answer(sample).project } } }],
      routes: [
        { path: '/project/:id', element: <><Link to="/elsewhere">Leave the page</Link><ProjectDetailsPage /></> },
        { path: '/elsewhere', element: <Link to="/project/2001">Back to the sample</Link> },
      ],
    });
    await user.click(await screen.findByRole('button', { name: 'Submit Proposal' }));
    const dialog = await screen.findByRole('dialog');
    await fill(user, within(dialog).getByLabelText(/contractor or company name/i), 'Riverdale Kitchens');
    await fill(user, within(dialog).getByLabelText(/^email/i), 'quotes@riverdalekitchens.ca');
    await user.selectOptions(within(dialog).getByLabelText(/bid amount/i), '$50,000 - $75,000');
    await user.selectOptions(within(dialog).getByLabelText(/^timeline/i), '3 weeks');
    await fill(user, within(dialog).getByLabelText(/your approach/i), 'Engineer the beam first, then cabinets and floors.');
    await fill(user, within(dialog).getByLabelText(/relevant experience/i), '12 years of east-end semis.');
    await user.click(within(dialog).getByRole('button', { name: 'Submit Proposal' }));
    const card = await screen.findByRole('article', { name: 'Proposal from Riverdale Kitchens' });
    // A tried bid comes from no account: no rating, conversation or agreement beside it.
    expect(within(card).queryByRole('link', { name: /messages|agreement/i })).not.toBeInTheDocument();
    expect(screen.getByText('4 proposals')).toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'Leave the page' }));
    await user.click(await screen.findByRole('link', { name: 'Back to the sample' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Kitchen and Main-Floor Refresh in a Danforth Semi' })).toBeInTheDocument();
    expect(screen.getByText('3 proposals')).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'Proposal from Riverdale Kitchens' })).not.toBeInTheDocument();
    expect(screen.getByText('No proposals yet')).toBeInTheDocument();
  });

  it('replaces Submit Proposal on a completed sample, and shows who did it and what clients said', async () => {
    const sample = showcaseNode(
      1,
      { title: 'Heat Pump Retrofit in a Leslieville Semi', status: 'COMPLETED', completionDate: '2024-11-08T17:00:00.000Z' },
      { contractorName: 'Northline Mechanical', price: '$14,000 - $19,000', rating: 4.9, reviewCount: 38, testimonials: [{ name: 'Priya S.', rating: 5, comment: 'Quiet, warm and on budget.', date: '2024-11-20' }] },
    );
    renderPage('/project/1', [{ request: sampleDetails(1), result: { data: { showcaseProject: answer(sample).project } } }]);
    expect(await screen.findByText('This project has been completed')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Submit Proposal' })).not.toBeInTheDocument();
    expect(screen.getByText('Northline Mechanical')).toBeInTheDocument();
    expect(screen.getByText(/Quiet, warm and on budget/)).toBeInTheDocument();
    expect(screen.getByText('Completed sample project')).toBeInTheDocument();
    // Finished work, not a post taking bids: no "0 proposals" under its title.
    expect(screen.queryByText(/^\d+ proposals?$/)).not.toBeInTheDocument();
  });

  it('says why a project could not load, keeps the way back, and retries', async () => {
    const user = userEvent.setup({ delay: null });
    renderPage('/project/3005', [{ request: details(), error: new Error('Network down') }, detailsMock()]);
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { level: 2, name: "We couldn't load this project" })).toBeInTheDocument();
    expect(alert).toHaveTextContent('Network down');
    expect(screen.getByRole('button', { name: 'Back to Dashboard' })).toBeInTheDocument();
    await user.click(within(alert).getByRole('button', { name: /try again/i }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Backyard Deck and Interlock Patio in Oakville' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows Project Not Found with a way to the dashboard', async () => {
    renderPage('/project/999', [{ request: sampleDetails(999), result: { data: { showcaseProject: null } } }]);
    expect(await screen.findByRole('heading', { name: 'Project Not Found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Contractor Dashboard' })).toHaveAttribute('href', '/contractor-dashboard');
    expect(screen.queryByRole('button', { name: 'Back to Dashboard' })).not.toBeInTheDocument();
  });

  it('shows Project Not Found when the server has no such project', async () => {
    renderPage('/project/3077', [{ request: details('77'), result: { data: { project: null } } }]);
    expect(await screen.findByRole('heading', { name: 'Project Not Found' })).toBeInTheDocument();
  });
});
