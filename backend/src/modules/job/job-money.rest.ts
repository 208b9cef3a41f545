import { Router } from 'express';
import { actorOf } from '../../rest/actor';
import type { Services } from '../../services';

/**
 * GET /api/invoices/{id}/pdf: an invoice as its PDF, for the agreement's two parties and operators only;
 * everyone else is told there is no such invoice. (The invoices themselves are part of GET /api/agreements/{id}.)
 */
export function invoiceRoutes({ jobMoney }: Services): Router {
  const router = Router();
  router.get('/:id/pdf', async (req, res) => {
    const pdf = await jobMoney.pdf(actorOf(res), req.params.id);
    res.set({
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="${pdf.filename}"`,
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
      ...(pdf.size !== undefined && { 'Content-Length': String(pdf.size) }),
    });
    pdf.body.on('error', () => res.destroy());
    pdf.body.pipe(res);
  });
  return router;
}
