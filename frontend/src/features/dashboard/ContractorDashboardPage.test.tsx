import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { projectNode, renderWithProviders } from '../marketplace/testing/renderWithProviders';
import { MarketplaceProjectsQuery, UpdateProjectMutation } from '../marketplace/operations';
import { builtInProjects } from '../marketplace';
import ContractorDashboardPage from './ContractorDashboardPage';
import { projectsForTab } from './dashboardTabs';

const nodes = [
  projectNode({ id: '5', urgency: 'HIGH' }),
  projectNode({ id: '6', title: 'Attic Insulation Top-Up in Markham', urgency: 'LOW', status: 'IN_PROGRESS', postedDate: '2030-02-01T00:00:00.000Z' }),
];

const listMock = (list = nodes) => ({
  request: { query: MarketplaceProjectsQuery, variables: { first: 100 } },
  result: {
    data: {
      projects: {
        __typename: 'ProjectConnection' as const,
        totalCount: list.length,
        pageInfo: { __typename: 'PageInfo' as const, hasNextPage: false, endCursor: null },
        nodes: list,
      },
    },
  },
  maxUsageCount: 5,
});

const samples = builtInProjects('open');

describe('ContractorDashboardPage', () => {
  it('shows Loading projects... and then the stat cards and every project', async () => {
    renderWithProviders(<ContractorDashboardPage />, { mocks: [listMock()] });
    expect(screen.getByText('Loading projects...')).toBeInTheDocument();
    expect(await screen.findByRole('article', { name: 'Backyard Deck and Interlock Patio in Oakville' })).toBeInTheDocument();
    const total = nodes.length + samples.length;
    expect(screen.getByRole('group', { name: `Available Projects: ${total}` })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Active Bids: 0' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Completed Projects: 0' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Total Earnings: $0' })).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(total);
  });

  it('filters by tab: Open for Bids, Urgent and Recently Posted', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<ContractorDashboardPage />, { mocks: [listMock()] });
    await screen.findByRole('article', { name: 'Backyard Deck and Interlock Patio in Oakville' });

    await user.click(screen.getByRole('tab', { name: /open for bids/i }));
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Attic Insulation Top-Up in Markham' })).not.toBeInTheDocument());
    const openCount = samples.filter((p) => p.status === 'open').length + 1;
    expect(screen.getAllByRole('article')).toHaveLength(openCount);

    await user.click(screen.getByRole('tab', { name: /urgent/i }));
    await waitFor(() =>
      expect(screen.getAllByRole('article')).toHaveLength(samples.filter((p) => p.urgency === 'high').length + 1),
    );
    expect(screen.getByRole('article', { name: 'Backyard Deck and Interlock Patio in Oakville' })).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: /recently posted/i }));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(5));
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
    renderWithProviders(<ContractorDashboardPage />, { mocks: [listMock(), update] });
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

  it('changes a sample status in page memory only', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<ContractorDashboardPage />, { mocks: [listMock([])] });
    const sample = samples[0];
    const card = await screen.findByRole('article', { name: sample.title });
    expect(within(card).queryByRole('button', { name: /^edit/i })).not.toBeInTheDocument();
    await user.selectOptions(within(card).getByLabelText(`Status of ${sample.title}`), 'cancelled');
    expect(within(card).getByText('Cancelled', { selector: '[data-status]' })).toBeInTheDocument();
  });

  it('shows Failed to fetch projects with a retry when the list cannot load', async () => {
    renderWithProviders(<ContractorDashboardPage />, {
      mocks: [{ request: { query: MarketplaceProjectsQuery, variables: { first: 100 } }, error: new Error('Network down') }],
    });
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Failed to fetch projects')).toBeInTheDocument();
    expect(within(alert).getByRole('button', { name: /try again/i })).toBeInTheDocument();
  });
});

describe('projectsForTab', () => {
  it('keeps the first five for Recently Posted', () => {
    const list = builtInProjects('portfolio');
    expect(projectsForTab(list, 'recent')).toEqual(list.slice(0, 5));
  });
});
