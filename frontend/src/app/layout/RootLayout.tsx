import { Box } from '@chakra-ui/react/box';
import { NavigationProvider, SkipLink } from '@marketplace/design-system';
import { useCallback, useEffect } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router-dom';
import { SiteFooter } from './SiteFooter';
import { SiteHeader } from './SiteHeader';

/** Scrolls to the top when the path changes (not on query or hash changes). */
function ScrollToTop() {
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}

/**
 * The layout route: header, the current screen, footer. It plugs React
 * Router into the design system so every design-system link navigates
 * without a full page load.
 */
export function RootLayout() {
  const navigate = useNavigate();
  const onNavigate = useCallback((href: string) => navigate(href), [navigate]);
  return (
    <NavigationProvider onNavigate={onNavigate}>
      <ScrollToTop />
      <Box display="flex" flexDirection="column" minHeight="100dvh" bg="bg" color="fg">
        <SkipLink />
        <SiteHeader />
        <Box as="main" id="main" tabIndex={-1} flex="1" outline="none">
          <Outlet />
        </Box>
        <SiteFooter />
      </Box>
    </NavigationProvider>
  );
}
