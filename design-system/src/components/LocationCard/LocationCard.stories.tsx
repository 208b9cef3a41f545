import type { Meta, StoryObj } from '@storybook/react-vite';
import { withMaxWidth } from '../../stories-support/decorators';
import { LocationCard } from './LocationCard';

const meta = {
  title: 'Marketplace/LocationCard',
  component: LocationCard,
  args: {
    name: 'Toronto',
    province: 'Ontario',
    populationSize: 'major',
    marketDescription:
      'Canada’s largest housing market: century semis, high-rise condos and laneway suites, with permits from Toronto Building and strict heritage rules in districts like Cabbagetown.',
    keyNeighborhoods: ['Leslieville', 'The Annex', 'Liberty Village', 'The Beaches', 'Yorkville'],
    services: [
      { name: 'Plumbing', href: '/services/plumbing/toronto' },
      { name: 'Electrical', href: '/services/electrical/toronto' },
      { name: 'HVAC', href: '/services/hvac/toronto' },
      { name: 'Painting', href: '/services/painting/toronto' },
    ],
    viewAllHref: '/services?location=toronto',
  },
  decorators: [withMaxWidth(400)],
} satisfies Meta<typeof LocationCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Major market (highlighted), five areas shown as three plus '+2 more', first three services. */
export const MajorMarket: Story = {};

export const MediumMarket: Story = {
  args: {
    name: 'Richmond Hill',
    populationSize: 'medium',
    marketDescription: 'Detached family homes north of Highway 7, with many basement apartments and backyard landscaping projects.',
    keyNeighborhoods: ['Oak Ridges', 'Mill Pond'],
    services: [{ name: 'Landscaping', href: '/services/landscaping/richmond-hill' }],
    viewAllHref: '/services?location=richmond-hill',
  },
};

/** No neighbourhood list: Downtown, North and South of the city. */
export const FallbackAreas: Story = {
  args: {
    name: 'Brampton',
    populationSize: 'major',
    marketDescription: 'Fast-growing city with newer subdivisions, legal second units and strong demand for basement finishing.',
    keyNeighborhoods: [],
    viewAllHref: '/services?location=brampton',
  },
};

/** The card's own words replaced (`labels`), here in Canadian French. */
export const OwnLabels: Story = {
  args: {
    name: 'Mississauga',
    labels: {
      keyAreas: 'Quartiers',
      viewAll: 'Tous les services',
      market: (size) => (size === 'major' ? 'grand marché' : `marché ${size}`),
      serviceIn: (service, city) => `${service} à ${city}`,
    },
  },
};
