import { Box } from '@chakra-ui/react/box';
import { useEffect, useId, useRef, useState, type ComponentType, type KeyboardEvent, type MouseEvent, type Ref } from 'react';
import { NavAnchor } from '../../navigation/navigation';
import type { PageMenuPopupProps } from './PageMenuPopup';
import { PageMenuButton } from './PageMenuButton';

type PageMenuProps = Omit<PageMenuPopupProps, 'defaultOpen' | 'takeFocus'>;

interface Loaded {
  Popup: ComponentType<PageMenuPopupProps>;
  /** Focus the real button: the stand-in had focus when it was replaced. */
  focus: boolean;
}

/** Starts `task` once the browser is idle after the page has loaded; returns a cancel function. */
function whenIdle(task: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(task, { timeout: 3000 });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(task, 300);
  return () => window.clearTimeout(id);
}

/** Whether `list` is shown as an open popover; false where the browser has no popovers. */
function isOpen(list: HTMLElement | null): boolean {
  try {
    return Boolean(list?.matches(':popover-open'));
  } catch {
    return false;
  }
}

/** Whether the browser has popovers (`popover`, `popovertarget`); checked after hydration, never in the render. */
function hasPopovers(): boolean {
  return typeof HTMLElement !== 'undefined' && 'popover' in HTMLElement.prototype;
}

function hideList(list: HTMLElement) {
  if (isOpen(list)) list.hidePopover();
}

/** Arrow keys, Home and End move focus among the list's links, as in a menu; Tab goes through them too. */
function moveAmongLinks(event: KeyboardEvent<HTMLElement>) {
  const links = [...event.currentTarget.querySelectorAll('a')];
  const at = links.indexOf(document.activeElement as HTMLAnchorElement);
  const next = { ArrowDown: at + 1, ArrowUp: at < 0 ? links.length - 1 : at - 1, Home: 0, End: links.length - 1 }[event.key];
  if (next === undefined || links.length === 0) return;
  event.preventDefault();
  links[(next + links.length) % links.length]?.focus();
}

/**
 * The page links as a popover list beside the menu button, in the page's HTML: the button opens it with
 * no script (`popovertarget`), so on a page whose app has not arrived yet (a content page loads it at the
 * first interaction) the first press shows the links at once; the browser closes it on Escape or a press
 * elsewhere and gives focus back to the button. It hangs from the button (CSS anchor positioning; under
 * the header's start where the browser has none). Where the browser has popovers this list is the page
 * menu for good: opening it is the browser's work alone, a fraction of a scripted menu's render. Hidden
 * unless open, also where popovers are unknown (the button then waits for the menu's code, as the page's
 * starter holds the press).
 */
function PageList({ id, listRef, currentPageName, navItems, linkAs, onNavigate }: PageMenuProps & { id: string; listRef: Ref<HTMLElement> }) {
  return (
    <Box
      as="nav"
      ref={listRef}
      id={id}
      {...{ popover: 'auto' }}
      aria-label="Pages"
      onKeyDown={moveAmongLinks}
      // A link followed in the app (no page load) leaves the page as it is: close the list.
      onClick={(event: MouseEvent<HTMLElement>) => {
        if (event.target instanceof Element && event.target.closest('a')) hideList(event.currentTarget);
      }}
      minW="52"
      p="1.5"
      bg="bg.panel"
      color="fg"
      borderWidth="0"
      borderRadius="l2"
      boxShadow="lg"
      css={{
        display: 'none',
        '&:popover-open': { display: 'block' },
        position: 'fixed',
        inset: 'auto',
        margin: '0',
        top: '3.5rem',
        left: '0.75rem',
        '@supports (anchor-name: --page-menu)': { positionAnchor: '--page-menu', top: 'calc(anchor(bottom) + 8px)', left: 'anchor(left)' },
      }}
    >
      {navItems.map((item) => (
        <Box
          asChild
          key={item.href}
          display="flex"
          alignItems="center"
          px="2"
          py="1.5"
          borderRadius="l1"
          textStyle="sm"
          color="fg"
          textDecoration="none"
          _hover={{ bg: 'bg.muted' }}
          _focusVisible={{ bg: 'bg.muted', outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '-2px' }}
          _currentPage={{ fontWeight: 'semibold' }}
        >
          <NavAnchor href={item.href} linkAs={linkAs} onNavigate={onNavigate} aria-current={item.label === currentPageName ? 'page' : undefined}>
            {item.label}
          </NavAnchor>
        </Box>
      ))}
    </Box>
  );
}

