import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithApp } from '../../app/testing/renderWithApp';
import { builtInProjects, MarketplaceProjectsQuery, PROJECTS_PAGE_SIZE } from '../../app/marketplace';
import { projectNode } from '../../app/marketplace/testing/fixtures';
import { OurProjectsPage } from './OurProjectsPage';

const SAMPLES = builtInProjects('portfolio').length;
const request = { query: MarketplaceProjectsQuery, variables: { first: PROJECTS_PAGE_SIZE } };
const pageMock = (nodes = [projectNode()]) => ({
  request,
  result: {
    data: {
      projects: { __typename: 'ProjectConnection' as const, totalCount: nodes.length, pageInfo: { __typename: 'PageInfo' as const, hasNextPage: false, endCursor: null }, nodes },
    },
  },
});
const failedMock = () => ({ request, error: new Error('Network down') });

it('shows the placeholder, then the posted projects among the finished work', async () => {
  renderWithApp(<OurProjectsPage />, { path: '/projects', mocks: [pageMock()] });
  expect(screen.getByRole('status')).toHaveTextContent('Loading projects...');
  expect(await screen.findByText(`Showing ${SAMPLES + 1} projects`)).toBeInTheDocument();
  expect(within(screen.getByTestId('project-grid')).getByRole('heading', { level: 2, name: 'Backyard Deck and Interlock Patio in Oakville' })).toBeInTheDocument();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

it('still lists the finished work under the failure, and retries', async () => {
  const user = userEvent.setup({ delay: null });
  renderWithApp(<OurProjectsPage />, { path: '/projects', mocks: [failedMock(), pageMock()] });
  const alert = await screen.findByRole('alert');
  expect(within(alert).getByRole('heading', { level: 2, name: 'Failed to fetch projects' })).toBeInTheDocument();
  expect(alert).toHaveTextContent('Newly posted projects could not be loaded. Our finished work is still shown below.');
  expect(screen.getByText(`Showing ${SAMPLES} projects`)).toBeInTheDocument();
  expect(within(screen.getByTestId('project-grid')).getAllByRole('listitem')).toHaveLength(SAMPLES);

  await user.click(within(alert).getByRole('button', { name: /try again/i }));
  expect(await screen.findByText(`Showing ${SAMPLES + 1} projects`)).toBeInTheDocument();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});
