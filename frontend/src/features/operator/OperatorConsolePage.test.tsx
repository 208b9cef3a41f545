import { toaster } from '@marketplace/design-system';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithApp } from '../../app/testing/renderWithApp';
import { axe } from '../../test/axe';
import { viewerMock, viewerNode } from '../../app/session/testing';
import OperatorConsolePage, { STAFF_ONLY } from './OperatorConsolePage';
import { ContactMessagesQuery } from './operations';
import { overviewMock, queueMock, reviewItem } from './testing';

beforeEach(() => toaster.remove());

/** Stands in for the developer portal's partners tab, which the route table passes to the console. */
function PartnersTab() {
  return <p>Applications for API access</p>;
}

it('asks a visitor to sign in and come back to the console', async () => {
  const { container } = renderWithApp(<OperatorConsolePage PartnersTab={PartnersTab} />, { path: '/operator', mocks: [viewerMock(null)] });
  expect(await screen.findByRole('heading', { name: 'Sign in to open the console' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/sign-in?next=%2Foperator');
  expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
  expect(await axe(container)).toHaveNoViolations();
});

it('tells a signed-in homeowner or contractor that the page is for staff', async () => {
  for (const role of ['HOMEOWNER', 'CONTRACTOR'] as const) {
    const { unmount } = renderWithApp(<OperatorConsolePage PartnersTab={PartnersTab} />, { path: '/operator', mocks: [viewerMock(viewerNode(role))] });
    expect(await screen.findByRole('heading', { name: STAFF_ONLY })).toBeInTheDocument();
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
    unmount();
  }
});

it('shows an operator the counts, the overdue line and the review queue first', async () => {
  const { container } = renderWithApp(<OperatorConsolePage PartnersTab={PartnersTab} />, {
    path: '/operator',
    mocks: [viewerMock(viewerNode('OPERATOR')), overviewMock({ inReview: 4, overdue: 2, unhandledMessages: 3 }), queueMock([reviewItem()], { totalCount: 4 })],
  });
  expect(await screen.findByText('2 posts waiting over 24 hours')).toBeInTheDocument();
  expect(screen.getByRole('group', { name: 'Waiting for review: 4' })).toBeInTheDocument();
  expect(screen.getByRole('group', { name: 'Over 24 hours: 2' })).toBeInTheDocument();
  expect(screen.getByRole('group', { name: 'Messages waiting: 3' })).toBeInTheDocument();
  const tabs = screen.getByRole('tablist', { name: 'Console sections' });
  expect(within(tabs).getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Review queue4', 'Credentials', 'Messages3', 'Disputes', 'API partners', 'API keys', 'Accounts', 'Audit log', 'Speed', 'Backups']);
  expect(await screen.findByRole('article', { name: 'Basement Waterproofing in East York' })).toBeInTheDocument();
  expect(screen.getByText('Showing 1 of 4 posts')).toBeInTheDocument();
  expect(await axe(container)).toHaveNoViolations();
});

it('shows the API partners tab it is given', async () => {
  renderWithApp(<OperatorConsolePage PartnersTab={PartnersTab} />, { path: '/operator?tab=partners', mocks: [viewerMock(viewerNode('OPERATOR')), overviewMock()] });
  expect(await screen.findByText('Applications for API access')).toBeInTheDocument();
  expect(screen.getByRole('tab', { name: 'API partners' })).toHaveAttribute('aria-selected', 'true');
});

it('opens the Messages tab from the URL and lists the inbox', async () => {
  const user = userEvent.setup({ delay: null });
  const message = {
    __typename: 'ContactMessage' as const,
    id: '12',
    name: 'Hannah Goldberg',
    email: 'hannah.goldberg@example.ca',
    phone: '416-555-0188',
    subject: 'Permit question for a deck in North York',
    message: 'Do contractors on the site handle the City of Toronto building permit for a raised deck?',
    createdAt: '2030-03-04T15:30:00.000Z',
    handledAt: null,
  };
  renderWithApp(<OperatorConsolePage PartnersTab={PartnersTab} />, {
    path: '/operator?tab=messages',
    mocks: [
      viewerMock(viewerNode('OPERATOR')),
      overviewMock(),
      { request: { query: ContactMessagesQuery, variables: { first: 20, unhandledOnly: true } }, result: { data: { contactMessages: [message] } } },
      { request: { query: ContactMessagesQuery, variables: { first: 20, unhandledOnly: false } }, result: { data: { contactMessages: [{ ...message, id: '11', subject: 'Thank you', handledAt: '2030-03-02T12:00:00.000Z' }, message] } } },
    ],
  });
  expect(await screen.findByRole('article', { name: 'Permit question for a deck in North York' })).toBeInTheDocument();
  expect(screen.getByRole('tab', { name: /Messages/ })).toHaveAttribute('aria-selected', 'true');
  expect(screen.getByText('Waiting')).toBeInTheDocument();
  const filter = screen.getByRole('button', { name: 'Waiting only' });
  expect(filter).toHaveAttribute('aria-pressed', 'true');
  await user.click(filter);
  expect(await screen.findByRole('article', { name: 'Thank you' })).toBeInTheDocument();
  await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(2));
  expect(screen.getByRole('button', { name: 'Reopen' })).toBeInTheDocument();
});
