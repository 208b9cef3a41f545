import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { itHasNoA11yViolations } from '../../test/stories';
import * as stories from './ThemeToggle.stories';

const { Light, Dark, Interactive } = composeStories(stories);

describe('ThemeToggle', () => {
  it('offers the dark theme when light', async () => {
    render(<Light />);
    await userEvent.click(screen.getByRole('button', { name: 'Switch to dark theme' }));
    expect(Light.args.onToggle).toHaveBeenCalledTimes(1);
  });

  it('offers the light theme when dark, and the dark story sets the dark class', () => {
    render(<Dark />);
    expect(screen.getByRole('button', { name: 'Switch to light theme' })).toBeInTheDocument();
    expect(document.documentElement).toHaveClass('dark');
  });

  it('toggles back and forth', async () => {
    render(<Interactive />);
    await userEvent.click(screen.getByRole('button', { name: 'Switch to dark theme' }));
    await userEvent.click(screen.getByRole('button', { name: 'Switch to light theme' }));
    expect(screen.getByRole('button', { name: 'Switch to dark theme' })).toBeInTheDocument();
  });

  itHasNoA11yViolations(composeStories(stories));
});
