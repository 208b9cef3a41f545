import { AppHeader } from '@marketplace/design-system';
import type { HeaderLink } from '@marketplace/design-system';
import { HardHat, LayoutGrid, Phone } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { AccountSlot } from '../session/AccountSlot';
import { BRAND_NAME } from '../brand';
import { adoptClientState } from '../hydration';
import { useTheme } from '../providers/ThemeProvider';
import { MENU_LINKS, pageNameFor, shouldShowBack } from './pageName';

/** The header's links beside the page menu. */
const HEADER_LINKS: HeaderLink[] = [
  { label: 'Services', href: '/services', icon: <LayoutGrid aria-hidden="true" /> },
  { label: 'For Contractors', href: '/contractor-dashboard', icon: <HardHat aria-hidden="true" /> },
];
const CONTACT_LINK: HeaderLink = { label: 'Contact us', href: '/contact', icon: <Phone aria-hidden="true" /> };
const GET_QUOTE = { label: 'Get Quote', href: '/post-project' };

/** The design system's sticky header, fed with the app's links, the current route, the history rule and the theme. */
export function SiteHeader() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const { theme, toggleTheme } = useTheme();
  // History is known only in the browser, after hydration; prerendered HTML never shows Back.
  const [historyLength, setHistoryLength] = useState(0);
  useEffect(() => adoptClientState(() => setHistoryLength(window.history.length)), [pathname]);
  return (
    <AppHeader
      brandName={BRAND_NAME}
      brandHref="/"
      currentPageName={pageNameFor(pathname)}
      navItems={[...MENU_LINKS]}
      links={HEADER_LINKS}
      iconLinks={[CONTACT_LINK]}
      primaryAction={GET_QUOTE}
      accountSlot={<AccountSlot />}
      colorMode={theme}
      onToggleColorMode={toggleTheme}
      showBack={shouldShowBack(pathname, historyLength)}
      onBack={() => void navigate(-1)}
    />
  );
}
