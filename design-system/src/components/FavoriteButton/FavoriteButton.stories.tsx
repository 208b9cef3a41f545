import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { FavoriteButton } from './FavoriteButton';

const meta = {
  title: 'Feedback/FavoriteButton',
  component: FavoriteButton,
  args: { isFavorite: false, onToggle: fn(), itemName: 'Spa Ensuite in Thornhill' },
} satisfies Meta<typeof FavoriteButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NotFavorite: Story = {};

export const Favorite: Story = { args: { isFavorite: true } };

/** On a photo: solid round backdrop so the heart reads on any image. */
export const Overlay: Story = { args: { variant: 'overlay', isFavorite: true, size: 'md' } };

/** Wired to local state, as the app's favourites provider does. */
export const Interactive: Story = {
  render: function InteractiveStory(args) {
    const [isFavorite, setFavorite] = useState(false);
    return <FavoriteButton {...args} isFavorite={isFavorite} onToggle={() => setFavorite((value) => !value)} />;
  },
};
