import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import { itHasNoA11yViolations } from '../../test/stories';
import * as stories from './StatCard.stories';

const { Default, DashboardRow } = composeStories(stories);

describe('StatCard', () => {
  it('groups label and value for screen readers', () => {
    render(<Default />);
    expect(screen.getByRole('group', { name: 'Available Projects: 12' })).toBeInTheDocument();
    expect(screen.getByText('Across Toronto and the GTA')).toBeInTheDocument();
  });

  it('renders the dashboard figures', () => {
    render(<DashboardRow />);
    expect(screen.getByRole('group', { name: 'Active Bids: 0' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Total Earnings: $0' })).toBeInTheDocument();
  });

  itHasNoA11yViolations(composeStories(stories));
});
