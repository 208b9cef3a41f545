import { createHash, timingSafeEqual } from 'node:crypto';
import { Router } from 'express';
import { actorOf } from '../../rest/actor';
import { ForbiddenError } from '../../shared/errors';
import type { Services } from '../../services';
import { backupStatusJson } from './backup.presenter';

/** Compared as SHA-256 digests: the same length whatever was sent, so the comparison takes the same time. */
function sameToken(sent: string, expected: string): boolean {
  const digest = (text: string) => createHash('sha256').update(text).digest();
  return timingSafeEqual(digest(sent), digest(expected));
}

/**
 * GET /api/health/backups: the backup state as JSON for monitoring (backup.presenter.ts). An operator's session, or
 * `Authorization: Bearer <BACKUP_MONITOR_TOKEN>` for a monitor. A wrong or missing token is 401, a signed-in person
 * who is not an operator gets the 404 of an unknown address: neither learns anything about the backups.
 * /api/ready stays about serving traffic.
 */
export function backupHealthRoutes({ backups }: Services, monitorToken: string | undefined): Router {
  const router = Router();
  router.get('/backups', async (req, res) => {
    res.set('Cache-Control', 'no-store');
    const bearer = /^Bearer +(\S+)$/i.exec(req.get('authorization') ?? '')?.[1];
    if (bearer !== undefined) {
      if (!monitorToken || !sameToken(bearer, monitorToken)) {
        res.status(401).set('WWW-Authenticate', 'Bearer').json({ error: 'That monitoring token is not accepted.' });
        return;
      }
      res.json(backupStatusJson(await backups.state()));
      return;
    }
    try {
      res.json(backupStatusJson(await backups.status(actorOf(res))));
    } catch (error) {
      if (!(error instanceof ForbiddenError)) throw error;
      res.status(404).json({ error: `No API route for GET ${req.originalUrl.split('?')[0]}` });
    }
  });
  return router;
}
