import { In, type DataSource, type EntityManager, type Repository } from 'typeorm';
import { NotFoundError, ValidationError } from '../../shared/errors';
import { isUser, type Actor } from '../../policy/actor';
import { PROPOSAL_STATUS_TRANSITIONS } from '../../policy/lifecycle';
import { enforce, may } from '../../policy/check';
import { canViewHomeownerContact, canViewProposalContact } from '../../policy/proposal';
import { readBidAmount } from '../../shared/bid-amount';
import { DEFAULT_HOMEOWNER, type ProposalStatusValue } from '@marketplace/shared';
import { parseInput } from '../../shared/validate';
import type { VisitService } from '../job/visit.service';
import type { AgreementService } from '../agreement/agreement.service';
import type { WebhookOutbox } from '../webhook/webhook-outbox';
import type { AuditLog } from '../audit/audit-log';
import { homeownerContactOf, type HomeownerContactModel } from '../message/message.service';
import type { Notifier } from '../notification/notification.types';
import { Project } from '../project/project.entity';
import { lockProject, type LockedProject } from '../project/locked-project';
import { Proposal } from './proposal.entity';
import { AcceptProposalInput, ProposalTermsInput, SubmitProposalInput, UpdateProposalStatusInput } from './proposal.inputs';
import { proposalLinks } from './proposal.links';

/** What acceptProposal answers: the accepted proposal and the ones declined with it. */
export interface AcceptProposalResult {
  accepted: Proposal;
  declined: Proposal[];
}

const blankToNull = (value: string | null | undefined) => (value?.trim() ? value.trim() : null);

/** A proposal's terms as stored: trimmed text, blanks as null, the bid beside its range in cents. */
function termsOf(input: ProposalTermsInput, bid: { minCents: number; maxCents: number | null }) {
  return {
    bidAmount: input.bidAmount.trim(),
    bidMinCents: bid.minCents,
    bidMaxCents: bid.maxCents,
    timeline: input.timeline.trim(),
    approach: input.approach.trim(),
    experience: input.experience.trim(),
    materials: blankToNull(input.materials),
    warranty: blankToNull(input.warranty),
    additionalNotes: blankToNull(input.additionalNotes),
  };
}

/** Contractors' bids and the homeowner's accept/decline decisions. */
export class ProposalService {
  private readonly repo: Repository<Proposal>;

  constructor(
    private readonly db: DataSource,
    private readonly audit: AuditLog,
    private readonly notifications: Notifier,
    /** Partners' webhooks: a project closes when a bid fills it or a hire is recorded (project.closed). */
    private readonly webhooks?: Pick<WebhookOutbox, 'projectChanged'>,
    /** Releasing the hire cancels an agreement nobody is bound by yet (AGREEMENT_STEPS.supersede). */
    private readonly agreements?: Pick<AgreementService, 'supersede'>,
    /** Declining a proposal ends the contractor's live site visits on the project (PROPOSAL_STATUS_TRANSITIONS.declined). */
    private readonly visits?: Pick<VisitService, 'endForDeclinedProposal'>,
  ) {
    this.repo = db.getRepository(Proposal);
  }

  /** Proposals for a project the actor may see, oldest first. An unknown project has none. */
  async listForProject(actor: Actor, projectId: number): Promise<Proposal[]> {
    const project = await this.db
      .getRepository(Project)
      .findOne({ where: { id: projectId }, select: { id: true, ownerId: true, visibility: true, status: true, hiredProposalId: true } });
    if (!project) return [];
    await enforce(actor, 'view', project);
    return this.repo.find({ where: { projectId }, order: { id: 'ASC' } });
  }

  /**
   * Proposals as the actor may read them: contact details and the decline note blanked unless the policy shows them
   * (REST; GraphQL asks the same policy field by field).
   */
  async forViewer(actor: Actor, proposals: Proposal[]): Promise<Proposal[]> {
    const projects = new Map<number, Pick<Project, 'id' | 'ownerId' | 'visibility' | 'status' | 'showcase' | 'hiredProposalId'> | null>();
    const result: Proposal[] = [];
    for (const proposal of proposals) {
      if (!projects.has(proposal.projectId)) {
        projects.set(
          proposal.projectId,
          await this.db.getRepository(Project).findOne({
            where: { id: proposal.projectId },
            select: { id: true, ownerId: true, visibility: true, status: true, showcase: true, hiredProposalId: true },
          }),
        );
      }
      const project = projects.get(proposal.projectId);
      const visible = project ? await canViewProposalContact(actor, project, proposal) : false;
      const homeownerContact = project ? await this.homeownerContact(actor, project, proposal) : null;
      const noteVisible = project ? await may(actor, 'viewDeclineNote', project, proposal) : false;
      result.push(
        Object.assign(Object.create(Proposal.prototype) as Proposal, proposal, {
          homeownerContact,
          ...(visible ? {} : { contractorEmail: null, contractorPhone: null }),
          ...(noteVisible ? {} : { declineNote: null }),
        }),
      );
    }
    return result;
  }

