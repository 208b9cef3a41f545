import { Box } from '@chakra-ui/react/box';
import { Button, IconButton } from '@chakra-ui/react/button';
import { Container } from '@chakra-ui/react/container';
import { Menu } from '@chakra-ui/react/menu';
import { Portal } from '@chakra-ui/react/portal';
import { HStack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { LinkButton, NavAnchor, ThemeToggle } from '@marketplace/design-system';
import { ArrowLeft, ChevronDown, HardHat, House, Mail } from 'lucide-react';
import { useLocation, useNavigate } from 'react-router-dom';
import { BRAND_NAME } from '../brand';
import { useTheme } from '../providers/ThemeProvider';
import { MENU_LINKS, pageNameFor, shouldShowBack } from './pageName';

/** The sticky header of every screen: back, brand, page menu, contractor link, theme, quote and contact. */
export function SiteHeader() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const { theme, toggleTheme } = useTheme();
  const showBack = shouldShowBack(pathname, window.history.length);

  return (
    <Box
      as="header"
      position="sticky"
      top="0"
      zIndex="sticky"
      bg="bg.panel/90"
      backdropFilter="saturate(180%) blur(8px)"
      borderBottomWidth="1px"
      borderColor="border"
    >
      <Container maxW="7xl" px={{ base: '3', md: '6' }}>
        <HStack as="nav" aria-label="Main" height={{ base: '14', md: '16' }} gap={{ base: '1', md: '3' }}>
          {showBack ? (
            <IconButton aria-label="Back" title="Back" variant="ghost" size="sm" colorPalette="gray" onClick={() => navigate(-1)}>
              <ArrowLeft aria-hidden="true" />
            </IconButton>
          ) : null}
          <NavAnchor href="/" aria-label={`${BRAND_NAME} home`}>
            <HStack gap="2" color="fg.brand">
              <Box as="span" display="inline-flex" p="1.5" borderRadius="l2" bg="brand.solid" color="brand.contrast">
                <House aria-hidden="true" size={18} />
              </Box>
              <Text as="span" fontWeight="bold" fontSize={{ base: 'md', md: 'lg' }} color="fg" display={{ base: 'none', sm: 'inline' }}>
                {BRAND_NAME}
              </Text>
            </HStack>
          </NavAnchor>

          <Menu.Root positioning={{ placement: 'bottom-start' }}>
            <Menu.Trigger asChild>
              <Button variant="outline" size="sm" colorPalette="gray" ms={{ base: '1', md: '4' }} aria-label={`Menu, current page: ${pageNameFor(pathname)}`}>
                {pageNameFor(pathname)}
                <ChevronDown aria-hidden="true" />
              </Button>
            </Menu.Trigger>
            <Portal>
              <Menu.Positioner>
                <Menu.Content minW="48">
                  {MENU_LINKS.map((link) => (
                    <Menu.Item key={link.href} value={link.href} asChild fontWeight={link.href === pathname ? 'semibold' : undefined}>
                      <NavAnchor href={link.href} aria-current={link.href === pathname ? 'page' : undefined}>
                        {link.label}
                      </NavAnchor>
                    </Menu.Item>
                  ))}
                </Menu.Content>
              </Menu.Positioner>
            </Portal>
          </Menu.Root>

          <Box flex="1" />

          <LinkButton href="/contractor-dashboard" variant="ghost" size="sm" colorPalette="gray" aria-label="For Contractors">
            <HardHat aria-hidden="true" />
            <Text as="span" display={{ base: 'none', md: 'inline' }}>
              For Contractors
            </Text>
          </LinkButton>
          <ThemeToggle colorMode={theme} onToggle={toggleTheme} />
          <LinkButton href="/post-project" size="sm" display={{ base: 'none', md: 'inline-flex' }}>
            Get Quote
          </LinkButton>
          <IconButton asChild aria-label="Contact us" title="Contact us" variant="ghost" size="sm" colorPalette="gray">
            <NavAnchor href="/contact">
              <Mail aria-hidden="true" />
            </NavAnchor>
          </IconButton>
        </HStack>
      </Container>
    </Box>
  );
}
