import { REVIEW_MESSAGES } from '@marketplace/shared';
import { toaster } from '@marketplace/design-system';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithApp } from '../../app/testing/renderWithApp';
import { axe } from '../../test/axe';
import { ApproveProjectMutation, RequestProjectChangesMutation, ReviewQueueQuery } from './operations';
import { QUEUE_EMPTY, REVIEW_PAGE_SIZE, ReviewQueueTab } from './ReviewQueueTab';
import { overviewMock, queueMock, reviewItem } from './testing';

beforeEach(() => toaster.remove());

const overdue = reviewItem({ flags: ['LINKS', 'REPEATED_EMAIL', 'REPEATED_ADDRESS', 'BLOCKED_WORDS'] });
const fresh = reviewItem({
  waitingHours: 3,
  overdue: false,
  homeownerEmail: 'tom.nguyen@example.ca',
  project: { id: '42', title: 'Kitchen Backsplash Tiling in Mississauga', category: 'Tiling', location: 'Port Credit, Mississauga, ON', budget: '$2,500 - $4,000', homeowner: 'Tom Nguyen' },
});

it('lists each post with its age, the over-24-hour warning and readable spam flags', async () => {
  const { container } = renderWithApp(<ReviewQueueTab />, { mocks: [queueMock([overdue, fresh])] });
  const first = await screen.findByRole('article', { name: 'Basement Waterproofing in East York' });
  const card = within(first);
  expect(card.getByText('Waiting 30 h')).toBeInTheDocument();
  expect(card.getByText('Over 24 h')).toBeInTheDocument();
  for (const label of ['Contains a link', 'Many posts from this e-mail', 'Many posts from this network', 'Flagged words']) expect(card.getByText(label)).toBeInTheDocument();
  expect(card.getByText('General Contracting')).toBeInTheDocument();
  expect(card.getByText('East York, Toronto, ON')).toBeInTheDocument();
  expect(card.getByText('$12,000 - $18,000')).toBeInTheDocument();
  expect(card.getByRole('link', { name: 'priya.shah@example.ca' })).toHaveAttribute('href', 'mailto:priya.shah@example.ca');
  expect(card.getByText(/interior weeping tile/)).toBeInTheDocument();

  const second = within(screen.getByRole('article', { name: 'Kitchen Backsplash Tiling in Mississauga' }));
  expect(second.getByText('Waiting 3 h')).toBeInTheDocument();
  expect(second.queryByText('Over 24 h')).not.toBeInTheDocument();
  expect(await axe(container)).toHaveNoViolations();
});

it('approves a post: it leaves the list and a toast confirms', async () => {
  const user = userEvent.setup({ delay: null });
  renderWithApp(<ReviewQueueTab />, {
    mocks: [
      queueMock([overdue, fresh]),
      { request: { query: ApproveProjectMutation, variables: { id: '41' } }, result: { data: { approveProject: { __typename: 'Project', id: '41', visibility: 'PUBLISHED' } } } },
      overviewMock({ inReview: 1, overdue: 0 }),
    ],
  });
  const card = await screen.findByRole('article', { name: 'Basement Waterproofing in East York' });
  await user.click(within(card).getByRole('button', { name: 'Approve' }));
  expect(await screen.findByText('Post approved')).toBeInTheDocument();
  await waitFor(() => expect(screen.queryByRole('article', { name: 'Basement Waterproofing in East York' })).not.toBeInTheDocument());
  expect(screen.getByRole('article', { name: 'Kitchen Backsplash Tiling in Mississauga' })).toBeInTheDocument();
  expect(screen.getByText('Showing 1 of 1 post')).toBeInTheDocument();
});

it('asks for changes only with a message, then sends it', async () => {
  const user = userEvent.setup({ delay: null });
  const message = 'Please add the approximate length of the north wall.';
  renderWithApp(<ReviewQueueTab />, {
    mocks: [
      queueMock([overdue]),
      { request: { query: RequestProjectChangesMutation, variables: { id: '41', message } }, result: { data: { requestProjectChanges: { __typename: 'Project', id: '41', visibility: 'CHANGES_REQUESTED' } } } },
      overviewMock(),
    ],
  });
  const card = await screen.findByRole('article', { name: 'Basement Waterproofing in East York' });
  await user.click(within(card).getByRole('button', { name: 'Ask for changes' }));
  const dialog = await screen.findByRole('dialog', { name: 'Ask for changes' });
  await user.click(within(dialog).getByRole('button', { name: 'Send request' }));
  expect(await within(dialog).findByText(REVIEW_MESSAGES.message)).toBeInTheDocument();
  await user.type(within(dialog).getByRole('textbox', { name: /What should the homeowner change/ }), message);
  await user.click(within(dialog).getByRole('button', { name: 'Send request' }));
  expect(await screen.findByText('Changes requested')).toBeInTheDocument();
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(await screen.findByText(QUEUE_EMPTY)).toBeInTheDocument();
});

it('requires a reason to reject', async () => {
  const user = userEvent.setup({ delay: null });
  renderWithApp(<ReviewQueueTab />, { mocks: [queueMock([overdue])] });
  const card = await screen.findByRole('article', { name: 'Basement Waterproofing in East York' });
  await user.click(within(card).getByRole('button', { name: 'Reject' }));
  const dialog = await screen.findByRole('dialog', { name: 'Reject this post' });
  await user.click(within(dialog).getByRole('button', { name: 'Reject post' }));
  expect(await within(dialog).findByText(REVIEW_MESSAGES.reason)).toBeInTheDocument();
});

it('loads the next page with the cursor', async () => {
  const user = userEvent.setup({ delay: null });
  renderWithApp(<ReviewQueueTab />, { mocks: [queueMock([overdue], { nextCursor: 'c1', totalCount: 2 }), queueMock([fresh], { after: 'c1', totalCount: 2 })] });
  await screen.findByRole('article', { name: 'Basement Waterproofing in East York' });
  expect(screen.getByText('Showing 1 of 2 posts')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Load more' }));
  expect(await screen.findByRole('article', { name: 'Kitchen Backsplash Tiling in Mississauga' })).toBeInTheDocument();
  expect(screen.getByText('Showing 2 of 2 posts')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
});

it('shows the empty and error states', async () => {
  const { unmount } = renderWithApp(<ReviewQueueTab />, { mocks: [queueMock([])] });
  expect(await screen.findByText(QUEUE_EMPTY)).toBeInTheDocument();
  unmount();
  renderWithApp(<ReviewQueueTab />, { mocks: [{ request: { query: ReviewQueueQuery, variables: { first: REVIEW_PAGE_SIZE } }, error: new Error('Network down') }] });
  expect(await screen.findByText("We couldn't load the review queue")).toBeInTheDocument();
  expect(screen.getByRole('button', { name: /try again/i })).toBeInTheDocument();
});
