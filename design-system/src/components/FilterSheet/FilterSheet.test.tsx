import { composeStories } from '@storybook/react-vite';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { itHasNoA11yViolations } from '../../test/stories';
import * as stories from './FilterSheet.stories';

const { Closed, Open } = composeStories(stories);

describe('FilterSheet', () => {
  it('opens from the trigger, toggles filters and counts them', async () => {
    const user = userEvent.setup();
    render(<Closed />);
    const trigger = screen.getByRole('button', { name: 'Filters 1 active' });
    await user.click(trigger);
    const dialog = await screen.findByRole('dialog', { name: 'Filters' });
    expect(dialog).toBeInTheDocument();
    const year = screen.getByRole('button', { name: '2024' });
    expect(year).toHaveAttribute('aria-pressed', 'false');
    await user.click(year);
    expect(year).toHaveAttribute('aria-pressed', 'true');
    // The page behind the modal sheet is hidden from assistive tech while it is open.
    expect(screen.getByRole('button', { name: 'Filters 2 active', hidden: true })).toBeInTheDocument();
  });

  it('clears every filter', async () => {
    const user = userEvent.setup();
    render(<Open />);
    await screen.findByRole('dialog', { name: 'Filters' });
    await user.click(screen.getByRole('button', { name: 'Clear Filters' }));
    expect(Open.args.onClear).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Condo' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('button', { name: 'Clear Filters' })).toBeDisabled();
  });

  it('closes with the close button', async () => {
    const user = userEvent.setup();
    render(<Open />);
    await screen.findByRole('dialog');
    await user.click(screen.getByRole('button', { name: 'Close filters' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  itHasNoA11yViolations(composeStories(stories));
});
