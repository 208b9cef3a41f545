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
  maxTargetLength: 200,
  maxEventTypeLength: 32,
} as const;
