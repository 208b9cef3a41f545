import type { Meta, StoryObj } from '@storybook/react-vite';
import { Avatar } from '@chakra-ui/react/avatar';
import { Box } from '@chakra-ui/react/box';
import { IconButton } from '@chakra-ui/react/button';
import { HardHat, LayoutGrid, Phone } from 'lucide-react';
import { Text } from '@chakra-ui/react/text';
import { LogIn, CircleUserRound, ChevronDown } from 'lucide-react';
import { Button } from '@chakra-ui/react/button';
import { LinkButton } from '../../navigation/AppLink';
import { useState } from 'react';
import { fn } from 'storybook/test';
import type { ColorMode } from '../ThemeToggle/ThemeToggle';
import { AppHeader } from './AppHeader';

const meta = {
  title: 'Layout/AppHeader',
  component: AppHeader,
  parameters: { layout: 'fullscreen' },
  // Example content only: the app passes its own brand, routes and copy.
  args: {
    brandName: 'GTA Home Pros',
    brandHref: '/',
    currentPageName: 'Home',
    navItems: [
      { label: 'Home', href: '/' },
      { label: 'Our Projects', href: '/projects' },
      { label: 'Request Quote', href: '/post-project' },
      { label: 'My Favorites', href: '/favorites' },
      { label: 'Contact Us', href: '/contact' },
    ],
    links: [
      { label: 'Services', href: '/services', icon: <LayoutGrid aria-hidden="true" /> },
      { label: 'For Contractors', href: '/contractor-dashboard', icon: <HardHat aria-hidden="true" /> },
    ],
    iconLinks: [{ label: 'Contact us', href: '/contact', icon: <Phone aria-hidden="true" /> }],
    primaryAction: { label: 'Get Quote', href: '/post-project' },
    colorMode: 'light',
    onToggleColorMode: fn(),
    onBack: fn(),
  },
} satisfies Meta<typeof AppHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Home: Story = {};

/** Deeper pages show Back (history length above 2, not home). */
export const WithBack: Story = { args: { currentPageName: 'Project Details', showBack: true } };

/** `accountSlot` holds the app's account menu, right after the theme toggle. */
export const WithAccountSlot: Story = {
  args: {
    accountSlot: (
      <IconButton aria-label="Account menu for Priya Sharma" variant="ghost" colorPalette="gray" size="sm" borderRadius="full">
        <Avatar.Root size="2xs">
          <Avatar.Fallback name="Priya Sharma" />
        </Avatar.Root>
      </IconButton>
    ),
  },
};

/** Phone width: Get Quote and Services hide, the menu keeps the page name. */
export const Mobile: Story = {
  args: { currentPageName: 'Our Projects', showBack: true },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  decorators: [(Story) => <Box maxW="390px" borderWidth="1px" borderColor="border"><Story /></Box>],
};

/** Signed out: the app puts a "Sign in" link in the account slot, next to the theme toggle. */
export const WithSignInLink: Story = {
  args: {
    accountSlot: (
      <LinkButton href="/sign-in" variant="ghost" colorPalette="gray" size="sm" aria-label="Sign in" px={{ base: '2', md: '3' }}>
        <LogIn aria-hidden="true" />
        <Text as="span" hideBelow="md">
          Sign in
        </Text>
      </LinkButton>
    ),
  },
};

/** Signed in: the slot holds the account menu's button with the person's name. */
export const WithAccountMenu: Story = {
  args: {
    accountSlot: (
      <Button variant="ghost" colorPalette="gray" size="sm" aria-label="Account menu, signed in as Priya Shah">
        <CircleUserRound aria-hidden="true" />
        <Text as="span" hideBelow="md">
          Priya Shah
        </Text>
        <ChevronDown aria-hidden="true" />
      </Button>
    ),
  },
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
