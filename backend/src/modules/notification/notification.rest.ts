import { Router } from 'express';
import type { Services } from '../../services';

/**
 * POST /api/notifications/unsubscribe?token=...: the one-click unsubscribe of RFC 8058. Mail
 * clients POST here from the List-Unsubscribe header (body `List-Unsubscribe=One-Click`), and the
 * /unsubscribe page posts the same token; no sign-in, honoured at once. GET changes nothing, so a
 * link scanner that opens URLs cannot unsubscribe anyone.
 */
export function notificationRoutes({ notifications }: Services): Router {
  const router = Router();
  router.post('/unsubscribe', async (req, res) => {
    const token = req.query.token ?? (req.body as { token?: unknown } | undefined)?.token;
    const { labels } = await notifications.unsubscribe(token);
    res.set('Cache-Control', 'no-store').json({ unsubscribed: labels });
  });
  return router;
}
