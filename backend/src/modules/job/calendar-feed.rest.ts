import { Router } from 'express';
import type { Services } from '../../services';

/**
 * GET /api/calendar/{secret}.ics: a person's private calendar feed. The secret in the address is the permission
 * (no cookie or key is read); an unknown or replaced secret is 404, as any unknown address.
 */
export function calendarRoutes({ calendarFeeds }: Services): Router {
  const router = Router();
  router.get('/:secret', async (req, res) => {
    const feed = await calendarFeeds.feed(req.params.secret.replace(/\.ics$/, ''));
    if (feed === null) {
      res.status(404).json({ error: 'There is no calendar at this address: make a new one from Account settings.' });
      return;
    }
    res.set({ 'Content-Type': 'text/calendar; charset=utf-8', 'Cache-Control': 'private, no-store', 'X-Content-Type-Options': 'nosniff' }).send(feed);
  });
  return router;
}
