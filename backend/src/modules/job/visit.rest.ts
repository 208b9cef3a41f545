import { Router } from 'express';
import { actorOf } from '../../rest/actor';
import type { Services } from '../../services';
import { presentVisit } from './visit.presenter';

/**
 * GET /api/visits/{id}/ics: a site visit's current calendar invitation, for its two sides and operators only;
 * everyone else is told there is no such visit (visitors and partner keys: sign in).
 * POST /api/visits/{id}/operator-cancellation {reason} and POST /api/visits/{id}/no-show-withdrawal {note}: staff
 * cancel a live visit for the marketplace, or withdraw a no-show mark; both answer the visit as GraphQL's SiteVisit
 * shows it (the same service and presenter as cancelVisitAsOperator and withdrawVisitNoShow). The sides' own steps
 * are taken through GraphQL (Project.visits, Agreement.visits and the visit mutations).
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
  router.post('/:id/operator-cancellation', async (req, res) => {
    const actor = actorOf(res);
    const body = (req.body ?? {}) as { reason?: unknown };
    res.set('Cache-Control', 'private, no-store').json(await presentVisit(visits, actor, await visits.cancelAsOperator(actor, req.params.id, body.reason)));
  });
  router.post('/:id/no-show-withdrawal', async (req, res) => {
    const actor = actorOf(res);
    const body = (req.body ?? {}) as { note?: unknown };
    res.set('Cache-Control', 'private, no-store').json(await presentVisit(visits, actor, await visits.withdrawNoShow(actor, req.params.id, body.note)));
  });
  return router;
}
