import { composeStories } from '@storybook/react-vite';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { itHasNoA11yViolations } from '../../test/stories';
import * as stories from './TabGroup.stories';

const { Controlled, Dashboard, Enclosed } = composeStories(stories);

describe('TabGroup', () => {
  it('shows the first tab and switches on click', async () => {
    render(<Dashboard />);
    expect(screen.getByRole('tablist', { name: 'Project filters' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: /All Projects/ })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('14 projects across the GTA.');
    await userEvent.click(screen.getByRole('tab', { name: /Urgent/ }));
    expect(Dashboard.args.onValueChange).toHaveBeenCalledWith('urgent');
    // The previous panel unmounts after its exit animation.
    await waitFor(() => expect(screen.getByRole('tabpanel')).toHaveTextContent(/burst pipe in Scarborough/));
  });

  it('moves with the arrow keys', async () => {
    const user = userEvent.setup();
    render(<Dashboard />);
    await user.click(screen.getByRole('tab', { name: /All Projects/ }));
    await user.keyboard('{ArrowRight}');
    // zag moves focus in the next animation frame.
    await waitFor(() => expect(screen.getByRole('tab', { name: /Open for Bids/ })).toHaveFocus());
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByRole('tab', { name: /Open for Bids/ })).toHaveAttribute('aria-selected', 'true'));
    await waitFor(() => expect(screen.getByRole('tabpanel')).toHaveTextContent('6 projects are open for bids.'));
  });

  it('selects at once when controlled, and shows the new panel once the parent has taken the value', async () => {
    render(<Controlled />);
    expect(screen.getByRole('tabpanel')).toHaveTextContent('6 projects are open for bids.');
    await userEvent.click(screen.getByRole('tab', { name: /Urgent/ }));
    expect(screen.getByRole('tab', { name: /Urgent/ })).toHaveAttribute('aria-selected', 'true');
    expect(Controlled.args.onValueChange).toHaveBeenCalledWith('urgent');
    await waitFor(() => expect(screen.getByRole('tabpanel')).toHaveTextContent(/burst pipe in Scarborough/));
    expect(screen.getByRole('tabpanel')).not.toHaveAttribute('aria-busy');
    expect(screen.getByRole('tabpanel')).toHaveAttribute('aria-labelledby', screen.getByRole('tab', { name: /Urgent/ }).id);
  });

  it('honours the default tab', () => {
    render(<Enclosed />);
    expect(screen.getByRole('tab', { name: /Urgent/ })).toHaveAttribute('aria-selected', 'true');
  });

  itHasNoA11yViolations(composeStories(stories));
});
