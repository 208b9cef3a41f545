import type { Meta, StoryObj } from '@storybook/react-vite';
import { Box } from '@chakra-ui/react/box';
import { Text } from '@chakra-ui/react/text';
import { useState } from 'react';
import { fn } from 'storybook/test';
import type { ColorMode } from '../ThemeToggle/ThemeToggle';
import { AppHeader } from './AppHeader';

const meta = {
  title: 'Layout/AppHeader',
  component: AppHeader,
  parameters: { layout: 'fullscreen' },
  args: { currentPageName: 'Home', colorMode: 'light', onToggleColorMode: fn(), onBack: fn() },
} satisfies Meta<typeof AppHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Home: Story = {};

/** Deeper pages show Back (history length above 2, not home). */
export const WithBack: Story = { args: { currentPageName: 'Project Details', showBack: true } };

/** Phone width: Get Quote and Services hide, the menu keeps the page name. */
export const Mobile: Story = {
  args: { currentPageName: 'Our Projects', showBack: true },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  decorators: [(Story) => <Box maxW="390px" borderWidth="1px" borderColor="border"><Story /></Box>],
};

/** Sticky over scrolling content, toggle wired to local state. */
export const Sticky: Story = {
  render: function StickyStory(args) {
    const [mode, setMode] = useState<ColorMode>('light');
    return (
      <Box height="320px" overflowY="auto">
        <AppHeader {...args} colorMode={mode} onToggleColorMode={() => setMode((m) => (m === 'dark' ? 'light' : 'dark'))} />
        {Array.from({ length: 12 }, (_, i) => (
          <Text key={i} px="6" py="3">
            Renovation tip {i + 1}: book your spring deck build in Mississauga before April.
          </Text>
        ))}
      </Box>
    );
  },
};
