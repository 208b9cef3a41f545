import { composeStories } from '@storybook/react-vite';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { itHasNoA11yViolations } from '../../test/stories';
import * as stories from './FormDialog.stories';

const { SubmitProposal, FromTrigger } = composeStories(stories);

describe('FormDialog', () => {
  it('is a named modal dialog holding the form', async () => {
    render(<SubmitProposal />);
    const dialog = await screen.findByRole('dialog', { name: 'Submit Proposal' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(screen.getByRole('textbox', { name: /Contractor name/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Submit Proposal' })).toHaveAttribute('form', 'proposal-form');
  });

  it('asks to close from the close button', async () => {
    render(<SubmitProposal />);
    await screen.findByRole('dialog');
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(SubmitProposal.args.onOpenChange).toHaveBeenCalledWith(false);
  });

  it('opens from a trigger and closes on Escape', async () => {
    const user = userEvent.setup();
    render(<FromTrigger />);
    await user.click(screen.getByRole('button', { name: 'Submit Proposal' }));
    await screen.findByRole('dialog', { name: 'Submit Proposal' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  itHasNoA11yViolations(composeStories(stories));
});
