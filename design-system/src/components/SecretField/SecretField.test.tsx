import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { itHasNoA11yViolations } from '../../test/stories';
import * as stories from './SecretField.stories';

const { Default, CopyFails } = composeStories(stories);

describe('SecretField', () => {
  it('shows the secret, the warning, and copies on request', async () => {
    render(<Default />);
    expect(screen.getByRole('textbox', { name: 'API key' })).toHaveTextContent('gtahp_live_4f9c2e7a1b8d0c35e6f27a9b4d1c8e05');
    expect(screen.getByText(/shown only once/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Copy API key' }));
    expect(Default.args.copy).toHaveBeenCalledWith('gtahp_live_4f9c2e7a1b8d0c35e6f27a9b4d1c8e05');
    expect(await screen.findByText('Copied to the clipboard.')).toBeInTheDocument();
  });

  it('says so when the clipboard refuses', async () => {
    render(<CopyFails />);
    await userEvent.click(screen.getByRole('button', { name: /Copy/ }));
    expect(await screen.findByText(/Copying failed/)).toBeInTheDocument();
  });

  itHasNoA11yViolations(composeStories(stories));
});
