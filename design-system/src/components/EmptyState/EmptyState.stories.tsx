import type { Meta, StoryObj } from '@storybook/react-vite';
import { Heart, SearchX } from 'lucide-react';
import { LinkButton } from '../../navigation/AppLink';
import { EmptyState } from './EmptyState';

const meta = {
  title: 'Feedback/EmptyState',
  component: EmptyState,
  args: { title: 'No projects found', description: 'Try adjusting your search terms or filters.', icon: SearchX },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NoResults: Story = {};

/** Favourites page: 'No favorites yet' with Browse Projects. */
export const NoFavorites: Story = {
  args: {
    title: 'No favorites yet',
    description: 'Tap the heart on any project to keep it here for later.',
    icon: Heart,
    action: <LinkButton href="/projects">Browse Projects</LinkButton>,
  },
};

/** Category page wording. */
export const CategoryEmpty: Story = {
  args: { title: 'No plumbing projects found matching your criteria.', description: undefined, icon: undefined },
};
