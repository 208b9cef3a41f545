import type { Meta, StoryObj } from '@storybook/react-vite';
import { Stack } from '@chakra-ui/react/stack';
import { Award, MapPin, ShieldCheck } from 'lucide-react';
import { TrustBadge } from './TrustBadge';

const meta = {
  title: 'Marketplace/TrustBadge',
  component: TrustBadge,
  args: { title: 'Licensed & Insured', description: 'WSIB coverage and $2M liability on every job', icon: ShieldCheck },
} satisfies Meta<typeof TrustBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Inline: Story = {};

export const Stacked: Story = { args: { layout: 'stacked', title: 'Quality Guaranteed', icon: Award, colorPalette: 'maple', description: 'Workmanship warranty on every project' } };

/** The home hero's strip of three. */
export const HeroStrip: Story = {
  render: () => (
    <Stack direction={{ base: 'column', md: 'row' }} gap="6">
      <TrustBadge title="Licensed & Insured" icon={ShieldCheck} />
      <TrustBadge title="Quality Guaranteed" icon={Award} colorPalette="maple" />
      <TrustBadge title="Local Toronto Team" icon={MapPin} colorPalette="blue" />
    </Stack>
  ),
};
