import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { itHasNoA11yViolations } from '../../test/stories';
import * as stories from './ErrorState.stories';

const { WithRetry, WithoutRetry, RetryFlow } = composeStories(stories);

describe('ErrorState', () => {
  it('is an alert with a retry button', async () => {
    render(<WithRetry />);
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to fetch projects.');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(WithRetry.args.onRetry).toHaveBeenCalledTimes(1);
  });

  it('has no retry without a handler', () => {
    render(<WithoutRetry />);
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute('href', '/contractor-dashboard');
  });

  it('retries', async () => {
    render(<RetryFlow />);
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(screen.getByText('Projects loaded after 1 retry.')).toBeInTheDocument();
  });

  itHasNoA11yViolations(composeStories(stories));
});
