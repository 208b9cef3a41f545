import { FIELD_VITALS_OVERRIDE_KEY, sampled } from './sampling';

/**
 * Share of page views that send field data, fixed at build time: VITE_FIELD_VITALS_SAMPLE_RATE
 * (0-1), 10% in a production build when unset, every page view in development.
 */
const SAMPLE_RATE = Number(import.meta.env.VITE_FIELD_VITALS_SAMPLE_RATE ?? (import.meta.env.PROD ? 0.1 : 1));

function override(): string | null {
  try {
    return window.localStorage.getItem(FIELD_VITALS_OVERRIDE_KEY);
  } catch {
    return null; // storage blocked: the sample rate decides
  }
}

const afterIdle = (run: () => void) => ('requestIdleCallback' in window ? window.requestIdleCallback(run, { timeout: 5000 }) : setTimeout(run, 1));

/**
 * Field data from this page view, for a sample of visitors: once the page has loaded and the browser
 * is idle, the collector (web-vitals, a chunk of its own that no page waits for) starts and sends
 * the Core Web Vitals by sendBeacon when the page is hidden. `route` is the template of the page the
 * visitor landed on ('/project/:id'). App routes start this from the entry (main.tsx); content pages,
 * which load no app until the first interaction, from a module of its own (field-vitals.ts) that their
 * starter loads when idle. The rest, device and connection included, runs in the collector's chunk.
 */
export function startFieldVitals(route: string): void {
  if (typeof navigator.sendBeacon !== 'function' || !sampled(SAMPLE_RATE, override())) return;
  const start = () =>
    afterIdle(() => {
      void import('./collectFieldVitals').then(({ collectFieldVitals }) => collectFieldVitals(route)).catch(() => undefined);
    });
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
}
