import type { Meta, StoryObj } from '@storybook/react-vite';
import { withMaxWidth } from '../../stories-support/decorators';
import { SimpleGrid } from '@chakra-ui/react/simple-grid';
import { Paintbrush, Wind, Zap } from 'lucide-react';
import { ServiceCard } from './ServiceCard';

const meta = {
  title: 'Marketplace/ServiceCard',
  component: ServiceCard,
  args: {
    name: 'Electrician',
    description: 'ESA-licensed electrical contractors for panel upgrades, knob-and-tube replacement, pot lights and EV chargers across the GTA.',
    href: '/services/electrician',
    icon: Zap,
    emergencyAvailable: true,
    certificationRequired: true,
    averageTimeframe: '1-3 days',
    popularityRank: 16,
    keyServices: ['Panel upgrades to 200 A', 'Knob-and-tube replacement', 'Pot light installation', 'EV charger wiring', 'ESA inspections'],
  },
  decorators: [withMaxWidth(380)],
} satisfies Meta<typeof ServiceCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** '24/7' and 'Licensed' badges, three key services plus '+2 more'. */
export const EmergencyAndLicensed: Story = {};

/** No badges; exactly three key services, so no '+n more'. */
export const NoBadges: Story = {
  args: {
    name: 'Painting',
    description: 'Interior and exterior painting with low-VOC paints, from condo refreshes in Liberty Village to century homes in Cabbagetown.',
    href: '/services/painting',
    icon: Paintbrush,
    emergencyAvailable: false,
    certificationRequired: false,
    averageTimeframe: '1-5 days',
    popularityRank: 17,
    keyServices: ['Surface preparation', 'Priming', 'Two finish coats'],
  },
};

/** Unknown icon in the catalogue: the Wrench fallback. */
export const FallbackIcon: Story = { args: { icon: undefined, name: 'Custom Build', keyServices: [] } };

export const DirectoryGrid: Story = {
  parameters: { maxWidth: 1200 },
  render: (args) => (
    <SimpleGrid columns={{ base: 1, md: 2, lg: 3 }} gap="6">
      <ServiceCard {...args} />
      <ServiceCard
        {...args}
        name="HVAC & Airduct"
        href="/services/hvac-airduct"
        icon={Wind}
        certificationRequired
        emergencyAvailable
        description="TSSA-certified gas technicians for furnaces, heat pumps and duct cleaning before the first cold snap."
        averageTimeframe="1-2 days"
        popularityRank={3}
        keyServices={['Furnace replacement', 'Heat pump installation', 'Duct cleaning', 'Annual maintenance']}
      />
      <ServiceCard
        {...args}
        name="Painting"
        icon={Paintbrush}
        href="/services/painting"
        description="Interior and exterior painting with low-VOC paints, from Liberty Village condos to Cabbagetown semis."
        averageTimeframe="1-5 days"
        popularityRank={17}
        emergencyAvailable={false}
        certificationRequired={false}
        keyServices={['Surface preparation', 'Priming', 'Two finish coats']}
      />
    </SimpleGrid>
  ),
};
