import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithApp } from '../../app/testing/renderWithApp';
import { axe } from '../../test/axe';
import { CONFIRM_POST_NOTICE, MyProjectsPage, PENDING_DETAILS_NOTICE, POSTED_NOTICE, WAITING_POST_TEXT } from './MyProjectsPage';
import { ConfirmProjectMutation } from './accountSettingsOperations';
import { MyProjectsQuery, ReviseProjectMutation } from './operations';
import { RESUBMITTED_TOAST } from './ReviseProjectDialog';
import { viewerMock, viewerNode } from '../../app/session/testing';

/** What the server says the owner may do from the post's state (ProjectPermissions' review steps). */
const permissionsFor = (visibility: string) => ({
  __typename: 'ProjectPermissions' as const,
  confirmForReview: visibility === 'UNCONFIRMED',
  resubmitForReview: visibility === 'CHANGES_REQUESTED',
});

const project = (overrides: { visibility?: string } & Record<string, unknown> = {}) => ({
  viewerCan: permissionsFor(overrides.visibility ?? 'PUBLISHED'),
  __typename: 'Project' as const,
  id: '5',
  title: 'Backyard Deck and Interlock Patio in Oakville',
  description: 'Replace a rotten 4 x 5 m deck and lay an interlock patio beside it.',
  category: 'Decks & Patios',
  budget: '$10,000 - $25,000',
  timeline: 'Within 3 months',
  location: 'Oakville, ON',
  review: null,
  status: 'OPEN' as const,
  hired: false,
  visibility: 'PUBLISHED' as const,
  postedDate: '2030-03-01T14:00:00.000Z',
  proposalCount: 2,
  ...overrides,
});

/** The list's answer: the projects, and the details waiting under the viewer's address (none by default). */
const listMock = (list: object[], pendingDetails: object | null = null, agreements: object[] = []) => ({
  request: { query: MyProjectsQuery },
  result: { data: { viewer: { __typename: 'Viewer', id: 'u-home', pendingDetails }, myProjects: list, myAgreements: agreements } },
  maxUsageCount: 5,
});

it('lists the viewer\'s projects with status, visibility, date, proposals and a link to each', async () => {
  const { container } = renderWithApp(<MyProjectsPage />, {
    path: '/my-projects?posted=7',
    mocks: [
      viewerMock(viewerNode('HOMEOWNER')),
      listMock([project({ id: '7', title: 'Basement Finishing in Leslieville', visibility: 'PUBLISHED', proposalCount: 0, hired: true }), project({ visibility: 'UNCONFIRMED', proposalCount: 1 })], null, [
        {
          __typename: 'Agreement',
          id: '40',
          projectId: '7',
          status: 'IN_FORCE',
          ledger: { __typename: 'JobLedger', outstandingCents: 610_200 },
          nextDue: {
            __typename: 'Invoice',
            id: '9',
            number: 'INV-0002',
            payableNowCents: 610_200,
            paidCents: 0,
            clock: { __typename: 'PaymentClock', state: 'DUE', label: 'due in 12 days' },
          },
        },
      ]),
    ],
  });
  expect(await screen.findByText(POSTED_NOTICE)).toBeInTheDocument();
  const list = screen.getByRole('list', { name: 'Your projects' });
  const rows = within(list).getAllByRole('listitem');
  expect(rows).toHaveLength(2);
  expect(within(rows[0]).getByRole('link', { name: 'Basement Finishing in Leslieville' })).toHaveAttribute('href', '/project/3007');
  expect(within(rows[0]).getByText('Published')).toBeInTheDocument();
  expect(within(rows[0]).getByText('0 proposals')).toBeInTheDocument();
  // Hired: still open until work starts, but it takes no more bids.
  expect(within(rows[0]).getByText('Contractor Hired')).toBeInTheDocument();
  expect(within(rows[0]).queryByText('Open for Bids')).not.toBeInTheDocument();
  // The written agreement with the contractor hired, where it stands.
  expect(within(rows[0]).getByRole('link', { name: 'Written agreement' })).toHaveAttribute('href', '/agreements/40');
  expect(within(rows[0]).getByText('In force')).toBeInTheDocument();
  // What the homeowner owes next on it, linked to the agreement's invoices.
  expect(within(rows[0]).getByRole('link', { name: 'Next to pay: INV-0002, $6,102.00 payable now' })).toHaveAttribute('href', '/agreements/40#invoices-and-payments');
  expect(within(rows[0]).getByText('due in 12 days')).toBeInTheDocument();
  expect(within(rows[1]).queryByRole('link', { name: 'Written agreement' })).not.toBeInTheDocument();
  expect(within(rows[1]).getByText('Waiting for your confirmation')).toBeInTheDocument();
  expect(within(rows[1]).getByText('Open for Bids')).toBeInTheDocument();
  expect(within(rows[1]).getByText('1 proposal')).toBeInTheDocument();
  expect(within(rows[1]).getByText(/Posted Mar 1, 2030/)).toBeInTheDocument();
  expect(await axe(container)).toHaveNoViolations();
});

