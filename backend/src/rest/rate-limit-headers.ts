import type { Response } from 'express';
import type { RateLimiterRes } from 'rate-limiter-flexible';

/** The two budgets a client spends: queries and REST reads, mutations and REST writes. */
export type LimitPolicy = 'reads' | 'writes';

/** Where a request stands in its budget after it was counted. */
export interface LimitState {
  policy: LimitPolicy;
  /** Requests allowed per window. */
  limit: number;
  /** Requests left in the current window. */
  remaining: number;
  windowSeconds: number;
  /** Seconds until the window starts again. */
  resetSeconds: number;
}

export function limitState(policy: LimitPolicy, limit: number, windowSeconds: number, outcome: RateLimiterRes): LimitState {
  return {
    policy,
    limit,
    remaining: Math.max(0, outcome.remainingPoints),
    windowSeconds,
    resetSeconds: Math.max(1, Math.ceil(outcome.msBeforeNext / 1000)),
  };
}

/**
 * The IETF draft's headers (draft-ietf-httpapi-ratelimit-headers, structured fields): the policy
 * (`"reads";q=3000;w=60`: 3000 requests per 60 s) and where this client stands in it
 * (`"reads";r=2999;t=42`: 2999 left, the window restarts in 42 s).
 */
export function rateLimitHeaders(state: LimitState): [string, string][] {
  return [
    ['RateLimit-Policy', `"${state.policy}";q=${state.limit};w=${state.windowSeconds}`],
    ['RateLimit', `"${state.policy}";r=${state.remaining};t=${state.resetSeconds}`],
  ];
}

/** Kept on the response for the partner's cost report in GraphQL `extensions.rateLimit`. */
export function rememberLimitState(res: Response, state: LimitState): void {
  res.locals.rateLimit = state;
}

export function limitStateOf(res: Response): LimitState | undefined {
  return res.locals.rateLimit as LimitState | undefined;
}
