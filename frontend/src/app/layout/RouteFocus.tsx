import { VisuallyHidden } from '@marketplace/design-system';
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';

/** How long a screen may take to show its heading (data still loading) before focus goes to `<main>`. */
export const HEADING_WAIT_MS = 5000;

/** Marks the element that route focus moved to, so the layout can style its focus ring. */
export const ROUTE_FOCUS_ATTRIBUTE = 'data-route-focus';

/** Focuses `target` without scrolling (the layout scrolls to the top itself), making it focusable first. */
function focusTarget(target: HTMLElement): void {
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  target.setAttribute(ROUTE_FOCUS_ATTRIBUTE, '');
  target.addEventListener('blur', () => target.removeAttribute(ROUTE_FOCUS_ATTRIBUTE), { once: true });
  target.focus({ preventScroll: true });
}

/**
 * After a client-side navigation (not on the first load, where the skip link stays the first Tab
 * stop), moves focus to the new screen's `<h1>` (or `<main>` when it has none within
 * HEADING_WAIT_MS) and says the new page's title in a polite live region, so keyboard and
 * screen-reader users learn that the page changed and start reading at its top. Focus is left
 * alone when the user has pressed a key or clicked while the screen was loading.
 */
export function RouteFocus({ mainId = 'main' }: { mainId?: string }) {
  const { pathname } = useLocation();
  const previous = useRef(pathname);
  const [announcement, setAnnouncement] = useState('');

  useEffect(() => {
    // The first render (and Strict Mode's repeated effect) keeps the browser's own focus.
    if (previous.current === pathname) return;
    previous.current = pathname;
    const main = document.getElementById(mainId);
    if (!main) return;

    // A key press or click after the navigation means the user is already elsewhere: focus is
    // theirs. Focus moved by a closing menu or dialog (back to its trigger) is not.
    let userActed = false;
    const acted = () => (userActed = true);
    document.addEventListener('keydown', acted, true);
    document.addEventListener('pointerdown', acted, true);
    const stopListening = () => {
      document.removeEventListener('keydown', acted, true);
      document.removeEventListener('pointerdown', acted, true);
    };
    let frame = 0;
    let timer = 0;
    let settled = false;
    const settle = (target: HTMLElement) => {
      if (settled) return;
      settled = true;
      observer.disconnect();
      stopListening();
      window.clearTimeout(timer);
      if (!userActed) focusTarget(target);
      setAnnouncement(''); // so the same title is said again after a change
      // The screen sets the title in an effect of the same commit: read it once effects have run.
      frame = requestAnimationFrame(() => {
        timer = window.setTimeout(() => setAnnouncement(document.title));
      });
    };
    const findHeading = () => {
      const heading = main.querySelector<HTMLElement>('h1');
      if (heading) settle(heading);
    };
    const observer = new MutationObserver(findHeading);
    observer.observe(main, { childList: true, subtree: true });
    timer = window.setTimeout(() => settle(main), HEADING_WAIT_MS);
    findHeading();
    return () => {
      observer.disconnect();
      stopListening();
      window.clearTimeout(timer);
      cancelAnimationFrame(frame);
    };
  }, [pathname, mainId]);

  return (
    <VisuallyHidden aria-live="polite" aria-atomic="true" data-testid="route-announcer">
      {announcement}
    </VisuallyHidden>
  );
}
