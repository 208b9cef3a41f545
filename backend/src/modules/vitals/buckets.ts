import { WEB_VITAL_THRESHOLDS, type WebVitalMetricName } from '@marketplace/shared';

const steps = (step: number, to: number) => Array.from({ length: Math.round(to / step) }, (_, i) => Number(((i + 1) * step).toFixed(3)));

/**
 * Histogram bucket boundaries per metric (upper bounds, inclusive): bucket i holds values above
 * boundary i-1 up to and including boundary i, bucket 0 from 0, the last bucket everything above
 * the last boundary. Fine steps up to the "poor" threshold, where p75 decides a rating, coarser
 * above; both thresholds are boundaries, so the good / needs-improvement / poor shares are exact.
 * Changing a list changes what stored bucket numbers mean: add a new metric name instead.
 */
export const BUCKET_BOUNDARIES: Readonly<Record<WebVitalMetricName, readonly number[]>> = {
  LCP: [...steps(250, 4000), 4500, 5000, 6000, 7000, 8000, 10_000, 15_000, 20_000, 30_000, 60_000],
  FCP: [...steps(200, 3000), 3500, 4000, 5000, 6000, 8000, 10_000, 15_000, 20_000, 30_000, 60_000],
  TTFB: [...steps(100, 1800), 2000, 2500, 3000, 4000, 5000, 7500, 10_000, 20_000, 30_000, 60_000],
  INP: [...steps(25, 500), 600, 700, 800, 1000, 1250, 1500, 2000, 3000, 5000, 10_000],
  CLS: [...steps(0.025, 0.25), 0.3, 0.4, 0.5, 0.75, 1, 1.5, 2, 3, 5, 10],
};

/** The bucket a value falls in. */
export function bucketOf(metric: WebVitalMetricName, value: number): number {
  const boundaries = BUCKET_BOUNDARIES[metric];
  const index = boundaries.findIndex((upper) => value <= upper);
  return index === -1 ? boundaries.length : index;
}

/** A bucket's range: `upper` is undefined for the last (open) bucket. */
export function bucketRange(metric: WebVitalMetricName, bucket: number): { lower: number; upper: number | undefined } {
  const boundaries = BUCKET_BOUNDARIES[metric];
  return { lower: bucket === 0 ? 0 : boundaries[bucket - 1], upper: boundaries[bucket] };
}

export interface HistogramSummary {
  samples: number;
  /** The 75th percentile, interpolated within its bucket; null without samples. */
  p75: number | null;
  /** Shares (0-1) of samples rated good, needs improvement and poor. */
  good: number;
  needsImprovement: number;
  poor: number;
}

/**
 * p75 and the rating shares from bucket counts. The 75th percentile is the value of rank
 * ceil(0.75 n), placed linearly inside its bucket (a lone sample reads as its bucket's upper bound),
 * so it is accurate to the width of one bucket; in the open last bucket it is that bucket's lower bound.
 */
export function summarize(metric: WebVitalMetricName, counts: ReadonlyMap<number, number>): HistogramSummary {
  const buckets = [...counts.entries()].filter(([, count]) => count > 0).sort(([a], [b]) => a - b);
  const samples = buckets.reduce((sum, [, count]) => sum + count, 0);
  if (samples === 0) return { samples: 0, p75: null, good: 0, needsImprovement: 0, poor: 0 };
  const { good: goodUpTo, poor: poorAbove } = WEB_VITAL_THRESHOLDS[metric];
  let good = 0;
  let poor = 0;
  for (const [bucket, count] of buckets) {
    const { lower, upper } = bucketRange(metric, bucket);
    if (upper !== undefined && upper <= goodUpTo) good += count;
    else if (lower >= poorAbove) poor += count;
  }
  const rank = Math.ceil(0.75 * samples);
  let before = 0;
  let p75 = 0;
  for (const [bucket, count] of buckets) {
    if (before + count >= rank) {
      const { lower, upper } = bucketRange(metric, bucket);
      p75 = upper === undefined ? lower : lower + ((upper - lower) * (rank - before)) / count;
      break;
    }
    before += count;
  }
  const round = (value: number) => Math.round(value * 10_000) / 10_000;
  return {
    samples,
    p75: metric === 'CLS' ? Math.round(p75 * 1000) / 1000 : Math.round(p75),
    good: round(good / samples),
    needsImprovement: round((samples - good - poor) / samples),
    poor: round(poor / samples),
  };
}
