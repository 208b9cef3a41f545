import { Suspense, lazy, useEffect, useRef, useState } from 'react';
import type { PageMenuPopupProps } from './PageMenuPopup';
import { PageMenuButton } from './PageMenuButton';

const loadPopup = () => import('./PageMenuPopup');
const PageMenuPopup = lazy(loadPopup);

type PageMenuProps = Omit<PageMenuPopupProps, 'defaultOpen' | 'takeFocus'>;

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
 * loads once the browser is idle. A press before then opens the menu as soon as it arrives, and
 * keyboard focus carries over to the real button.
 */
export function PageMenu(props: PageMenuProps) {
  const [stage, setStage] = useState<'stand-in' | 'loaded'>('stand-in');
  const [openOnArrival, setOpenOnArrival] = useState(false);
  const standInFocused = useRef(false);

  useEffect(() => {
    let active = true;
    const cancel = whenIdle(() => {
      void loadPopup().then(() => active && setStage('loaded'));
    });
    return () => {
      active = false;
      cancel();
    };
  }, []);

  const standIn = (
    <PageMenuButton
      currentPageName={props.currentPageName}
      aria-haspopup="menu"
      aria-expanded={false}
      onFocus={() => (standInFocused.current = true)}
      onBlur={() => (standInFocused.current = false)}
      onClick={() => {
        setOpenOnArrival(true);
        void loadPopup().then(() => setStage('loaded'));
      }}
    />
  );
  if (stage === 'stand-in') return standIn;
  return (
    <Suspense fallback={standIn}>
      <PageMenuPopup {...props} defaultOpen={openOnArrival} takeFocus={standInFocused.current} />
    </Suspense>
  );
}
