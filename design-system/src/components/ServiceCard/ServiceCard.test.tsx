import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import { itHasNoA11yViolations } from '../../test/stories';
import * as stories from './ServiceCard.stories';

const { EmergencyAndLicensed, NoBadges, FallbackIcon } = composeStories(stories);

describe('ServiceCard', () => {
  it('shows the badges, timeline, rank, three key services and +n more', () => {
    render(<EmergencyAndLicensed />);
    expect(screen.getByText('24/7')).toBeInTheDocument();
    expect(screen.getByText('Licensed')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Electrician' })).toBeInTheDocument();
    expect(screen.getByText(/Typical timeline/)).toHaveTextContent('Typical timeline: 1-3 days');
    expect(screen.getByText('Popularity rank: #16')).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Electrician key services' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Panel upgrades to 200 A',
      'Knob-and-tube replacement',
      'Pot light installation',
      '+2 more',
    ]);
    expect(screen.getByRole('link', { name: /View Service Details/ })).toHaveAttribute('href', '/services/electrician');
  });

  it('omits badges and +n more when not applicable', () => {
    render(<NoBadges />);
    expect(screen.queryByText('24/7')).not.toBeInTheDocument();
    expect(screen.queryByText('Licensed')).not.toBeInTheDocument();
    expect(screen.queryByText(/more$/)).not.toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
  });

  it('renders with the fallback icon and no key services', () => {
    render(<FallbackIcon />);
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Custom Build' })).toBeInTheDocument();
  });

  itHasNoA11yViolations(composeStories(stories));
});
