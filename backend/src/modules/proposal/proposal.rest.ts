import { Router } from 'express';
import { jsonDate } from '../../shared/iso-date';
import { sendStored } from '../../rest/idempotency';
import type { Services } from '../../services';
import { parseId } from '../../shared/validate';
import { actorOf } from '../../rest/actor';
import type { Proposal } from './proposal.entity';
import type { HomeownerContactModel } from '../message/message.service';

export function proposalJson(proposal: Proposal) {
  return {
    id: proposal.id,
    projectId: proposal.projectId,
    contractorName: proposal.contractorName,
    contractorEmail: proposal.contractorEmail,
    contractorPhone: proposal.contractorPhone,
    bidAmount: proposal.bidAmount,
    bidMinCents: proposal.bidMinCents,
    bidMaxCents: proposal.bidMaxCents,
    timeline: proposal.timeline,
    approach: proposal.approach,
    experience: proposal.experience,
    materials: proposal.materials,
    warranty: proposal.warranty,
    additionalNotes: proposal.additionalNotes,
    status: proposal.status,
    declineNote: proposal.declineNote,
    submittedDate: jsonDate(proposal.createdAt),
    /** The homeowner's contact details, once revealed to the contractor (forViewer fills it). */
    homeownerContact: (proposal as Proposal & { homeownerContact?: HomeownerContactModel | null }).homeownerContact ?? null,
  };
}

export function proposalRoutes({ proposals }: Services): Router {
  const router = Router();
  router.get('/project/:projectId', async (req, res) => {
    const actor = actorOf(res);
    const list = await proposals.listForProject(actor, parseId(req.params.projectId, 'projectId'));
    res.json((await proposals.forViewer(actor, list)).map(proposalJson));
  });
  router.post('/', async (req, res) => {
    await sendStored(res, 201, proposalJson(await proposals.submit(actorOf(res), req.body)));
  });
  router.patch('/:id/status', async (req, res) => {
    const body = (req.body ?? {}) as { status?: unknown };
    const actor = actorOf(res);
    const [proposal] = await proposals.forViewer(actor, [await proposals.updateStatus(actor, parseId(req.params.id), body.status)]);
    res.json(proposalJson(proposal));
  });
  return router;
}
