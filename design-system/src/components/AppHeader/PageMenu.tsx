import { useEffect, useRef, useState, type ComponentType } from 'react';
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

/**
 * The header's page menu. The menu machinery (positioning, dismissal, keyboard navigation) is
 * not needed to paint a page, so the first render shows a stand-in button and the real menu
 * loads once the browser is idle. The swap happens in one render: a press on the stand-in opens
 * the menu as soon as it is shown, even a press that comes after the code arrived but before the
 * swap was drawn (the press is state, read when the menu mounts), and focus carries over only if
 * the stand-in still has it.
 *
 * The swap never lands in the middle of a press on the stand-in: a click whose button went down
 * on the stand-in and came up on the new button would reach neither (the browser sends it to
 * their common ancestor), so the menu would not open. Code that arrives while the stand-in is held
 * waits for the press to end: its click, or the pointer let go elsewhere or cancelled.
 */
export function PageMenu(props: PageMenuProps) {
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [pressed, setPressed] = useState(false);
  const standIn = useRef<HTMLButtonElement>(null);
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
    <PageMenuButton
      ref={standIn}
      currentPageName={props.currentPageName}
      aria-haspopup="menu"
      aria-expanded={false}
      onPointerDown={(event) => {
        if (event.isPrimary) holding.current = true;
      }}
      onClick={() => {
        setPressed(true);
        pressEnded();
        load();
      }}
    />
  );
}
