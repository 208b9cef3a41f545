import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { ThemeToggle } from './ThemeToggle';
import type { ColorMode } from './ThemeToggle';

const meta = {
  title: 'Feedback/ThemeToggle',
  component: ThemeToggle,
  args: { colorMode: 'light', onToggle: fn() },
} satisfies Meta<typeof ThemeToggle>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Light: Story = {};

export const Dark: Story = { args: { colorMode: 'dark' }, globals: { theme: 'dark' } };

/**
 * Local state only: the real switch (the `dark` class on <html>) belongs to
 * the app's theme provider and to this Storybook's toolbar.
 */
export const Interactive: Story = {
  render: function InteractiveStory(args) {
    const [mode, setMode] = useState<ColorMode>('light');
    return <ThemeToggle {...args} colorMode={mode} onToggle={() => setMode((m) => (m === 'dark' ? 'light' : 'dark'))} />;
  },
};
