import type { Meta, StoryObj } from '@storybook/react-vite';
import { SimpleGrid } from '@chakra-ui/react/simple-grid';
import { Briefcase, CircleCheck, DollarSign, FileText } from 'lucide-react';
import { StatCard } from './StatCard';

const meta = {
  title: 'Marketplace/StatCard',
  component: StatCard,
  args: { label: 'Available Projects', value: 12, icon: Briefcase, helpText: 'Across Toronto and the GTA' },
} satisfies Meta<typeof StatCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const WithoutIcon: Story = { args: { icon: undefined, label: 'Satisfaction', value: '98%', helpText: undefined } };

/** The contractor dashboard's four cards. */
export const DashboardRow: Story = {
  render: () => (
    <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="4">
      <StatCard label="Available Projects" value={12} icon={Briefcase} />
      <StatCard label="Active Bids" value={0} icon={FileText} colorPalette="purple" />
      <StatCard label="Completed Projects" value={0} icon={CircleCheck} colorPalette="green" />
      <StatCard label="Total Earnings" value="$0" icon={DollarSign} colorPalette="maple" />
    </SimpleGrid>
  ),
};
