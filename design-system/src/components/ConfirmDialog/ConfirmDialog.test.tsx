import { composeStories } from '@storybook/react-vite';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { itHasNoA11yViolations } from '../../test/stories';
import * as stories from './ConfirmDialog.stories';

const { Danger, FromTrigger } = composeStories(stories);

describe('ConfirmDialog', () => {
  // Initial focus on Cancel needs real layout (zag checks visibility); it is
  // verified in Chromium. jsdom checks the role, name and description.
  it('is a named and described alertdialog', async () => {
    render(<Danger />);
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete this project?' });
    expect(dialog).toHaveAccessibleDescription(/Liberty Village/);
  });

  it('reports confirm and cancel', async () => {
    render(<Danger />);
    await screen.findByRole('alertdialog');
    await userEvent.click(screen.getByRole('button', { name: 'Delete project' }));
    expect(Danger.args.onConfirm).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(Danger.args.onOpenChange).toHaveBeenCalledWith(false);
  });

  it('opens from its trigger, confirms and closes', async () => {
    const user = userEvent.setup();
    render(<FromTrigger />);
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await screen.findByRole('alertdialog');
    await user.click(screen.getByRole('button', { name: 'Delete project' }));
    expect(screen.getByText('Project deleted successfully!')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });

  itHasNoA11yViolations(composeStories(stories));
});