  /**
   * The homeowner's contact details on a proposal: for the contractor once the proposal is accepted
   * or the homeowner shared them (and for the homeowner and staff); null otherwise.
   */
  async homeownerContact(
    actor: Actor,
    project: Pick<Project, 'id' | 'ownerId' | 'visibility' | 'status' | 'showcase' | 'hiredProposalId'>,
    proposal: Pick<Proposal, 'contractorId' | 'status' | 'contactSharedAt'>,
  ): Promise<HomeownerContactModel | null> {
    if (!project.ownerId || !(await canViewHomeownerContact(actor, project, proposal))) return null;
    return homeownerContactOf(this.db, project.ownerId);
  }

  /** The proposals a contractor sent, newest first. */
  async listOwn(actor: Actor): Promise<Proposal[]> {
    if (!isUser(actor)) return [];
    return this.repo.find({ where: { contractorId: actor.userId }, order: { id: 'DESC' }, take: 200 });
  }

  /** Proposals for several projects in one query (DataLoader batches). */
  async listForProjects(projectIds: readonly number[]): Promise<Proposal[]> {
    if (projectIds.length === 0) return [];
    return this.repo
      .createQueryBuilder('pr')
      .where('pr.project_id = ANY(:ids)', { ids: [...projectIds] })
      .orderBy('pr.id', 'ASC')
      .getMany();
  }

  /**
   * A signed-in contractor bids on a published project that is not closed and has nobody hired
   * (PROJECT_ACTIONS.submitProposal). Name, e-mail and phone come from
   * their account; what the request says about them is ignored.
   */
  async submit(actor: Actor, data: unknown): Promise<Proposal> {
    const body = (data && typeof data === 'object' ? { ...(data as Record<string, unknown>) } : data) as
      | Record<string, unknown>
      | unknown;
    // Accept "12" as well as 12: forms and GraphQL IDs send strings.
    if (body && typeof body === 'object') {
      const record = body as Record<string, unknown>;
      if (typeof record.projectId === 'string' && /^\d{1,9}$/.test(record.projectId)) {
        record.projectId = Number(record.projectId);
      }
    }
    if (body && typeof body === 'object' && isUser(actor)) {
      Object.assign(body as Record<string, unknown>, {
        contractorName: actor.businessName || actor.name,
        contractorEmail: actor.email,
        contractorPhone: actor.phone ?? (body as Record<string, unknown>).contractorPhone ?? null,
      });
    }
    const input = await parseInput(SubmitProposalInput, body);
    // An empty field is answered 'Bid amount is required'; text without an amount gets its own message.
    const bid = readBidAmount(input.bidAmount);
    if (!bid.ok) throw new ValidationError({ bidAmount: bid.message });
    return this.db.transaction(async (manager) => {
      // An exclusive lock: bids on one project are counted against its quote limit one at a time.
      const project = await lockProject(manager, input.projectId);
      if (!project) {
        throw new ValidationError({ projectId: `Project ${input.projectId} does not exist` }, 'Project not found');
      }
      await enforce(actor, 'submitProposal', project);
      const repo = manager.getRepository(Proposal);
      const proposal = await repo.save(
      repo.create({
        projectId: input.projectId,
        contractorId: isUser(actor) ? actor.userId : null,
        contractorName: input.contractorName.trim(),
        contractorEmail: input.contractorEmail.trim(),
        contractorPhone: blankToNull(input.contractorPhone),
        ...termsOf(input, bid),
        status: 'pending',
      }),
      );
      await this.tellHomeowner(project, proposal, 'new', manager);
      await this.webhooks?.projectChanged(manager, project);
      return proposal;
    });
  }

