import { Router } from 'express';
import { actorOf } from '../../rest/actor';
import { sendPdf } from '../../rest/send-pdf';
import type { Services } from '../../services';

/**
 * GET /api/invoices/{id}/pdf: an invoice as its PDF, for the agreement's two parties and operators only;
 * everyone else is told there is no such invoice. (The invoices themselves are part of GET /api/agreements/{id}.)
 */
export function invoiceRoutes({ invoices }: Services): Router {
  const router = Router();
  router.get('/:id/pdf', async (req, res) => {
    sendPdf(res, await invoices.pdf(actorOf(res), req.params.id));
  });
  return router;
}
