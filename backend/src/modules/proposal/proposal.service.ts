import type { DataSource, Repository } from 'typeorm';
import { NotFoundError, ValidationError } from '../../shared/errors';
import { parseInput } from '../../shared/validate';
import { Project } from '../project/project.entity';
import { Proposal } from './proposal.entity';
import { SubmitProposalInput, UpdateProposalStatusInput } from './proposal.inputs';

/** Contractors' bids and the homeowner's accept/decline decisions. */
export class ProposalService {
  private readonly repo: Repository<Proposal>;

  constructor(private readonly db: DataSource) {
    this.repo = db.getRepository(Proposal);
  }

  /** Proposals for a project, oldest first. An unknown project has none. */
  async listForProject(projectId: number): Promise<Proposal[]> {
    return this.repo.find({ where: { projectId }, order: { id: 'ASC' } });
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

  async submit(data: unknown): Promise<Proposal> {
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
    const input = await parseInput(SubmitProposalInput, body);
    const projectExists = await this.db.getRepository(Project).exists({ where: { id: input.projectId } });
    if (!projectExists) {
      throw new ValidationError({ projectId: `Project ${input.projectId} does not exist` }, 'Project not found');
    }
    const blankToNull = (value: string | null | undefined) => (value?.trim() ? value.trim() : null);
    return this.repo.save(
      this.repo.create({
        projectId: input.projectId,
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

  async updateStatus(id: number, status: unknown): Promise<Proposal> {
    const input = await parseInput(UpdateProposalStatusInput, { status });
    const result = await this.repo.update({ id }, { status: input.status });
    if (!result.affected) throw new NotFoundError('Proposal', id);
    return this.repo.findOneByOrFail({ id });
  }
}