  /**
   * One proposal per contractor: its sender changes it instead, while it is pending and the project
   * could still hire (PROJECT_ACTIONS.editProposal), under the project's lock like a decision. The
   * homeowner is told, and compares the new terms.
   */
  async edit(actor: Actor, id: number, data: unknown): Promise<Proposal> {
    const input = await parseInput(ProposalTermsInput, data);
    const bid = readBidAmount(input.bidAmount);
    if (!bid.ok) throw new ValidationError({ bidAmount: bid.message });
    return this.db.transaction(async (manager) => {
      // Locked as for a decision: a decision on it cannot slip in between the check and the change.
      const { proposal, project } = await this.lockedForDecision(manager, id);
      await enforce(actor, 'editProposal', project, proposal);
      Object.assign(proposal, termsOf(input, bid));
      await manager.getRepository(Proposal).save(proposal);
      await this.tellHomeowner(project, proposal, 'changed', manager);
      return proposal;
    });
  }

  /** The homeowner hears of a new or changed bid, in the transaction that made it. */
  private async tellHomeowner(project: LockedProject, proposal: Proposal, what: 'new' | 'changed', manager: EntityManager): Promise<void> {
    if (!project.ownerId) return;
    await this.notifications.notify(
      {
        recipientId: project.ownerId,
        kind: 'new-proposal',
        title: `${what === 'new' ? 'New' : 'Changed'} proposal for "${project.title}"`,
        body:
          what === 'new'
            ? `${proposal.contractorName} bid ${proposal.bidAmount} with a timeline of ${proposal.timeline}. Compare it with your other proposals side by side before you choose.`
            : `${proposal.contractorName} changed their proposal: now ${proposal.bidAmount} with a timeline of ${proposal.timeline}. Compare it with your other proposals before you choose.`,
        link: proposalLinks.onProject(project.id, proposal.id),
        actionLabel: 'Compare proposals',
        projectId: project.id,
        proposalId: proposal.id,
      },
      manager,
    );
  }

  /**
   * Sets one proposal's status, on the project as it is inside the transaction (locked): the policy
   * decides on the project's status and hire now, not as they were when the request arrived.
   */
  async updateStatus(actor: Actor, id: number, status: unknown): Promise<Proposal> {
    const input = await parseInput(UpdateProposalStatusInput, { status });
    await this.db.transaction(async (manager) => {
      const { proposal, project } = await this.lockedForDecision(manager, id);
      await enforce(actor, { decide: input.status }, project, { id: proposal.id });
      const before = { ...project };
      await this.decide(actor, proposal, project, input.status, null, manager);
      await this.webhooks?.projectChanged(manager, before);
    });
    return this.repo.findOneByOrFail({ id });
  }

  /** A proposal and its project, both locked for a decision (the project first, as every decision locks them). */
  private async lockedForDecision(manager: EntityManager, id: number): Promise<{ proposal: Proposal; project: LockedProject }> {
    const found = await manager.getRepository(Proposal).findOne({ where: { id }, select: { id: true, projectId: true } });
    const project = found ? await lockProject(manager, found.projectId) : null;
    const proposal = project
      ? await manager.getRepository(Proposal).createQueryBuilder('pr').setLock('pessimistic_write').where('pr.id = :id', { id }).getOne()
      : null;
    if (!project || !proposal) throw new NotFoundError('Proposal', id);
    return { proposal, project };
  }

