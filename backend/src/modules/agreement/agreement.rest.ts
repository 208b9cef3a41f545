import { Router } from 'express';
import { actorOf } from '../../rest/actor';
import { sendPdf } from '../../rest/send-pdf';
import type { Services } from '../../services';
import { presentJob, presentJobRecord } from '../job/job-money.presenter';
import { JobReads } from '../job/job-money.service';
import { presentAgreement } from './agreement.presenter';

/**
 * GET /api/agreements/{id}: the agreement as GraphQL's Agreement shows it (the same presenters, with the job's
 * invoices, payments, ledger, progress and disputes), and
 * GET /api/agreements/{id}/pdf: its PDF (the signed copy once in force). Both for its two parties and
 * operators only; everyone else is told there is no such agreement. Never cached by anyone but the browser.
 */
export function agreementRoutes({ agreements, jobMoney, progress, disputes }: Services): Router {
  const router = Router();
  router.get('/:id', async (req, res) => {
    const actor = actorOf(res);
    const agreement = await agreements.get(actor, req.params.id);
    const reads = new JobReads(jobMoney, agreement);
    const [presented, job, record] = await Promise.all([presentAgreement(agreements, actor, agreement), presentJob(jobMoney, actor, agreement, reads), presentJobRecord(progress, disputes, reads, actor)]);
    res.set('Cache-Control', 'private, no-store').json({ ...presented, ...job, ...record });
  });
  router.get('/:id/pdf', async (req, res) => {
    sendPdf(res, await agreements.pdf(actorOf(res), req.params.id));
  });
  return router;
}
