import { Router } from 'express';
import type { Services } from '../../services';
import { actorOf } from '../../rest/actor';

/**
 * PATCH /api/account/me { name, phone }: the signed-in person's own settings, through the same
 * service method as GraphQL's updateAccountSettings (visitors and partner keys get 401).
 * GET /api/account/me is served in app.ts, for the header on every page.
 */
export function accountRoutes({ accountSettings }: Services): Router {
  const router = Router();
  router.patch('/me', async (req, res) => {
    res.set('Cache-Control', 'no-store').json({ viewer: await accountSettings.update(actorOf(res), req.body) });
  });
  return router;
}
