import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import { itHasNoA11yViolations } from '../../test/stories';
import * as stories from './Breadcrumbs.stories';

const { ServiceInCity } = composeStories(stories);

describe('Breadcrumbs', () => {
  it('links every crumb to its path and marks the current page', () => {
    render(<ServiceInCity />);
    const nav = screen.getByRole('navigation', { name: 'Breadcrumb' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/', '/services', '/services/plumbing', '/services/plumbing/mississauga']);
    expect(within(nav).getByRole('link', { name: 'Mississauga, Ontario' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Plumbing' })).not.toHaveAttribute('aria-current');
  });

  itHasNoA11yViolations(composeStories(stories));
});
