import { WEB_VITAL_METRICS, type DeviceClassName, type WebVitalMetricName } from '@marketplace/shared';
import type { DataSource } from 'typeorm';
import type { Actor } from '../../policy/actor';
import { assertOperator } from '../../policy/account';
import { ValidationError } from '../../shared/errors';
import { bucketOf, summarize, type HistogramSummary } from './buckets';
import type { Beacon } from './beacon';

/** Days of field data kept; the maintenance job drops older ones. */
export const FIELD_VITALS_RETENTION_DAYS = 90;
/** The slowest INP interactions kept per day, with their attribution. */
export const SLOW_INTERACTIONS_PER_DAY = 20;
/** The windows the Speed tab shows, as Chrome's UX Report does (28 days) and a shorter one to see a change land. */
export const FIELD_VITALS_WINDOWS = [7, 28] as const;

/** Toronto's calendar day, as every day column of field data is counted. */
const TODAY = `(now() AT TIME ZONE 'America/Toronto')::date`;

export interface MetricSummary extends HistogramSummary {
  metric: WebVitalMetricName;
}

export interface RouteVitals {
  route: string;
  metrics: MetricSummary[];
}

export interface SlowInteraction {
  day: string;
  route: string;
  device: DeviceClassName;
  value: number;
  target: string;
  eventType: string;
}

export interface FieldVitalsReport {
  days: number;
  /** The first day counted (YYYY-MM-DD, Toronto); the window ends today. */
  since: string;
  device: DeviceClassName | null;
  /** Every route together, per metric. */
  overall: MetricSummary[];
  /** Per route template, busiest first. */
  routes: RouteVitals[];
  /** The window's slowest INP interactions, slowest first. */
  slowInteractions: SlowInteraction[];
}

const summaries = (counts: Map<WebVitalMetricName, Map<number, number>>): MetricSummary[] =>
  WEB_VITAL_METRICS.map((metric) => ({ metric, ...summarize(metric, counts.get(metric) ?? new Map()) }));

/**
 * Field data from real visitors: beacons counted into daily histograms (one row per day, route
 * template, device class, connection type, metric and bucket, incremented in place, so the table
 * grows with days and never with traffic), read back as p75 and rating shares for operators.
 */
export class FieldVitalsService {
  constructor(private readonly db: DataSource) {}

  /** Counts a checked beacon (parseBeacon): one upsert for its metrics, and its INP attribution when slow enough to rank. */
  async record(beacon: Beacon): Promise<void> {
    const metrics = beacon.metrics.map((metric) => metric.name);
    const buckets = beacon.metrics.map((metric) => bucketOf(metric.name, metric.value));
    await this.db.query(
      `INSERT INTO web_vital_daily (day, route, device, connection, metric, bucket, count)
       SELECT ${TODAY}, $1, $2, $3, m.metric, m.bucket, 1 FROM unnest($4::text[], $5::smallint[]) AS m(metric, bucket)
       ON CONFLICT (day, route, device, connection, metric, bucket) DO UPDATE SET count = web_vital_daily.count + 1`,
      [beacon.route, beacon.device, beacon.connection, metrics, buckets],
    );
    const inp = beacon.metrics.find((metric) => metric.name === 'INP');
    if (inp?.target !== undefined && inp.event !== undefined) await this.rankInteraction(beacon, inp.value, inp.target, inp.event);
  }

