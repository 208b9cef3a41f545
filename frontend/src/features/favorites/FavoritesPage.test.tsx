import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithApp } from '../../app/testing/renderWithApp';
import { FAVORITES_STORAGE_KEY } from '../../app/providers/FavoritesProvider';
import { builtInProjects, MarketplaceProjectsQuery, PROJECTS_PAGE_SIZE } from '../../app/marketplace';
import { projectNode } from '../../app/marketplace/testing/fixtures';
import { FavoritesPage } from './FavoritesPage';

const sample = builtInProjects('portfolio').find((project) => project.status === 'completed')!;
const POSTED_ID = 3005;
const request = { query: MarketplaceProjectsQuery, variables: { first: PROJECTS_PAGE_SIZE } };
const pageMock = () => ({
  request,
  result: {
    data: {
      projects: { __typename: 'ProjectConnection' as const, totalCount: 1, pageInfo: { __typename: 'PageInfo' as const, hasNextPage: false, endCursor: null }, nodes: [projectNode()] },
    },
  },
});
const failedMock = () => ({ request, error: new Error('Network down') });

const save = (ids: number[]) => localStorage.setItem(FAVORITES_STORAGE_KEY, JSON.stringify(ids));
const cardTitles = () => within(screen.getByTestId('project-grid')).getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);

beforeEach(() => localStorage.clear());

it('shows the placeholder, then the saved projects, samples and posted ones', async () => {
  save([sample.id, POSTED_ID]);
  renderWithApp(<FavoritesPage />, { path: '/favorites', mocks: [pageMock()] });
  expect(screen.getByText('Loading your favorites...')).toBeInTheDocument();
  expect(await screen.findByTestId('project-grid')).toBeInTheDocument();
  expect(cardTitles()).toEqual([sample.title, 'Backyard Deck and Interlock Patio in Oakville']);
  expect(screen.getByTestId('favorites-count')).toHaveTextContent('2 saved projects');
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

it('invites the visitor to browse when nothing is saved', async () => {
  renderWithApp(<FavoritesPage />, { path: '/favorites', mocks: [pageMock()] });
  expect(await screen.findByRole('heading', { level: 2, name: 'No favorites yet' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Browse Projects' })).toHaveAttribute('href', '/projects');
  expect(screen.getByTestId('favorites-count')).toHaveTextContent('0 saved projects');
});

it('still lists the saved samples under the failure, and retries', async () => {
  const user = userEvent.setup({ delay: null });
  save([sample.id, POSTED_ID]);
  renderWithApp(<FavoritesPage />, { path: '/favorites', mocks: [failedMock(), pageMock()] });
  const alert = await screen.findByRole('alert');
  expect(within(alert).getByRole('heading', { level: 2, name: 'Failed to fetch projects' })).toBeInTheDocument();
  expect(alert).toHaveTextContent('Saved projects posted by homeowners could not be loaded.');
  expect(cardTitles()).toEqual([sample.title]);

  await user.click(within(alert).getByRole('button', { name: /try again/i }));
  expect(await screen.findByRole('heading', { level: 2, name: 'Backyard Deck and Interlock Patio in Oakville' })).toBeInTheDocument();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});
