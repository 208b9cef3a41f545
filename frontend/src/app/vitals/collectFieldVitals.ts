// The one module that imports web-vitals: loaded after the page is idle, in a chunk of its own.
import { onCLS, onFCP, onINP, onLCP, onTTFB } from 'web-vitals/attribution';
import { fieldVitalsTarget, type WebVitalMetricName } from '@marketplace/shared';
import { pageContextOf } from './pageContext';

export const FIELD_VITALS_ENDPOINT = '/api/vitals';

/** The parts of a web-vitals metric (attribution build) the beacon reads. */
interface ReportedMetric {
  name: string;
  value: number;
  attribution?: object;
}

/** What web-vitals' INP attribution says about the interaction. */
interface InteractionAttribution {
  interactionTarget?: string;
  interactionType?: string;
  processedEventEntries?: ReadonlyArray<{ name: string; processingStart: number; processingEnd: number }>;
}

export interface BeaconMetric {
  name: WebVitalMetricName;
  value: number;
  target?: string;
  event?: string;
}

/**
 * A metric as the beacon carries it: a rounded value, and for INP what was interacted with (the selector
 * reduced to what the server accepts, fieldVitalsTarget in @marketplace/shared, and an event type).
 */
export function beaconMetric(metric: ReportedMetric): BeaconMetric {
  const name = metric.name as WebVitalMetricName;
  const value = name === 'CLS' ? Math.round(metric.value * 10_000) / 10_000 : Math.round(metric.value * 10) / 10;
  if (name !== 'INP' || !metric.attribution) return { name, value };
  const attribution = metric.attribution as InteractionAttribution;
  const target = fieldVitalsTarget(attribution.interactionTarget ?? '');
  const entries = attribution.processedEventEntries ?? [];
  const slowest = [...entries].sort((a, b) => b.processingEnd - b.processingStart - (a.processingEnd - a.processingStart))[0];
  const event = slowest?.name ?? attribution.interactionType ?? '';
  return target && /^[a-z]{1,32}$/.test(event) ? { name, value, target, event } : { name, value };
}

/**
 * Listens for the page's Core Web Vitals and sends what has been reported, as one beacon, each time
 * the page is hidden (switching tabs, leaving, closing): the moment web-vitals reports CLS and INP. The
 * beacon names the route template the visitor landed on, the device class and the connection type.
 */
export function collectFieldVitals(route: string): void {
  const page = pageContextOf(route, window.innerWidth, navigator as { connection?: { effectiveType?: unknown } });
  const pending = new Map<WebVitalMetricName, BeaconMetric>();
  const queue = (metric: ReportedMetric) => pending.set(metric.name as WebVitalMetricName, beaconMetric(metric));
  onLCP(queue);
  onINP(queue);
  onCLS(queue);
  onFCP(queue);
  onTTFB(queue);
  const flush = () => {
    if (pending.size === 0) return;
    const body = JSON.stringify({ ...page, metrics: [...pending.values()] });
    pending.clear();
    navigator.sendBeacon(FIELD_VITALS_ENDPOINT, body);
  };
  // On the window, in the bubbling phase: after web-vitals' own listeners on the document (some added
  // only once FCP is known), which report CLS and INP, so this beacon carries them.
  window.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') flush();
  });
  // Safari does not always fire visibilitychange when a page is unloaded.
  window.addEventListener('pagehide', flush);
  // Browser tests wait for this mark before hiding the page.
  document.documentElement.dataset.fieldVitals = 'on';
}
