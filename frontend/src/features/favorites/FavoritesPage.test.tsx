import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithApp } from '../../app/testing/renderWithApp';
import { FAVORITES_STORAGE_KEY } from '../../app/providers/FavoritesProvider';
import { MarketplaceProjectsQuery, PROJECTS_PAGE_SIZE, ShowcaseProjectsQuery } from '../../app/marketplace';
import { listedNode, projectNode, sampleNodes } from '../../app/marketplace/testing/fixtures';
import { FavoritesPage } from './FavoritesPage';

const sample = { id: 1, title: 'Modern Kitchen Renovation in Leslieville' };
/** A trade page's sample: saved there, listed here. */
const tradeSample = { id: 101, title: 'Commercial Office Fit-Out in Liberty Village' };
const POSTED_ID = 3005;
const request = { query: MarketplaceProjectsQuery, variables: { first: PROJECTS_PAGE_SIZE } };
const pageMock = () => ({
  request,
  result: {
    data: {
      projects: { __typename: 'ProjectConnection' as const, totalCount: 1, pageInfo: { __typename: 'PageInfo' as const, hasNextPage: false, endCursor: null }, nodes: [listedNode(projectNode())] },
    },
  },
});
const failedMock = () => ({ request, error: new Error('Network down') });
const samplesMock = () => ({ request: { query: ShowcaseProjectsQuery }, result: { data: { projects: { __typename: 'ProjectConnection' as const, nodes: sampleNodes() } } } });

const save = (ids: number[]) => localStorage.setItem(FAVORITES_STORAGE_KEY, JSON.stringify(ids));
const cardTitles = () => within(screen.getByTestId('project-grid')).getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);

beforeEach(() => localStorage.clear());

it('shows the placeholder, then the saved projects, samples and posted ones', async () => {
  save([sample.id, POSTED_ID, tradeSample.id]);
  renderWithApp(<FavoritesPage />, { path: '/favorites', mocks: [pageMock(), samplesMock()] });
  expect(screen.getByText('Loading your favorites...')).toBeInTheDocument();
  expect(await screen.findByTestId('project-grid')).toBeInTheDocument();
  expect(cardTitles()).toEqual([sample.title, 'Backyard Deck and Interlock Patio in Oakville', tradeSample.title]);
  expect(screen.getByTestId('favorites-count')).toHaveTextContent('3 saved projects');
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

it('invites the visitor to browse when nothing is saved', async () => {
  renderWithApp(<FavoritesPage />, { path: '/favorites', mocks: [pageMock(), samplesMock()] });
  expect(await screen.findByRole('heading', { level: 2, name: 'No favorites yet' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Browse Projects' })).toHaveAttribute('href', '/projects');
  expect(screen.getByTestId('favorites-count')).toHaveTextContent('0 saved projects');
});

it('still lists the saved samples under the failure, and retries', async () => {
  const user = userEvent.setup({ delay: null });
  save([sample.id, POSTED_ID]);
  renderWithApp(<FavoritesPage />, { path: '/favorites', mocks: [failedMock(), samplesMock(), pageMock()] });
  const alert = await screen.findByRole('alert');
  expect(within(alert).getByRole('heading', { level: 2, name: 'Failed to fetch projects' })).toBeInTheDocument();
  expect(alert).toHaveTextContent('Saved projects posted by homeowners could not be loaded.');
  expect(await screen.findByTestId('project-grid')).toBeInTheDocument();
  expect(cardTitles()).toEqual([sample.title]);

  await user.click(within(alert).getByRole('button', { name: /try again/i }));
  expect(await screen.findByRole('heading', { level: 2, name: 'Backyard Deck and Interlock Patio in Oakville' })).toBeInTheDocument();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});
