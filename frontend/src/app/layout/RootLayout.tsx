import { Box, NavigationProvider, SkipLink } from '@marketplace/design-system';
import { useCallback, useEffect, useRef } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router-dom';
import { ROUTE_FOCUS_ATTRIBUTE, RouteFocus } from './RouteFocus';
import { ServerHtml } from './ServerHtml';
import { SiteFooter } from './SiteFooter';
import { SiteHeader } from './SiteHeader';

/**
 * Scrolls to the top when the path changes (not on query or hash changes). Not on the first load: the
 * browser has placed the page itself (at the top, or where a reload or Back left it), and a page painted
 * from its HTML may have been scrolled before the app arrived, seconds later on a slow phone.
 */
function ScrollToTop() {
  const { pathname } = useLocation();
  const previous = useRef(pathname);
  useEffect(() => {
    // The first render (and Strict Mode's repeated effect) leaves the page where it is.
    if (previous.current === pathname) return;
    previous.current = pathname;
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}

/**
 * The heading that route focus moved to shows the focus ring only when the browser would show one
 * (keyboard navigation), not after a click.
 */
const mainStyles = {
  [`& [${ROUTE_FOCUS_ATTRIBUTE}]:focus`]: { outline: 'none' },
  [`& [${ROUTE_FOCUS_ATTRIBUTE}]:focus-visible`]: { outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '2px' },
  // A screen's bands after the first are laid out, painted and restyled only when near the viewport: less to
  // do as a long page loads, and a theme switch restyles what is on screen in its own frame (the rest follows
  // right after, see applyThemeClass). The size is a guess for each band until it has been shown once.
  '& > section ~ section': { contentVisibility: 'auto', containIntrinsicSize: { base: 'auto 1200px', md: 'auto 800px' } },
};

/**
 * The layout route: header, the current screen, footer. It plugs React
 * Router into the design system so every design-system link navigates
 * without a full page load, and after each navigation moves focus to the new
 * screen's heading and announces its title (RouteFocus).
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
        {/* At least a screen tall, so the footer starts below the fold and does not jump down when a
            screen's data arrives (layout shift). */}
        <Box as="main" id="main" tabIndex={-1} flex="1" minHeight="100dvh" outline="none" css={mainStyles}>
          <Outlet />
        </Box>
        <RouteFocus mainId="main" />
        {/* Links and text only: on a page that arrived rendered, its HTML is kept, not hydrated. */}
        <ServerHtml name="footer">
          <SiteFooter />
        </ServerHtml>
      </Box>
    </NavigationProvider>
  );
}
