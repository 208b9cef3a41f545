/**
 * Field data from real visitors (Core Web Vitals): what a page's beacon may say, shared by the
 * collector in the web app and the server that validates and counts it (POST /api/vitals).
 * No personal data: a route template (never the real URL), a device class, a connection type and
 * the metrics' values.
 */

export const WEB_VITAL_METRICS = ['LCP', 'INP', 'CLS', 'FCP', 'TTFB'] as const;
export type WebVitalMetricName = (typeof WEB_VITAL_METRICS)[number];

/** Device classes by viewport width (CSS pixels): phone below 600, tablet below 1024, desktop from 1024. */
export const DEVICE_CLASSES = ['phone', 'tablet', 'desktop'] as const;
export type DeviceClassName = (typeof DEVICE_CLASSES)[number];
export const TABLET_MIN_WIDTH = 600;
export const DESKTOP_MIN_WIDTH = 1024;

/** `navigator.connection.effectiveType` where the browser has it, else unknown. */
export const CONNECTION_TYPES = ['slow-2g', '2g', '3g', '4g', 'unknown'] as const;
export type ConnectionTypeName = (typeof CONNECTION_TYPES)[number];

/**
 * Good / needs improvement / poor, as Chrome's UX Report rates them: a value up to `good` is good,
 * above `poor` is poor (milliseconds; CLS unitless).
 */
export const WEB_VITAL_THRESHOLDS: Readonly<Record<WebVitalMetricName, { good: number; poor: number }>> = {
  LCP: { good: 2500, poor: 4000 },
  INP: { good: 200, poor: 500 },
  CLS: { good: 0.1, poor: 0.25 },
  FCP: { good: 1800, poor: 3000 },
  TTFB: { good: 800, poor: 1800 },
};

/** The largest value a beacon may carry per metric: beyond it the number is broken, not slow. */
export const WEB_VITAL_MAX: Readonly<Record<WebVitalMetricName, number>> = {
  LCP: 300_000,
  INP: 60_000,
  CLS: 100,
  FCP: 300_000,
  TTFB: 300_000,
};

/**
 * Every route pattern of the web app's route table (frontend/src/app/routes.tsx and the content
 * routes), as the collector writes it: the matched patterns joined, '/*' for the not-found page.
 * The server counts beacons for these only; a test in the web app keeps the list equal to the table.
 */
export const ROUTE_TEMPLATES = [
  '/',
  '/projects',
  '/project/:id',
  '/project/:id/review',
  '/contractor/:id',
  '/post-project',
  '/contact',
  '/contractor-dashboard',
  '/contractor-dashboard/profile',
  '/sign-in',
  '/contractors/join',
  '/my-projects',
  '/account',
  '/proposals/:id/messages',
  '/agreements/:id',
  '/pros',
  '/favorites',
  '/developers/join',
  '/developers/console',
  '/operator',
  '/notifications/*',
  '/services',
  '/services/:serviceSlug',
  '/services/:serviceSlug/:locationSlug',
  '/general-contractor',
  '/plumbing-services',
  '/electrical-services',
  '/hvac-services',
  '/landscaping-services',
  '/cleaning-services',
  '/moving-solutions',
  '/architectural-visualization',
  '/about-us',
  '/how-it-works',
  '/magazine',
  '/article/:id',
  '/privacy-policy',
  '/terms-of-service',
  '/cookie-policy',
  '/category/*',
  '/developers',
  '/developers/reference',
  '/developers/explorer',
  '/developers/changelog',
  '/*',
] as const;

/** Bounds of one beacon: its body, the metrics in it, and the INP attribution's strings. */
export const FIELD_VITALS_LIMITS = {
  maxBodyBytes: 2048,
  maxMetrics: WEB_VITAL_METRICS.length,
  /** web-vitals' own bound on the selectors it writes (getSelector's MAX_LEN). */
  maxTargetLength: 100,
  maxEventTypeLength: 32,
} as const;

/** A tag name as web-vitals writes it (lower case). */
const TARGET_TAG = /^[a-z][a-z0-9-]{0,31}$/;
/**
 * An id or a class name: letters, digits, `_`, `:` and `-`, as the app's elements carry them: React's ids
 * (`_r_1_`, `_R_2h_`), the ids of Chakra's parts (`menu:_r_1_:trigger`), its classes (`chakra-button`) and
 * Emotion's (`css-1x2y3z`). No spaces, dots, slashes, `@`, `+` or brackets: no sentences, addresses or URLs.
 */
const TARGET_NAME = /^[A-Za-z0-9_:-]{1,64}$/;
/** Top-level domains a made-up class list could spell an address with (`a.evil.com`). */
const DOMAIN_ENDINGS: ReadonlySet<string> = new Set(['com', 'net', 'org', 'ca', 'io', 'co', 'info', 'biz', 'xyz', 'uk', 'ru', 'cn']);

/**
 * Whether a name reads as something written for a person rather than by the app: a phone number (seven
 * digits or more, or groups of digits such as `1-800`), a web address (`http`, `www`, a domain ending).
 */
function readsAsContact(name: string): boolean {
  const lower = name.toLowerCase();
  if (/https?|www/.test(lower) || DOMAIN_ENDINGS.has(lower)) return true;
  if ((lower.match(/[0-9]/g) ?? []).length >= 7) return true;
  const numbers = lower.split(/[-_:]/).filter((segment) => /^[0-9]+$/.test(segment));
  return numbers.length >= 2 && numbers.some((segment) => segment.length >= 3);
}

const isTargetName = (name: string) => TARGET_NAME.test(name) && !readsAsContact(name);

/** One part of a selector as kept (`#id`, or a tag with the classes that may be kept), or nothing. */
function targetPart(part: string): string | undefined {
  if (part.startsWith('#')) return isTargetName(part.slice(1)) ? part : undefined;
  const [tag, ...classes] = part.split('.');
  if (!TARGET_TAG.test(tag) || /https?|www/.test(tag)) return undefined;
  return [tag, ...classes.filter(isTargetName)].join('.');
}

/**
 * The INP target a beacon may carry, from the selector web-vitals writes (`#id`, or a tag with its
 * classes, joined by `>` from the outside in): the parts nearest the element that read as the app's own
 * (tag names; ids and classes of TARGET_NAME's characters that do not read as a phone number or an
 * address), within FIELD_VITALS_LIMITS.maxTargetLength. Nothing when the element itself cannot be named
 * so. The web app sends only what this returns; the server refuses a target this would change.
 */
export function fieldVitalsTarget(selector: string): string | undefined {
  const kept: string[] = [];
  let length = -1;
  const parts = selector.split('>');
  for (let index = parts.length - 1; index >= 0; index--) {
    let part = targetPart(parts[index]);
    if (part === undefined) break;
    // The element's own part alone over the bound (many classes): its tag without them. An id part is within it.
    if (kept.length === 0 && part.length > FIELD_VITALS_LIMITS.maxTargetLength) part = part.split('.')[0];
    if (length + 1 + part.length > FIELD_VITALS_LIMITS.maxTargetLength) break;
    kept.unshift(part);
    length += 1 + part.length;
  }
  return kept.length > 0 ? kept.join('>') : undefined;
}

/** Whether a beacon's INP target is one the web app sends: fieldVitalsTarget leaves it as it is. */
export const isFieldVitalsTarget = (target: string): boolean => fieldVitalsTarget(target) === target;
