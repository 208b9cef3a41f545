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
 */
export function PageMenu(props: PageMenuProps) {
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [pressed, setPressed] = useState(false);
  const standIn = useRef<HTMLButtonElement>(null);
  const active = useRef(true);

  const load = () =>
    void import('./PageMenuPopup').then(({ default: Popup }) => {
      if (!active.current) return;
      setLoaded((current) => current ?? { Popup, focus: standIn.current !== null && document.activeElement === standIn.current });
    });

  useEffect(() => {
    active.current = true;
    const cancel = whenIdle(load);
    return () => {
      active.current = false;
      cancel();
    };
    // `load` only reads refs, so the first render's copy is as good as any: load once per mount.
  }, []);

  if (loaded) return <loaded.Popup {...props} defaultOpen={pressed} takeFocus={loaded.focus} />;
  return (
    <PageMenuButton
      ref={standIn}
      currentPageName={props.currentPageName}
      aria-haspopup="menu"
      aria-expanded={false}
      onClick={() => {
        setPressed(true);
        load();
      }}
    />
  );
}
