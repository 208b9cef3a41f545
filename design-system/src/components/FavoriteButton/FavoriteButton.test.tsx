import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { itHasNoA11yViolations } from '../../test/stories';
import * as stories from './FavoriteButton.stories';

const { NotFavorite, Favorite, Interactive } = composeStories(stories);

describe('FavoriteButton', () => {
  it('is a toggle button with an accessible name and pressed state', () => {
    render(<NotFavorite />);
    const button = screen.getByRole('button', { name: 'Save Spa Ensuite in Thornhill to favorites' });
    expect(button).toHaveAttribute('aria-pressed', 'false');
  });

  it('shows the pressed state of a favourite', () => {
    render(<Favorite />);
    expect(screen.getByRole('button', { pressed: true })).toBeInTheDocument();
  });

  it('toggles: aria-pressed flips on each press, by mouse and keyboard', async () => {
    const user = userEvent.setup();
    render(<Interactive />);
    const button = screen.getByRole('button', { name: /to favorites/ });
    await user.click(button);
    expect(button).toHaveAttribute('aria-pressed', 'true');
    button.focus();
    await user.keyboard('{Enter}');
    expect(button).toHaveAttribute('aria-pressed', 'false');
    await user.keyboard(' ');
    expect(button).toHaveAttribute('aria-pressed', 'true');
  });

  it('calls onToggle once per press', async () => {
    render(<NotFavorite />);
    await userEvent.click(screen.getByRole('button'));
    expect(NotFavorite.args.onToggle).toHaveBeenCalledTimes(1);
  });

  itHasNoA11yViolations(composeStories(stories));
});
