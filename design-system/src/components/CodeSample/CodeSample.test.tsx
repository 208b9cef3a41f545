import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { itHasNoA11yViolations } from '../../test/stories';
import * as stories from './CodeSample.stories';

const { Default, CopyFails } = composeStories(stories);

describe('CodeSample', () => {
  it('shows the code in a focusable region named by its label and copies it on request', async () => {
    render(<Default />);
    const region = screen.getByRole('region', { name: 'curl' });
    expect(region).toHaveTextContent('X-Api-Key');
    expect(region).toHaveAttribute('tabindex', '0');
    await userEvent.click(screen.getByRole('button', { name: 'Copy curl' }));
    expect(Default.args.copy).toHaveBeenCalledWith(Default.args.code);
    expect(await screen.findByRole('button', { name: 'Copy curl' })).toHaveTextContent('Copied');
    expect(screen.getByText('Copied to the clipboard.')).toBeInTheDocument();
  });

  it('says so when the clipboard refuses', async () => {
    render(<CopyFails />);
    await userEvent.click(screen.getByRole('button', { name: /Copy/ }));
    expect(await screen.findByText(/Copying failed/)).toBeInTheDocument();
  });

  itHasNoA11yViolations(composeStories(stories));
});
