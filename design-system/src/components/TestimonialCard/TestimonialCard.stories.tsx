import type { Meta, StoryObj } from '@storybook/react-vite';
import { withMaxWidth } from '../../stories-support/decorators';
import { Box } from '@chakra-ui/react/box';
import { TestimonialCard } from './TestimonialCard';

const meta = {
  title: 'Marketplace/TestimonialCard',
  component: TestimonialCard,
  args: {
    quote: 'Three contractors bid within a day. The one we chose finished our basement in Leslieville two weeks early and handled the permit and inspections.',
    name: 'Priya Sharma',
    location: 'Leslieville, Toronto',
    project: 'Basement finishing',
    rating: 5,
  },
  decorators: [withMaxWidth(420)],
} satisfies Meta<typeof TestimonialCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const WithoutRating: Story = { args: { rating: undefined, project: undefined, name: 'Marco D.', location: 'Woodbridge, Vaughan' } };

/** Inside the footer's dark band. */
export const OnBrand: Story = {
  args: { variant: 'onBrand' },
  decorators: [(Story) => <Box bg="brand.900" p="6"><Story /></Box>],
};
