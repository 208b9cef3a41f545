import type { Meta, StoryObj } from '@storybook/react-vite';
import { Stack } from '@chakra-ui/react/stack';
import { Rating } from './Rating';

const meta = {
  title: 'Marketplace/Rating',
  component: Rating,
  args: { value: 4.8, reviewCount: 127 },
} satisfies Meta<typeof Rating>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** The larger stars of a review and of a profile's summary. */
export const Medium: Story = { args: { size: 'md', value: 4.5, reviewCount: 1 } };

/** Stars only, as on a testimonial. */
export const StarsOnly: Story = { args: { value: 5, reviewCount: undefined, showValue: false } };

/** A star is filled from a quarter below it: 4.75 shows five, 4.7 four; a new pro shows five outlines. */
export const EveryFill: Story = {
  render: () => (
    <Stack gap="2">
      {[5, 4.75, 4.7, 3.2, 2.5, 1, 0].map((value) => (
        <Rating key={value} value={value} reviewCount={value === 0 ? 0 : 12} />
      ))}
    </Stack>
  ),
};
