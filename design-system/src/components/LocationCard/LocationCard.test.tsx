import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import { itHasNoA11yViolations } from '../../test/stories';
import { fallbackAreas } from './LocationCard';
import * as stories from './LocationCard.stories';

const { MajorMarket, MediumMarket, FallbackAreas, OwnLabels } = composeStories(stories);

describe('LocationCard', () => {
  it('shows city, province, highlighted market badge, three areas and +n more', () => {
    render(<MajorMarket />);
    expect(screen.getByRole('heading', { name: 'Toronto' })).toBeInTheDocument();
    expect(screen.getByText('Ontario')).toBeInTheDocument();
    expect(screen.getByText('major market')).toHaveAttribute('data-major', 'true');
    const areas = within(screen.getByRole('list', { name: 'Key areas in Toronto' })).getAllByRole('listitem');
    expect(areas.map((area) => area.textContent)).toEqual(['Leslieville', 'The Annex', 'Liberty Village', '+2 more']);
  });

  it('links to the first three services and to all services', () => {
    render(<MajorMarket />);
    const serviceLinks = screen.getAllByRole('link', { name: /^[A-Za-z]+ in Toronto$/ });
    expect(serviceLinks.map((link) => link.getAttribute('href'))).toEqual([
      '/services/plumbing/toronto',
      '/services/electrical/toronto',
      '/services/hvac/toronto',
    ]);
    expect(screen.getByRole('link', { name: 'View All Services in Toronto' })).toHaveAttribute('href', '/services?location=toronto');
  });

  it('does not highlight medium markets', () => {
    render(<MediumMarket />);
    expect(screen.getByText('medium market')).not.toHaveAttribute('data-major');
    expect(screen.queryByText(/more$/)).not.toBeInTheDocument();
  });

  it('falls back to Downtown, North and South of the city', () => {
    render(<FallbackAreas />);
    const areas = within(screen.getByRole('list', { name: 'Key areas in Brampton' })).getAllByRole('listitem');
    expect(areas.map((area) => area.textContent)).toEqual(fallbackAreas('Brampton'));
    expect(fallbackAreas('Brampton')).toEqual(['Downtown Brampton', 'North Brampton', 'South Brampton']);
  });

  it('shows the key areas it is given for a city without neighbourhoods', () => {
    render(<FallbackAreas fallbackKeyAreas={['Bramalea', 'Springdale', 'Mount Pleasant', 'Heart Lake']} />);
    const areas = within(screen.getByRole('list', { name: 'Key areas in Brampton' })).getAllByRole('listitem');
    expect(areas.map((area) => area.textContent)).toEqual(['Bramalea', 'Springdale', 'Mount Pleasant', '+1 more']);
  });

  it('leaves the key areas out when there are none to show', () => {
    render(<FallbackAreas fallbackKeyAreas={[]} />);
    expect(screen.queryByText('Key areas')).not.toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Key areas in Brampton' })).not.toBeInTheDocument();
  });

  it('names Ontario when no province is given, and the given one otherwise', () => {
    const { unmount } = render(<MajorMarket province={undefined} />);
    expect(screen.getByText('Ontario')).toBeInTheDocument();
    unmount();
    render(<MajorMarket province="Quebec" />);
    expect(screen.getByText('Quebec')).toBeInTheDocument();
  });

  it('says its own words in place of the defaults, and keeps the defaults it is not given', () => {
    const { unmount } = render(<OwnLabels />);
    expect(screen.getByText('Quartiers')).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Quartiers in Mississauga' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Tous les services in Mississauga' })).toHaveTextContent('Tous les services');
    expect(screen.getByText('grand marché')).toBeInTheDocument();
    expect(screen.getAllByRole('link').some((link) => link.textContent === 'Plumbing à Mississauga')).toBe(true);
    unmount();
    render(<MajorMarket labels={{ viewAll: 'Every service' }} />);
    expect(screen.getByText('Key areas')).toBeInTheDocument();
    expect(screen.getByText('Every service')).toBeInTheDocument();
  });

  itHasNoA11yViolations(composeStories(stories));
});