  /**
   * The homeowner (or staff) accepts one proposal and, when asked, declines every other proposal on
   * the project that is not declined yet, leaving each the homeowner's note. One transaction: all
   * of it happens, or none (nor its notifications).
   */
  async accept(actor: Actor, id: number, data: { declineOthers: unknown; message?: unknown }): Promise<AcceptProposalResult> {
    const input = await parseInput(AcceptProposalInput, data.message === undefined ? { declineOthers: data.declineOthers } : data);
    const note = input.declineOthers ? blankToNull(input.message) : null;
    return this.db.transaction(async (manager) => {
      const repo = manager.getRepository(Proposal);
      const found = await repo.findOne({ where: { id }, select: { id: true, projectId: true } });
      // The project is locked first (as every decision and bid does), then its proposals: two tabs
      // accepting different proposals at once end with one hire, and no bid slips in meanwhile.
      const project = found ? await lockProject(manager, found.projectId) : null;
      if (!project) throw new NotFoundError('Proposal', id);
      await enforce(actor, { decide: 'accepted' }, project, { id });
      if (input.declineOthers) await enforce(actor, { decide: 'declined' }, project, { id });
      const onProject = await repo
        .createQueryBuilder('pr')
        .setLock('pessimistic_write')
        .where('pr.project_id = :projectId', { projectId: project.id })
        .orderBy('pr.id', 'ASC')
        .getMany();
      const chosen = onProject.find((candidate) => candidate.id === id);
      if (!chosen) throw new NotFoundError('Proposal', id);
      const before = { ...project };
      await this.decide(actor, chosen, project, 'accepted', null, manager);
      project.hiredProposalId = chosen.id;
      const others = input.declineOthers ? onProject.filter((other) => other.id !== id && other.status !== 'declined') : [];
      for (const other of others) await this.decide(actor, other, project, 'declined', note, manager);
      await this.webhooks?.projectChanged(manager, before);
      return {
        accepted: await repo.findOneByOrFail({ id }),
        declined: others.length > 0 ? await repo.find({ where: { id: In(others.map((other) => other.id)) }, order: { id: 'ASC' } }) : [],
      };
    });
  }

  /**
   * Sets one proposal's status inside the caller's transaction: the row, the hire on the project
   * (the transition's record-hire / release-hire effects), the audit entry and the contractor's notification.
   */
  private async decide(
    actor: Actor,
    proposal: Proposal,
    project: Pick<Project, 'id' | 'title' | 'homeowner' | 'hiredProposalId'>,
    status: ProposalStatusValue,
    note: string | null,
    manager: EntityManager,
  ): Promise<void> {
    const effects = PROPOSAL_STATUS_TRANSITIONS[status].effects;
    if (effects.includes('record-hire') && project.hiredProposalId !== proposal.id) {
      await manager.getRepository(Project).update({ id: project.id }, { hiredProposalId: proposal.id });
    }
    if (effects.includes('release-hire') && project.hiredProposalId === proposal.id) {
      await manager.getRepository(Project).update({ id: project.id }, { hiredProposalId: null });
      await this.agreements?.supersede(manager, { proposalId: proposal.id }, `The homeowner changed their decision on your proposal for "${project.title}", so its unsigned agreement was cancelled.`);
    }
    if (effects.includes('end-visits') && proposal.status !== status && proposal.contractorId) {
      await this.visits?.endForDeclinedProposal(manager, actor, { projectId: project.id, contractorId: proposal.contractorId });
    }
    const declineNote = status === 'declined' ? note : null;
    if (proposal.status === status && proposal.declineNote === declineNote) return;
    await manager.getRepository(Proposal).update({ id: proposal.id }, { status, declineNote });
    const entry = {
      action: 'proposal.status',
      subjectType: 'proposal',
      subjectId: proposal.id,
      before: { status: proposal.status },
      after: { status },
      ...(declineNote ? { note: declineNote } : {}),
    };
    await this.audit.recordIfOperator(actor, entry, manager);
    if (proposal.status === status || !proposal.contractorId) return;
    if (!effects.includes('notify-contractor')) return;
    const who = project.homeowner && project.homeowner !== DEFAULT_HOMEOWNER ? project.homeowner : 'The homeowner';
    await this.notifications.notify(
      status === 'accepted'
        ? {
            recipientId: proposal.contractorId,
            kind: 'proposal-decision',
            title: `Your proposal for "${project.title}" was accepted`,
            body: `${who} accepted your bid of ${proposal.bidAmount}. Next, prepare the written agreement from your proposal on the project page: Ontario requires one in writing for renovations over $50.`,
            link: proposalLinks.onProject(project.id, proposal.id),
            actionLabel: 'Open the project',
            projectId: project.id,
            proposalId: proposal.id,
          }
        : {
            recipientId: proposal.contractorId,
            kind: 'proposal-decision',
            title: `Your proposal for "${project.title}" was declined`,
            body: declineNote
              ? `${who} declined your bid of ${proposal.bidAmount} and wrote: "${declineNote}"`
              : `${who} declined your bid of ${proposal.bidAmount}. New projects across the GTA are posted every day on your dashboard.`,
            link: proposalLinks.inDashboard(proposal.id),
            actionLabel: 'See my proposals',
            projectId: project.id,
            proposalId: proposal.id,
          },
      manager,
    );
  }
}
