import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import { itHasNoA11yViolations } from '../../test/stories';
import * as stories from './AppFooter.stories';

const { Default, FixedYear } = composeStories(stories);

describe('AppFooter', () => {
  it('has description, social links, popular services, company links and three quotes', () => {
    render(<Default />);
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByText(/home-improvement marketplace for Toronto and the GTA/)).toBeInTheDocument();
    const social = within(footer).getByRole('navigation', { name: 'Follow Us' });
    const facebook = within(social).getByRole('link', { name: /Facebook/ });
    expect(facebook).toHaveAttribute('target', '_blank');
    expect(facebook).toHaveAttribute('rel', 'noopener noreferrer');
    expect(within(footer).getByRole('navigation', { name: 'Popular Services' })).toBeInTheDocument();
    expect(within(footer).getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy-policy');
    expect(within(footer).getAllByRole('figure')).toHaveLength(3);
  });

  it('prints the current year by default', () => {
    render(<Default />);
    expect(screen.getByText(new RegExp(`© ${new Date().getFullYear()} GTA Home Marketplace`))).toBeInTheDocument();
  });

  it('accepts a fixed year', () => {
    render(<FixedYear />);
    expect(screen.getByText(/© 2025 GTA Home Marketplace/)).toBeInTheDocument();
  });

  itHasNoA11yViolations(composeStories(stories));
});