/**
 * The header's page menu: the button and its popover list of links (PageList), which is all of it where
 * the browser has popovers; the button says whether the list is open (`aria-expanded`, set from the
 * list's toggle events, so opening it renders nothing).
 *
 * Where the browser has no popovers, the button is a stand-in and a scripted menu (Chakra's Menu, with
 * its positioning, dismissal and keyboard navigation) loads once the browser is idle. The swap happens
 * in one render: a press on the stand-in opens the menu as soon as it is shown, even a press that comes
 * after the code arrived but before the swap was drawn (the press is state, read when the menu mounts),
 * and focus carries over only if the stand-in still has it.
 *
 * The swap never lands in the middle of a press on the stand-in: a click whose button went down
 * on the stand-in and came up on the new button would reach neither (the browser sends it to
 * their common ancestor), so the menu would not open. Code that arrives while the stand-in is held
 * waits for the press to end: its click, or the pointer let go elsewhere or cancelled.
 *
 */
export function PageMenu(props: PageMenuProps) {
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [pressed, setPressed] = useState(false);
  const standIn = useRef<HTMLButtonElement>(null);
  const list = useRef<HTMLElement>(null);
  const listId = useId();
  const active = useRef(true);
  /** A press began on the stand-in and has not ended yet. */
  const holding = useRef(false);
  /** The menu's code, arrived while the stand-in was held. */
  const waiting = useRef<ComponentType<PageMenuPopupProps> | null>(null);

  const show = (Popup: ComponentType<PageMenuPopupProps>) => {
    if (!active.current) return;
    if (holding.current) {
      waiting.current = Popup;
      return;
    }
    setLoaded((current) => current ?? { Popup, focus: standIn.current !== null && document.activeElement === standIn.current });
  };
  const pressEnded = () => {
    holding.current = false;
    if (waiting.current) show(waiting.current);
  };
  const load = () => void import('./PageMenuPopup').then(({ default: Popup }) => show(Popup));

  useEffect(() => {
    const early = list.current;
    if (hasPopovers()) {
      // The list is the menu: the button follows it.
      const expanded = () => standIn.current?.setAttribute('aria-expanded', String(isOpen(early)));
      expanded();
      early?.addEventListener('toggle', expanded);
      return () => early?.removeEventListener('toggle', expanded);
    }
    active.current = true;
    const cancel = whenIdle(load);
    // A press that ends off the stand-in (dragged away, or cancelled) sends it no click.
    const endedElsewhere = (event: PointerEvent) => {
      if (!holding.current) return;
      if (event.type === 'pointercancel' || !(event.target instanceof Node && standIn.current?.contains(event.target))) pressEnded();
    };
    window.addEventListener('pointerup', endedElsewhere, true);
    window.addEventListener('pointercancel', endedElsewhere, true);
    return () => {
      active.current = false;
      cancel();
      window.removeEventListener('pointerup', endedElsewhere, true);
      window.removeEventListener('pointercancel', endedElsewhere, true);
    };
    // `load` and the listeners only read refs, so the first render's copies are as good as any: once per mount.
  }, []);

  if (loaded) return <loaded.Popup {...props} defaultOpen={pressed} takeFocus={loaded.focus} />;
  return (
    <>
      <PageMenuButton
        ref={standIn}
        currentPageName={props.currentPageName}
        {...{ popoverTarget: listId }}
        css={{ anchorName: '--page-menu' }}
        onPointerDown={(event) => {
          if (event.isPrimary) holding.current = true;
        }}
        onClick={() => {
          if (hasPopovers()) return; // the browser opens the list, and the menu is the list
          // Where the browser has no popovers, the list stays hidden: the menu opens once its code is here.
          setPressed(true);
          pressEnded();
          load();
        }}
      />
      <PageList {...props} id={listId} listRef={list} />
    </>
  );
}
