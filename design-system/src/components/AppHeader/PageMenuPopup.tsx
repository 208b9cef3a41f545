import { Menu } from '@chakra-ui/react/menu';
import { Portal } from '@chakra-ui/react/portal';
import { useEffect, useRef } from 'react';
import { NavAnchor } from '../../navigation/navigation';
import type { NavigationOptions } from '../../navigation/navigation';
import type { HeaderNavItem } from './types';
import { PageMenuButton } from './PageMenuButton';

export interface PageMenuPopupProps extends NavigationOptions {
  currentPageName: string;
  navItems: HeaderNavItem[];
  /** Open at once (the button was pressed before the menu's code arrived). */
  defaultOpen?: boolean;
  /** Focus the button on mount (it replaces a stand-in that had focus). */
  takeFocus?: boolean;
}

/** The page menu itself (Chakra Menu): loaded after the page, see PageMenu. */
export default function PageMenuPopup({ currentPageName, navItems, linkAs, onNavigate, defaultOpen, takeFocus }: PageMenuPopupProps) {
  const button = useRef<HTMLButtonElement>(null);
  const refocusIfLost = () => {
    const active = document.activeElement;
    if (!active || active === document.body || active.closest('[data-scope="menu"][data-part="content"]')) button.current?.focus({ preventScroll: true });
  };
  useEffect(() => {
    if (takeFocus && !defaultOpen) button.current?.focus();
  }, [takeFocus, defaultOpen]);
  return (
    <Menu.Root
      // Fixed, like the sticky header it hangs from: page scroll never moves the open menu away from
      // its button. Positioned in the page instead, a scroll (even one made by a press: a browser or a
      // test scrolling an item into view) carried the menu off under the header until the next frame
      // put it back, so a button released there landed on the header, and the item's click was lost.
      positioning={{ placement: 'bottom-start', strategy: 'fixed' }}
      defaultOpen={defaultOpen}
      // Enter on a highlighted item: navigate in the app (the menu's default would follow the link with a full page load).
      navigate={({ value, href }) => (onNavigate ? onNavigate(value) : window.location.assign(href))}
      // Closed (Escape, a click outside): focus belongs on the button. The menu restores it itself; this
      // covers a close whose focus stayed on the hidden list or fell to the page, checked once the list is gone.
      onOpenChange={({ open }) => {
        if (!open) requestAnimationFrame(refocusIfLost);
      }}
      onExitComplete={refocusIfLost}
    >
      <Menu.Trigger asChild>
        <PageMenuButton ref={button} currentPageName={currentPageName} />
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="52">
            {navItems.map((item) => (
              <Menu.Item key={item.href} value={item.href} asChild>
                <NavAnchor href={item.href} linkAs={linkAs} onNavigate={onNavigate} aria-current={item.label === currentPageName ? 'page' : undefined}>
                  {item.label}
                </NavAnchor>
              </Menu.Item>
            ))}
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
