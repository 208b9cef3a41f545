import { Box } from '@chakra-ui/react/box';
import { Button, IconButton } from '@chakra-ui/react/button';
import { Container } from '@chakra-ui/react/container';
import { HStack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { ArrowLeft, ChevronDown, HardHat, House, LayoutGrid, Phone } from 'lucide-react';
import { AppLink, LinkButton } from '../../navigation/AppLink';
import { NavAnchor, useNavigation } from '../../navigation/navigation';
import type { NavigationOptions } from '../../navigation/navigation';
import { PageMenu } from './PageMenu';
import { ThemeToggle } from '../ThemeToggle/ThemeToggle';
import type { ColorMode } from '../ThemeToggle/ThemeToggle';
import type { ReactNode } from 'react';

export interface HeaderNavItem {
  label: string;
  href: string;
}

/** The spec's page menu: Home, Our Projects, Request Quote, My Favorites, Contact Us. */
export const DEFAULT_HEADER_NAV: HeaderNavItem[] = [
  { label: 'Home', href: '/' },
  { label: 'Our Projects', href: '/projects' },
  { label: 'Request Quote', href: '/post-project' },
  { label: 'My Favorites', href: '/favorites' },
  { label: 'Contact Us', href: '/contact' },
];

export interface AppHeaderProps extends NavigationOptions {
  /** Name of the current page shown on the menu button (Home, Our Projects, Contact Us, Request Quote, Project Details, Services). */
  currentPageName: string;
  /** Theme in effect (for the toggle). */
  colorMode: ColorMode;
  /** Switches the theme. */
  onToggleColorMode: () => void;
  /**
   * Show the Back button (the app decides: history length above 2 and not home).
   * @default false
   */
  showBack?: boolean;
  /** Back handler (e.g. `navigate(-1)`). */
  onBack?: () => void;
  /**
   * Product name beside the logo mark.
   * @default 'GTA Home Marketplace'
   */
  brandName?: string;
  /**
   * Menu links.
   * @default DEFAULT_HEADER_NAV
   */
  navItems?: HeaderNavItem[];
  /**
   * 'Services' link target.
   * @default '/services'
   */
  servicesHref?: string;
  /**
   * 'For Contractors' link target.
   * @default '/contractor-dashboard'
   */
  contractorsHref?: string;
  /**
   * 'Get Quote' target.
   * @default '/post-project'
   */
  quoteHref?: string;
  /**
   * Contact icon target.
   * @default '/contact'
   */
  contactHref?: string;
  /**
   * The account corner, rendered next to the theme toggle: e.g. a "Sign in" link, or a menu with
   * the signed-in person's name. The app decides what goes here; nothing is shown without it.
   */
  accountSlot?: ReactNode;
}

/**
 * Sticky site header: brand, page menu (current page name), Services and For
 * Contractors links, theme toggle, an optional account slot, contact icon, Get Quote (hidden on small
 * screens) and an optional Back button.
 */
export function AppHeader({
  currentPageName,
  colorMode,
  onToggleColorMode,
  showBack = false,
  onBack,
  brandName = 'GTA Home Marketplace',
  navItems = DEFAULT_HEADER_NAV,
  servicesHref = '/services',
  contractorsHref = '/contractor-dashboard',
  quoteHref = '/post-project',
  contactHref = '/contact',
  accountSlot,
  linkAs,
  onNavigate,
}: AppHeaderProps) {
  const navigation = useNavigation({ linkAs, onNavigate });
  return (
    <Box
      as="header"
      position="sticky"
      top="0"
      zIndex="sticky"
      bg="bg.panel/95"
      backdropFilter="saturate(180%) blur(8px)"
      borderBottomWidth="1px"
      borderColor="border"
    >
      <Container maxW="7xl" px={{ base: '3', md: '6' }}>
        {/* One row at normal text sizes; with enlarged text the links wrap to a second row instead of overlapping. */}
        <HStack minHeight={{ base: '14', md: '16' }} gap={{ base: '1', md: '3' }} rowGap="0" justify="space-between" flexWrap="wrap">
          <HStack gap={{ base: '0.5', md: '3' }} minW="0" flexShrink="1">
            {showBack ? (
              <IconButton aria-label="Go back" variant="ghost" colorPalette="gray" size="sm" onClick={onBack}>
                <ArrowLeft aria-hidden="true" />
              </IconButton>
            ) : null}
            <AppLink
              href="/"
              linkAs={navigation.linkAs}
              onNavigate={navigation.onNavigate}
              color="fg"
              fontWeight="bold"
              textDecoration="none"
              _hover={{ textDecoration: 'none' }}
              display="inline-flex"
              alignItems="center"
              gap="2"
              aria-label={`${brandName}, home`}
            >
              <Box as="span" display="inline-flex" p="1.5" borderRadius="l2" bg="brand.solid" color="brand.contrast">
                <House aria-hidden="true" size={18} />
              </Box>
              <Text as="span" hideBelow="lg" whiteSpace="nowrap">
                {brandName}
              </Text>
            </AppLink>
            <PageMenu currentPageName={currentPageName} navItems={navItems} linkAs={navigation.linkAs} onNavigate={navigation.onNavigate} />
          </HStack>
          <HStack as="nav" aria-label="Main" gap={{ base: '0', md: '2' }} flexShrink="0">
            {/* Below md the two links collapse to icons (named by aria-label) so the bar fits a 360 px phone. */}
            <LinkButton
              href={servicesHref}
              linkAs={navigation.linkAs}
              onNavigate={navigation.onNavigate}
              variant="ghost"
              colorPalette="gray"
              size="sm"
              aria-label="Services"
              px={{ base: '2', md: '3' }}
            >
              <LayoutGrid aria-hidden="true" />
              <Text as="span" hideBelow="md">
                Services
              </Text>
            </LinkButton>
            <LinkButton
              href={contractorsHref}
              linkAs={navigation.linkAs}
              onNavigate={navigation.onNavigate}
              variant="ghost"
              colorPalette="gray"
              size="sm"
              aria-label="For Contractors"
              px={{ base: '2', md: '3' }}
            >
              <HardHat aria-hidden="true" />
              <Text as="span" hideBelow="md">
                For Contractors
              </Text>
            </LinkButton>
            <ThemeToggle colorMode={colorMode} onToggle={onToggleColorMode} />
            {accountSlot}
            <LinkButton
              href={contactHref}
              linkAs={navigation.linkAs}
              onNavigate={navigation.onNavigate}
              variant="ghost"
              colorPalette="gray"
              size="sm"
              aria-label="Contact us"
              title="Contact us"
              px="2"
            >
              <Phone aria-hidden="true" />
            </LinkButton>
            <LinkButton href={quoteHref} linkAs={navigation.linkAs} onNavigate={navigation.onNavigate} colorPalette="maple" size="sm" hideBelow="md">
              Get Quote
            </LinkButton>
          </HStack>
        </HStack>
      </Container>
    </Box>
  );
}
