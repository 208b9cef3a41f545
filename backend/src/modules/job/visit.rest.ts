import { Router } from 'express';
import { actorOf } from '../../rest/actor';
import type { Services } from '../../services';

/**
 * GET /api/visits/{id}/ics: a site visit's current calendar invitation, for its two sides and operators only;
 * everyone else is told there is no such visit (visitors and partner keys: sign in). The visits themselves are
 * read and changed through GraphQL (Project.visits, Agreement.visits and the visit mutations).
 */
export function visitRoutes({ visits }: Services): Router {
  const router = Router();
  router.get('/:id/ics', async (req, res) => {
    const ics = await visits.ics(actorOf(res), req.params.id);
    res
      .set({
        'Content-Type': 'text/calendar; charset=utf-8',
        'Content-Disposition': `attachment; filename="${ics.filename}"`,
        'Cache-Control': 'private, no-store',
        'X-Content-Type-Options': 'nosniff',
      })
      .send(ics.body);
  });
  return router;
}
