import { composeStories } from '@storybook/react-vite';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toaster } from '../../provider/toaster';
import { axe } from '../../test/axe';
import * as stories from './Toast.stories';

const { Toasts } = composeStories(stories);

describe('showToast', () => {
  afterEach(() => act(() => toaster.remove()));

  it('shows a success toast with its title and description', async () => {
    render(<Toasts />);
    await act(async () => {});
    await userEvent.click(screen.getByRole('button', { name: 'Success' }));
    expect(await screen.findByText('Project Posted Successfully!')).toBeInTheDocument();
    expect(screen.getByText('Your project is now available for contractors to view and bid on.')).toBeInTheDocument();
  });

  it('shows a dismissible error toast', async () => {
    render(<Toasts />);
    await act(async () => {});
    await userEvent.click(screen.getByRole('button', { name: 'Error' }));
    expect(await screen.findByText('Failed to send message. Please try again.')).toBeInTheDocument();
    expect(await axe(document.body)).toHaveNoViolations();
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss notification' }));
    await waitFor(() => expect(screen.queryByText('Failed to send message. Please try again.')).not.toBeInTheDocument(), { timeout: 3000 });
  });
});
