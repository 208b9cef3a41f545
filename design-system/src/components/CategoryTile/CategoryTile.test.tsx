import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { itHasNoA11yViolations } from '../../test/stories';
import * as stories from './CategoryTile.stories';

const { AsLink, AsButton, ServicesGrid } = composeStories(stories);

describe('CategoryTile', () => {
  it('is a link named by the category', async () => {
    render(<AsLink />);
    const link = screen.getByRole('link', { name: /Plumbing/ });
    expect(link).toHaveAttribute('href', '/plumbing-services');
    await userEvent.click(link);
    expect(AsLink.args.onSelect).toHaveBeenCalledTimes(1);
  });

  it('is a keyboard-operable button without href', async () => {
    render(<AsButton />);
    const button = screen.getByRole('button', { name: 'All Categories' });
    button.focus();
    await userEvent.keyboard('{Enter}');
    expect(AsButton.args.onSelect).toHaveBeenCalledTimes(1);
  });

  it('renders the home grid', () => {
    render(<ServicesGrid />);
    expect(screen.getAllByRole('link')).toHaveLength(5);
  });

  itHasNoA11yViolations(composeStories(stories));
});
