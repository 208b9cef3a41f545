import express, { Router, type RequestHandler } from 'express';
import { RateLimiterRes } from 'rate-limiter-flexible';
import { FIELD_VITALS_LIMITS } from '@marketplace/shared';
import type { DataSource } from 'typeorm';
import type { Logger } from '../../logger';
import { clientScope } from '../../rest/idempotency';
import { requireOwnPage } from '../../rest/same-origin';
import { retryAfter, sharedLimiter } from '../../rest/shared-limiter';
import { BeaconError, parseBeacon } from './beacon';
import type { FieldVitalsService } from './vitals.service';

export const TOO_MANY_BEACONS = 'Too many speed reports from this address. Please wait a minute.';
const WINDOW_SECONDS = 60;

export interface VitalsRouteDeps {
  vitals: FieldVitalsService;
  db: DataSource;
  logger: Logger;
  /** Beacons per client per minute (FIELD_VITALS_RATE_LIMIT); 0 = off. */
  perMinute: number;
  /** The site's own origin: a beacon from anything but the site's own pages is refused. */
  siteUrl: string;
}

/**
 * POST /api/vitals: one page's Core Web Vitals, as navigator.sendBeacon sends them (a JSON text
 * body, typed text/plain or application/json). From the site's own pages only (Sec-Fetch-Site or
 * Origin), no cookie needed; its own per-client budget in PostgreSQL (never the write limit's). Mounted ahead of the API's JSON parser, so the
 * body is read here with a small cap. 204 when counted; 400 with the reason and nothing stored otherwise.
 */
export function vitalsRoutes({ vitals, db, logger, perMinute, siteUrl }: VitalsRouteDeps): Router {
  const router = Router();
  const limiter = perMinute === 0 ? undefined : sharedLimiter(db, 'vitals', perMinute, WINDOW_SECONDS);
  // sendBeacon from one of our pages carries Sec-Fetch-Site: same-origin (or our Origin); a script's made-up report does not.
  const ownPage = requireOwnPage(siteUrl, "Refused: speed reports come from the site's own pages.");
  const limit: RequestHandler = async (req, res, next) => {
    if (!limiter) return next();
    try {
      await limiter.consume(clientScope(req));
    } catch (outcome) {
      if (!(outcome instanceof RateLimiterRes)) {
        logger.warn({ err: outcome }, 'Field-data limit unavailable; letting the beacon through');
        return next();
      }
      res.set('Retry-After', retryAfter(outcome));
      res.status(429).json({ error: TOO_MANY_BEACONS });
      return;
    }
    next();
  };
  const parseText = express.text({ type: ['text/plain', 'application/json'], limit: FIELD_VITALS_LIMITS.maxBodyBytes, defaultCharset: 'utf-8' });
  const readBody: RequestHandler = (req, res, next) => {
    parseText(req, res, (error?: unknown) => {
      if (!error) return next();
      const tooLarge = (error as { type?: string }).type === 'entity.too.large';
      res.status(400).json({ error: tooLarge ? `The beacon is too large (at most ${FIELD_VITALS_LIMITS.maxBodyBytes} bytes)` : 'The beacon could not be read' });
    });
  };

  router.post('/', ownPage, limit, readBody, async (req, res, next) => {
    if (typeof req.body !== 'string') {
      res.status(400).json({ error: 'Send the beacon as JSON text (Content-Type text/plain or application/json)' });
      return;
    }
    let beacon;
    try {
      beacon = parseBeacon(req.body);
    } catch (error) {
      if (!(error instanceof BeaconError)) return next(error);
      res.status(400).json({ error: error.message });
      return;
    }
    try {
      await vitals.record(beacon);
      res.status(204).end();
    } catch (error) {
      next(error);
    }
  });
  return router;
}