  /**
   * Keeps the day's slowest interactions: inserted only when it beats the day's N-th slowest, then
   * the day is pruned back to N, so the table holds at most N rows per day (a few more for an instant
   * while beacons race).
   */
  private async rankInteraction(beacon: Beacon, value: number, target: string, eventType: string): Promise<void> {
    const inserted: unknown[] = await this.db.query(
      `INSERT INTO web_vital_slow_interaction (day, route, device, value, target, event_type)
       SELECT ${TODAY}, $1, $2, $3, $4, $5
       WHERE (SELECT count(*) FROM web_vital_slow_interaction WHERE day = ${TODAY}) < $6
          OR $3 > (SELECT value FROM web_vital_slow_interaction WHERE day = ${TODAY} ORDER BY value DESC, id OFFSET $6 - 1 LIMIT 1)
       RETURNING id`,
      [beacon.route, beacon.device, value, target, eventType, SLOW_INTERACTIONS_PER_DAY],
    );
    if (inserted.length === 0) return;
    await this.db.query(
      `DELETE FROM web_vital_slow_interaction WHERE day = ${TODAY} AND id NOT IN
         (SELECT id FROM web_vital_slow_interaction WHERE day = ${TODAY} ORDER BY value DESC, id LIMIT $1)`,
      [SLOW_INTERACTIONS_PER_DAY],
    );
  }

  /** The Speed tab: p75 and rating shares per route over the last `days` days (7 or 28), operators only. */
  async report(actor: Actor, days: number, device?: DeviceClassName | null): Promise<FieldVitalsReport> {
    assertOperator(actor);
    if (!(FIELD_VITALS_WINDOWS as readonly number[]).includes(days)) throw new ValidationError({ days: `Choose ${FIELD_VITALS_WINDOWS.join(' or ')} days` });
    const filter = device ? 'AND device = $2' : '';
    const params = device ? [days, device] : [days];
    const rows: { route: string; metric: WebVitalMetricName; bucket: number; count: string }[] = await this.db.query(
      `SELECT route, metric, bucket, sum(count)::text AS count FROM web_vital_daily
       WHERE day > ${TODAY} - $1::int ${filter} GROUP BY route, metric, bucket`,
      params,
    );
    const perRoute = new Map<string, Map<WebVitalMetricName, Map<number, number>>>();
    const overall = new Map<WebVitalMetricName, Map<number, number>>();
    const add = (target: Map<WebVitalMetricName, Map<number, number>>, metric: WebVitalMetricName, bucket: number, count: number) => {
      const buckets = target.get(metric) ?? new Map<number, number>();
      buckets.set(bucket, (buckets.get(bucket) ?? 0) + count);
      target.set(metric, buckets);
    };
    for (const row of rows) {
      const count = Number(row.count);
      const route = perRoute.get(row.route) ?? new Map();
      perRoute.set(row.route, route);
      add(route, row.metric, row.bucket, count);
      add(overall, row.metric, row.bucket, count);
    }
    const routes = [...perRoute.entries()]
      .map(([route, counts]) => ({ route, metrics: summaries(counts) }))
      .sort((a, b) => Math.max(...b.metrics.map((m) => m.samples)) - Math.max(...a.metrics.map((m) => m.samples)) || a.route.localeCompare(b.route));
    const slowInteractions: SlowInteraction[] = await this.db.query(
      `SELECT to_char(day, 'YYYY-MM-DD') AS day, route, device, value, target, event_type AS "eventType" FROM web_vital_slow_interaction
       WHERE day > ${TODAY} - $1::int ${filter} ORDER BY value DESC, id LIMIT ${SLOW_INTERACTIONS_PER_DAY}`,
      params,
    );
    const [{ since }]: { since: string }[] = await this.db.query(`SELECT to_char(${TODAY} - $1::int + 1, 'YYYY-MM-DD') AS since`, [days]);
    return { days, since, device: device ?? null, overall: summaries(overall), routes, slowInteractions };
  }

  /** Drops days older than the retention (90 days); returns the rows removed. */
  async purge(): Promise<number> {
    const [, daily] = await this.db.query(`DELETE FROM web_vital_daily WHERE day < ${TODAY} - $1::int`, [FIELD_VITALS_RETENTION_DAYS]);
    const [, slow] = await this.db.query(`DELETE FROM web_vital_slow_interaction WHERE day < ${TODAY} - $1::int`, [FIELD_VITALS_RETENTION_DAYS]);
    return Number(daily) + Number(slow);
  }
}
