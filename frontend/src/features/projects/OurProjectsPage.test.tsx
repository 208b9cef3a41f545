import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithApp } from '../../app/testing/renderWithApp';
import { MarketplaceProjectsQuery, PROJECTS_PAGE_SIZE, PortfolioSamplesQuery } from '../../app/marketplace';
import { listedNode, projectNode, sampleNodes } from '../../app/marketplace/testing/fixtures';
import { OurProjectsPage } from './OurProjectsPage';

const request = { query: MarketplaceProjectsQuery, variables: { first: PROJECTS_PAGE_SIZE } };
const pageMock = (nodes = [projectNode()]) => ({
  request,
  result: {
    data: {
      projects: { __typename: 'ProjectConnection' as const, totalCount: nodes.length, pageInfo: { __typename: 'PageInfo' as const, hasNextPage: false, endCursor: null }, nodes: nodes.map(listedNode) },
    },
  },
});
const failedMock = () => ({ request, error: new Error('Network down') });
const samplesMock = () => ({ request: { query: PortfolioSamplesQuery }, result: { data: { projects: { __typename: 'ProjectConnection' as const, nodes: sampleNodes() } } } });
const cardTitles = () => within(screen.getByTestId('project-grid')).getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);

/** The portfolio's samples: the open ones and the 12 core finished ones, not the trade pages' (101). */
const PORTFOLIO_SAMPLES = 4;

it('shows the placeholder, then the posted projects and open samples newest first, then the finished work', async () => {
  renderWithApp(<OurProjectsPage />, { path: '/projects', mocks: [pageMock(), samplesMock()] });
  expect(screen.getByRole('status')).toHaveTextContent('Loading projects...');
  expect(await screen.findByText(`Showing ${PORTFOLIO_SAMPLES + 1} projects`)).toBeInTheDocument();
  expect(cardTitles()).toEqual([
    'Backyard Deck and Interlock Patio in Oakville',
    'Kitchen and Main-Floor Refresh in a Danforth Semi',
    'Move-Out Clean of a Two-Bedroom Condo',
    'Modern Kitchen Renovation in Leslieville',
    'Basement Apartment in East York',
  ]);
  const grid = screen.getByTestId('project-grid');
  expect(within(grid).getByRole('link', { name: 'Backyard Deck and Interlock Patio in Oakville' })).toHaveAttribute('href', '/project/3005');
  expect(within(grid).getByRole('link', { name: 'Kitchen and Main-Floor Refresh in a Danforth Semi' })).toHaveAttribute('href', '/project/2001');
  const finished = within(grid).getByRole('article', { name: 'Modern Kitchen Renovation in Leslieville' });
  expect(within(finished).getByRole('link', { name: 'Modern Kitchen Renovation in Leslieville' })).toHaveAttribute('href', '/project/1');
  expect(finished).toHaveTextContent('Northline Mechanical');
  expect(finished).toHaveTextContent('$45,000 - $55,000');
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

it('still lists the finished work under the failure, and retries', async () => {
  const user = userEvent.setup({ delay: null });
  renderWithApp(<OurProjectsPage />, { path: '/projects', mocks: [failedMock(), samplesMock(), pageMock()] });
  const alert = await screen.findByRole('alert');
  expect(within(alert).getByRole('heading', { level: 2, name: 'Failed to fetch projects' })).toBeInTheDocument();
  expect(alert).toHaveTextContent('Newly posted projects could not be loaded. Our finished work is still shown below.');
  expect(await screen.findByText(`Showing ${PORTFOLIO_SAMPLES} projects`)).toBeInTheDocument();
  expect(within(screen.getByTestId('project-grid')).getAllByRole('listitem')).toHaveLength(PORTFOLIO_SAMPLES);

  await user.click(within(alert).getByRole('button', { name: /try again/i }));
  expect(await screen.findByText(`Showing ${PORTFOLIO_SAMPLES + 1} projects`)).toBeInTheDocument();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});
