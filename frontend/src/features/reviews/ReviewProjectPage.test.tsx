import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithApp } from '../../app/testing/renderWithApp';
import { viewerMock, viewerNode } from '../../app/session/testing';
import { ReviewProjectQuery } from './operations';
import { ReviewProjectPage } from './ReviewProjectPage';

const ROUTE = '/project/:id/review';
const request = { query: ReviewProjectQuery, variables: { id: '5' } };
const projectMock = {
  request,
  result: {
    data: {
      project: {
        __typename: 'Project' as const,
        id: '5',
        title: 'Backyard Deck and Interlock Patio in Oakville',
        status: 'COMPLETED' as const,
        location: 'Oakville, ON',
        viewerCanReview: false,
        hireReview: null,
        hire: { __typename: 'Proposal' as const, id: '11', contractorName: 'Lakeshore Decks Inc.', contractorProfileId: 'u-pro' },
      },
    },
  },
  maxUsageCount: 5,
};

it('shows a placeholder, then asks a visitor to sign in to review the hired contractor', async () => {
  renderWithApp(<ReviewProjectPage />, { path: '/project/3005/review', routePath: ROUTE, mocks: [viewerMock(null), projectMock] });
  expect(screen.getByRole('status')).toHaveTextContent('Loading your project...');
  expect(await screen.findByRole('heading', { level: 1, name: 'Review Lakeshore Decks Inc.' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Sign in to write your review' })).toHaveAttribute('href', `/sign-in?next=${encodeURIComponent('/project/3005/review')}`);
});

it('gives the homeowner who hired the contractor the review form', async () => {
  const reviewable = { ...projectMock, result: { data: { project: { ...projectMock.result.data.project, viewerCanReview: true } } } };
  renderWithApp(<ReviewProjectPage />, { path: '/project/3005/review', routePath: ROUTE, mocks: [viewerMock(viewerNode('HOMEOWNER')), reviewable] });
  const form = await screen.findByRole('form', { name: 'Review of Lakeshore Decks Inc.' });
  expect(within(form).getByRole('button', { name: 'Post review' })).toBeInTheDocument();
});

it('shows a failure with a retry when the project cannot load', async () => {
  const user = userEvent.setup({ delay: null });
  renderWithApp(<ReviewProjectPage />, {
    path: '/project/3005/review',
    routePath: ROUTE,
    mocks: [viewerMock(viewerNode('HOMEOWNER')), { request, error: new Error('Network down') }, projectMock],
  });
  const alert = await screen.findByRole('alert');
  expect(within(alert).getByRole('heading', { level: 2, name: "We couldn't load this project" })).toBeInTheDocument();
  expect(alert).toHaveTextContent('Please check your connection and try again.');
  await user.click(within(alert).getByRole('button', { name: /try again/i }));
  expect(await screen.findByRole('heading', { level: 1, name: 'Review Lakeshore Decks Inc.' })).toBeInTheDocument();
  expect(screen.getByText('Only the homeowner who hired this contractor through GTA Home Pros can review them.')).toBeInTheDocument();
});

it('says Project not found for a project the server does not have, or a link that names none', async () => {
  const { unmount } = renderWithApp(<ReviewProjectPage />, {
    path: '/project/3005/review',
    routePath: ROUTE,
    mocks: [viewerMock(viewerNode('HOMEOWNER')), { request, result: { data: { project: null } } }],
  });
  expect(await screen.findByRole('heading', { level: 2, name: 'Project not found' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 1, name: 'Review your contractor' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'My projects' })).toHaveAttribute('href', '/my-projects');
  unmount();

  renderWithApp(<ReviewProjectPage />, { path: '/project/12/review', routePath: ROUTE, mocks: [viewerMock(viewerNode('HOMEOWNER'))] });
  expect(await screen.findByRole('heading', { level: 2, name: 'Project not found' })).toBeInTheDocument();
});
