import type { DataSource, Repository } from 'typeorm';
import { NotFoundError, ValidationError } from '../../shared/errors';
import { isUser, type Actor } from '../../policy/actor';
import { assertCanDecideProposal, assertCanSubmitProposal, assertCanView, canViewProposalContact } from '../../policy/policy';
import { parseInput } from '../../shared/validate';
import type { AuditLog } from '../audit/audit-log';
import { Project } from '../project/project.entity';
import { Proposal } from './proposal.entity';
import { SubmitProposalInput, UpdateProposalStatusInput } from './proposal.inputs';

/** Contractors' bids and the homeowner's accept/decline decisions. */
export class ProposalService {
  private readonly repo: Repository<Proposal>;

  constructor(
    private readonly db: DataSource,
    private readonly audit: AuditLog,
  ) {
    this.repo = db.getRepository(Proposal);
  }

  /** Proposals for a project the actor may see, oldest first. An unknown project has none. */
  async listForProject(actor: Actor, projectId: number): Promise<Proposal[]> {
    const project = await this.db.getRepository(Project).findOne({ where: { id: projectId }, select: { id: true, ownerId: true, visibility: true, status: true } });
    if (!project) return [];
    await assertCanView(actor, project);
    return this.repo.find({ where: { projectId }, order: { id: 'ASC' } });
  }

  /**
   * Proposals as the actor may read them: contact details blanked unless the policy shows them
   * (REST; GraphQL asks the same policy field by field).
   */
  async forViewer(actor: Actor, proposals: Proposal[]): Promise<Proposal[]> {
    const projects = new Map<number, Pick<Project, 'id' | 'ownerId' | 'visibility' | 'status'> | null>();
    const result: Proposal[] = [];
    for (const proposal of proposals) {
      if (!projects.has(proposal.projectId)) {
        projects.set(
          proposal.projectId,
          await this.db.getRepository(Project).findOne({
            where: { id: proposal.projectId },
            select: { id: true, ownerId: true, visibility: true, status: true },
          }),
        );
      }
      const project = projects.get(proposal.projectId);
      const visible = project ? await canViewProposalContact(actor, project, proposal) : false;
      result.push(visible ? proposal : Object.assign(Object.create(Proposal.prototype) as Proposal, proposal, { contractorEmail: null, contractorPhone: null }));
    }
    return result;
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
   * A signed-in contractor bids on a published, open project. Name, e-mail and phone come from
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
    const project = await this.db.getRepository(Project).findOne({
      where: { id: input.projectId },
      select: { id: true, ownerId: true, visibility: true, status: true },
    });
    if (!project) {
      throw new ValidationError({ projectId: `Project ${input.projectId} does not exist` }, 'Project not found');
    }
    await assertCanSubmitProposal(actor, project);
    const blankToNull = (value: string | null | undefined) => (value?.trim() ? value.trim() : null);
    return this.repo.save(
      this.repo.create({
        projectId: input.projectId,
        contractorId: isUser(actor) ? actor.userId : null,
        contractorName: input.contractorName.trim(),
        contractorEmail: input.contractorEmail.trim(),
        contractorPhone: blankToNull(input.contractorPhone),
        bidAmount: input.bidAmount.trim(),
        timeline: input.timeline.trim(),
        approach: input.approach.trim(),
        experience: input.experience.trim(),
        materials: blankToNull(input.materials),
        warranty: blankToNull(input.warranty),
        additionalNotes: blankToNull(input.additionalNotes),
        status: 'pending',
      }),
    );
  }

  async updateStatus(actor: Actor, id: number, status: unknown): Promise<Proposal> {
    const input = await parseInput(UpdateProposalStatusInput, { status });
    const proposal = await this.repo.findOne({ where: { id }, relations: { project: true } });
    if (!proposal?.project) throw new NotFoundError('Proposal', id);
    await assertCanDecideProposal(actor, proposal.project, input.status);
    await this.db.transaction(async (manager) => {
      await manager.getRepository(Proposal).update({ id }, { status: input.status });
      const entry = { action: 'proposal.status', subjectType: 'proposal', subjectId: id, before: { status: proposal.status }, after: { status: input.status } };
      await this.audit.recordIfOperator(actor, entry, manager);
    });
    return this.repo.findOneByOrFail({ id });
  }
}
