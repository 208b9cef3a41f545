import { AppHeader } from '@marketplace/design-system';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { AccountSlot } from '../../features/account/AccountSlot';
import { BRAND_NAME } from '../brand';
import { useTheme } from '../providers/ThemeProvider';
import { MENU_LINKS, pageNameFor, shouldShowBack } from './pageName';

/** The design system's sticky header, fed with the current route, the history rule, the theme and the account corner. */
export function SiteHeader() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const { theme, toggleTheme } = useTheme();
  // History is known only in the browser, after hydration; prerendered HTML never shows Back.
  const [historyLength, setHistoryLength] = useState(0);
  useEffect(() => setHistoryLength(window.history.length), [pathname]);
  return (
    <AppHeader
      brandName={BRAND_NAME}
      currentPageName={pageNameFor(pathname)}
      navItems={[...MENU_LINKS]}
      colorMode={theme}
      onToggleColorMode={toggleTheme}
      showBack={shouldShowBack(pathname, historyLength)}
      onBack={() => void navigate(-1)}
      accountSlot={<AccountSlot />}
    />
  );
}
