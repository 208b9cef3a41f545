import type { Meta, StoryObj } from '@storybook/react-vite';
import { withMaxWidth } from '../../stories-support/decorators';
import { SimpleGrid } from '@chakra-ui/react/simple-grid';
import { Hammer, LayoutGrid, Shield, Sparkles, Wind, Wrench } from 'lucide-react';
import { fn } from 'storybook/test';
import { CategoryTile } from './CategoryTile';

const meta = {
  title: 'Marketplace/CategoryTile',
  component: CategoryTile,
  args: {
    name: 'Plumbing',
    description: 'Leaks, drains, water heaters and backflow valves',
    icon: Wrench,
    href: '/plumbing-services',
    onSelect: fn(),
  },
  decorators: [withMaxWidth(240)],
} satisfies Meta<typeof CategoryTile>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AsLink: Story = {};

/** Without `href` the tile is a button (for flows that navigate in code). */
export const AsButton: Story = { args: { href: undefined, name: 'All Categories', icon: LayoutGrid, description: undefined } };

export const ServicesGrid: Story = {
  parameters: { maxWidth: 1000 },
  render: () => (
    <SimpleGrid columns={{ base: 2, md: 3, lg: 5 }} gap="4">
      <CategoryTile name="Security Bollards + Installation" icon={Shield} href="/services/security-bollards" />
      <CategoryTile name="Cleaning" icon={Sparkles} href="/services/cleaning" colorPalette="teal" />
      <CategoryTile name="HVAC & Airduct" icon={Wind} href="/services/hvac" colorPalette="cyan" />
      <CategoryTile name="General Contractor" icon={Hammer} href="/services/general-contracting" colorPalette="maple" />
      <CategoryTile name="Plumbing" icon={Wrench} href="/services/plumbing" colorPalette="blue" />
    </SimpleGrid>
  ),
};
