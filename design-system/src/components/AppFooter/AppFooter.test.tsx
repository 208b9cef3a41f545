import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import { itHasNoA11yViolations } from '../../test/stories';
import * as stories from './AppFooter.stories';

const { Default, Minimal } = composeStories(stories);

describe('AppFooter', () => {
  it('has description, contact lines, link columns, social links and three quotes', () => {
    render(<Default />);
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByText(/home-improvement marketplace for Toronto and the GTA/)).toBeInTheDocument();
    expect(within(footer).getByRole('link', { name: '(416) 555-0142' })).toHaveAttribute('href', 'tel:4165550142');
    const social = within(footer).getByRole('navigation', { name: 'Follow Us' });
    const facebook = within(social).getByRole('link', { name: /Facebook/ });
    expect(facebook).toHaveAttribute('target', '_blank');
    expect(facebook).toHaveAttribute('rel', 'noopener noreferrer');
    expect(within(footer).getByRole('navigation', { name: 'Popular Services' })).toBeInTheDocument();
    expect(within(footer).getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy-policy');
    expect(within(footer).getAllByRole('figure')).toHaveLength(3);
    expect(within(footer).getByText('© 2025 GTA Home Pros. All rights reserved.')).toBeInTheDocument();
  });

  it('leaves out the sections it is given nothing for', () => {
    render(<Minimal />);
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).queryByRole('navigation')).not.toBeInTheDocument();
    expect(within(footer).queryByRole('figure')).not.toBeInTheDocument();
  });

  itHasNoA11yViolations(composeStories(stories));
});
