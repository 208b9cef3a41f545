import type { Meta, StoryObj } from '@storybook/react-vite';
import { withMaxWidth } from '../../stories-support/decorators';
import { placeholderImage } from '../../stories-support/placeholder';
import { ArticleCard } from './ArticleCard';

const meta = {
  title: 'Marketplace/ArticleCard',
  component: ArticleCard,
  args: {
    title: 'Do You Need a Building Permit for Your Toronto Basement?',
    excerpt:
      'Underpinning, new bedrooms and second suites all need a permit from Toronto Building. Here is what the inspector checks, how long approval takes, and what it costs in 2025.',
    href: '/article/1',
    imageUrl: placeholderImage(800, 450, 'interior'),
    category: 'Permits & Regulations',
    author: 'Daniel Okafor',
    date: '2025-06-12',
    readTime: '7 min read',
  },
  decorators: [withMaxWidth(400)],
} satisfies Meta<typeof ArticleCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const WithoutImage: Story = {
  args: {
    imageUrl: undefined,
    title: 'Heat Pump Rebates in Ontario: What Homeowners Can Claim',
    category: 'Energy Savings',
    author: 'Mei Lin',
    date: 'March 3, 2025',
    readTime: '5 min read',
  },
};
