import { Box } from '@chakra-ui/react/box';
import { IconButton } from '@chakra-ui/react/button';
import { Container } from '@chakra-ui/react/container';
import { HStack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { ArrowLeft, House } from 'lucide-react';
import type { ReactNode } from 'react';
import { AppLink, LinkButton } from '../../navigation/AppLink';
import { useNavigation } from '../../navigation/navigation';
import type { NavigationOptions } from '../../navigation/navigation';
import { PageMenu } from './PageMenu';
import { ThemeToggle } from '../ThemeToggle/ThemeToggle';
import type { ColorMode } from '../ThemeToggle/ThemeToggle';

import type { HeaderLink, HeaderNavItem } from './types';

export type { HeaderLink, HeaderNavItem };

export interface AppHeaderProps extends NavigationOptions {
  /** Product name beside the logo mark (and in the home link's name). */
  brandName: string;
  /** Where the brand links to, e.g. '/'. */
  brandHref: string;
  /** Name of the current page, shown on the page menu button. */
  currentPageName: string;
  /** The page menu's links, in order. */
  navItems: HeaderNavItem[];
  /** Main navigation links before the theme toggle (icon and label; icon only on phones). */
  links?: HeaderLink[];
  /** Icon-only links after the theme toggle (the label is their accessible name and tooltip). */
  iconLinks?: HeaderLink[];
  /** The call to action at the end, hidden on phones. */
  primaryAction?: HeaderNavItem;
  /**
   * Extra controls rendered right after the theme toggle, e.g. an account menu or a sign-in link.
   * Keep it compact (an icon button or a small button): on a 360 px phone the bar has room for about one.
   */
  accountSlot?: ReactNode;
  /** Theme in effect (for the toggle). */
  colorMode: ColorMode;
  /** Switches the theme. */
  onToggleColorMode: () => void;
  /**
   * Show the Back button (the app decides when).
   * @default false
   */
  showBack?: boolean;
  /** Back handler (e.g. `navigate(-1)`). */
  onBack?: () => void;
}

/** A ghost link button of the bar: icon and label (icon only below md), or always icon only with the label as tooltip. */
function HeaderLinkButton({ link, navigation, iconOnly = false }: { link: HeaderLink; navigation: NavigationOptions; iconOnly?: boolean }) {
  return (
    <LinkButton
      href={link.href}
      linkAs={navigation.linkAs}
      onNavigate={navigation.onNavigate}
      variant="ghost"
      colorPalette="gray"
      size="sm"
      aria-label={link.label}
      title={iconOnly ? link.label : undefined}
      px={iconOnly ? '2' : { base: '2', md: '3' }}
    >
      {link.icon}
      {iconOnly ? null : (
        <Text as="span" hideBelow="md">
          {link.label}
        </Text>
      )}
    </LinkButton>
  );
}

/**
 * Sticky site header: brand, page menu (current page name), main links, theme toggle, an account
 * slot, icon links and a call to action (hidden on small screens), and an optional Back button.
 * Every link and label comes from the app.
 */
export function AppHeader({
  brandName,
  brandHref,
  currentPageName,
  navItems,
  links = [],
  iconLinks = [],
  primaryAction,
  accountSlot,
  colorMode,
  onToggleColorMode,
  showBack = false,
  onBack,
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
              href={brandHref}
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
            {/* Below md the links collapse to icons (named by aria-label) so the bar fits a 360 px phone. */}
            {links.map((link) => (
              <HeaderLinkButton key={link.href} link={link} navigation={navigation} />
            ))}
            <ThemeToggle colorMode={colorMode} onToggle={onToggleColorMode} />
            {accountSlot}
            {iconLinks.map((link) => (
              <HeaderLinkButton key={link.href} link={link} navigation={navigation} iconOnly />
            ))}
            {primaryAction ? (
              <LinkButton href={primaryAction.href} linkAs={navigation.linkAs} onNavigate={navigation.onNavigate} colorPalette="maple" size="sm" hideBelow="md">
                {primaryAction.label}
              </LinkButton>
            ) : null}
          </HStack>
        </HStack>
      </Container>
    </Box>
  );
}