it('invites a signed-out visitor to sign in and come back', async () => {
  const { container } = renderWithApp(<MyProjectsPage />, { path: '/my-projects', mocks: [viewerMock(null)] });
  expect(await screen.findByRole('heading', { name: 'Sign in to see your projects' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/sign-in?next=%2Fmy-projects');
  expect(await axe(container)).toHaveNoViolations();
});

it('suggests posting a first project when there are none', async () => {
  renderWithApp(<MyProjectsPage />, { path: '/my-projects', mocks: [viewerMock(viewerNode('HOMEOWNER')), listMock([])] });
  expect(await screen.findByRole('heading', { name: "You haven't posted a project yet" })).toBeInTheDocument();
  expect(screen.getAllByRole('link', { name: /Post a project/ }).every((link) => link.getAttribute('href') === '/post-project')).toBe(true);
});

it('offers a retry when the list cannot load', async () => {
  renderWithApp(<MyProjectsPage />, {
    path: '/my-projects',
    mocks: [viewerMock(viewerNode('HOMEOWNER')), { request: { query: MyProjectsQuery }, error: new Error('Network down') }],
  });
  expect(await screen.findByText("We couldn't load your projects")).toBeInTheDocument();
  expect(screen.getByRole('button', { name: /try again/i })).toBeInTheDocument();
});

it('shows the review team\'s request and resubmits the edited post', async () => {
  const user = userEvent.setup({ delay: null });
  const sentBack = project({ id: '9', visibility: 'CHANGES_REQUESTED', review: { __typename: 'ProjectReview', note: 'Please give the deck size in metres.' } });
  const input = {
    title: 'Cedar deck, 4 x 5 m, and interlock patio in Oakville',
    description: sentBack.description,
    category: sentBack.category,
    budget: sentBack.budget,
    timeline: sentBack.timeline,
    location: sentBack.location,
  };
  const { container } = renderWithApp(<MyProjectsPage />, {
    path: '/my-projects',
    mocks: [
      viewerMock(viewerNode('HOMEOWNER')),
      listMock([sentBack, project({ id: '10', visibility: 'IN_REVIEW' })]),
      {
        request: { query: ReviseProjectMutation, variables: { id: '9', input } },
        result: { data: { reviseProject: { ...sentBack, ...input, visibility: 'IN_REVIEW', viewerCan: permissionsFor('IN_REVIEW') } } },
      },
    ],
  });
  const rows = within(await screen.findByRole('list', { name: 'Your projects' })).getAllByRole('listitem');
  expect(within(rows[0]).getByText('Changes requested by our review team')).toBeInTheDocument();
  expect(within(rows[0]).getByText(/Please give the deck size in metres\./)).toBeInTheDocument();
  expect(within(rows[1]).getByText('In review: published within 24 hours')).toBeInTheDocument();
  expect(within(rows[1]).queryByRole('button', { name: /Edit and resubmit/ })).not.toBeInTheDocument();
  expect(await axe(container)).toHaveNoViolations();

  await user.click(within(rows[0]).getByRole('button', { name: /Edit and resubmit/ }));
  const title = await screen.findByRole('textbox', { name: /Project Title/ });
  await user.clear(title);
  await user.click(screen.getByRole('button', { name: 'Resubmit for review' }));
  expect(await screen.findByText('Project title is required')).toBeInTheDocument();
  await user.type(title, input.title);
  await user.click(screen.getByRole('button', { name: 'Resubmit for review' }));
  expect(await screen.findByText(RESUBMITTED_TOAST.title, {}, { timeout: 5000 })).toBeInTheDocument();
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
});

it('shows a post waiting under the address with Confirm and Discard; confirming sends it for review', async () => {
  const user = userEvent.setup({ delay: null });
  const waiting = project({ id: '7', title: 'Porch rebuild in Riverdale', visibility: 'UNCONFIRMED', proposalCount: 0 });
  const { container } = renderWithApp(<MyProjectsPage />, {
    path: '/my-projects?posted=7',
    mocks: [
      viewerMock(viewerNode('HOMEOWNER')),
      listMock([waiting], { __typename: 'PendingAccountDetails', requestedAt: '2030-03-01T14:00:00.000Z' }),
      {
        request: { query: ConfirmProjectMutation, variables: { id: '7' } },
        result: { data: { confirmProject: { ...waiting, visibility: 'IN_REVIEW', viewerCan: permissionsFor('IN_REVIEW') } } },
      },
    ],
  });
  expect(await screen.findByText(CONFIRM_POST_NOTICE)).toBeInTheDocument();
  expect(await screen.findByText(PENDING_DETAILS_NOTICE, { exact: false })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Review them in Account settings' })).toHaveAttribute('href', '/account');
  const row = within(screen.getByRole('list', { name: 'Your projects' })).getByRole('listitem');
  expect(within(row).getByText('Waiting for your confirmation')).toBeInTheDocument();
  expect(within(row).getByRole('button', { name: 'Discard "Porch rebuild in Riverdale"' })).toBeInTheDocument();
  expect(await axe(container)).toHaveNoViolations();
  await user.click(within(row).getByRole('button', { name: WAITING_POST_TEXT.confirm }));
  expect(await screen.findByText(POSTED_NOTICE)).toBeInTheDocument();
  expect(await within(row).findByText('In review: published within 24 hours')).toBeInTheDocument();
  expect(within(row).queryByRole('button', { name: WAITING_POST_TEXT.confirm })).not.toBeInTheDocument();
});
