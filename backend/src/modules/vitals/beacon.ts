import {
  CONNECTION_TYPES,
  DEVICE_CLASSES,
  FIELD_VITALS_LIMITS,
  ROUTE_TEMPLATES,
  WEB_VITAL_MAX,
  isFieldVitalsTarget,
  WEB_VITAL_METRICS,
  type ConnectionTypeName,
  type DeviceClassName,
  type WebVitalMetricName,
} from '@marketplace/shared';

/** A beacon as the server accepts it: every field checked, nothing else kept. */
export interface Beacon {
  route: string;
  device: DeviceClassName;
  connection: ConnectionTypeName;
  metrics: BeaconMetric[];
}

export interface BeaconMetric {
  name: WebVitalMetricName;
  value: number;
  /** INP only: the interaction's target (a CSS selector) and its event type, when the browser said. */
  target?: string;
  event?: string;
}

/** Why a beacon was refused: said in the 400 answer, nothing stored. */
export class BeaconError extends Error {}

const ROUTES: ReadonlySet<string> = new Set(ROUTE_TEMPLATES);
const METRICS: ReadonlySet<string> = new Set(WEB_VITAL_METRICS);
const DEVICES: ReadonlySet<string> = new Set(DEVICE_CLASSES);
const CONNECTIONS: ReadonlySet<string> = new Set(CONNECTION_TYPES);
const BEACON_KEYS: ReadonlySet<string> = new Set(['route', 'device', 'connection', 'metrics']);
const METRIC_KEYS: ReadonlySet<string> = new Set(['name', 'value', 'target', 'event']);
const EVENT_TYPE = /^[a-z]+$/;

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && Object.getPrototypeOf(value) === Object.prototype;

function onlyKeys(value: Record<string, unknown>, allowed: ReadonlySet<string>, what: string): void {
  const unknown = Object.keys(value).find((key) => !allowed.has(key));
  if (unknown !== undefined) throw new BeaconError(`Unknown field in ${what}: ${JSON.stringify(unknown.slice(0, 40))}`);
}

function oneOf<T extends string>(value: unknown, allowed: ReadonlySet<string>, field: string): T {
  if (typeof value !== 'string' || !allowed.has(value)) throw new BeaconError(`"${field}" must be one of: ${[...allowed].join(', ')}`);
  return value as T;
}

function metricOf(value: unknown, index: number): BeaconMetric {
  if (!isPlainObject(value)) throw new BeaconError(`metrics[${index}] must be an object`);
  onlyKeys(value, METRIC_KEYS, `metrics[${index}]`);
  const name = oneOf<WebVitalMetricName>(value.name, METRICS, `metrics[${index}].name`);
  const number = value.value;
  if (typeof number !== 'number' || !Number.isFinite(number) || number < 0 || number > WEB_VITAL_MAX[name]) {
    throw new BeaconError(`metrics[${index}].value must be a number from 0 to ${WEB_VITAL_MAX[name]} for ${name}`);
  }
  const metric: BeaconMetric = { name, value: number };
  if (value.target !== undefined || value.event !== undefined) {
    if (name !== 'INP') throw new BeaconError(`metrics[${index}]: only INP carries a target and an event type`);
    const { target, event } = value;
    // Only what the web app sends (fieldVitalsTarget): the operators' Speed tab shows it, so no made-up text.
    if (typeof target !== 'string' || !isFieldVitalsTarget(target)) {
      throw new BeaconError(
        `metrics[${index}].target must be a selector of at most ${FIELD_VITALS_LIMITS.maxTargetLength} characters as web-vitals writes it: ` +
          'tag names, #ids and .classes of letters, digits, "_", ":" and "-", joined by ">", none reading as a phone number or a web address',
      );
    }
    if (typeof event !== 'string' || event.length > FIELD_VITALS_LIMITS.maxEventTypeLength || !EVENT_TYPE.test(event)) {
      throw new BeaconError(`metrics[${index}].event must be an event type such as "click" or "keydown"`);
    }
    metric.target = target;
    metric.event = event;
  }
  return metric;
}

/**
 * Reads a beacon's body (the JSON text sendBeacon sent) strictly: a plain object with known fields
 * only, a route template of the app's route table (never a real URL), a known device class and
 * connection type, and one to five metrics, each named once, with a finite value in its range.
 */
export function parseBeacon(body: string): Beacon {
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    throw new BeaconError('The beacon must be JSON');
  }
  if (!isPlainObject(parsed)) throw new BeaconError('The beacon must be a JSON object');
  onlyKeys(parsed, BEACON_KEYS, 'the beacon');
  const route = parsed.route;
  if (typeof route !== 'string' || !ROUTES.has(route)) throw new BeaconError('"route" must be one of the app\'s route templates, such as "/project/:id"');
  const device = oneOf<DeviceClassName>(parsed.device, DEVICES, 'device');
  const connection = oneOf<ConnectionTypeName>(parsed.connection, CONNECTIONS, 'connection');
  const { metrics } = parsed;
  if (!Array.isArray(metrics) || metrics.length === 0 || metrics.length > FIELD_VITALS_LIMITS.maxMetrics) {
    throw new BeaconError(`"metrics" must be a list of 1 to ${FIELD_VITALS_LIMITS.maxMetrics} metrics`);
  }
  const checked = metrics.map(metricOf);
  if (new Set(checked.map((metric) => metric.name)).size !== checked.length) throw new BeaconError('Each metric may appear once in a beacon');
  return { route, device, connection, metrics: checked };
}
