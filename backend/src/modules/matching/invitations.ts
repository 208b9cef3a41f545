import { INVITATION_MESSAGES, INVITATIONS_PER_PROJECT, type ProjectStatusValue, type ProjectVisibilityValue, type UrgencyValue } from '@marketplace/rules';
import type { DataSource, EntityManager } from 'typeorm';
import type { Actor } from '../../policy/actor';
import { assertCanInvitePros, assertCanViewInvitations, canViewInvitations } from '../../policy/policy';
import { ConflictError, NotFoundError } from '../../shared/errors';
import { projectPath } from '../../shared/site-paths';
import type { ContractorProfileModel, ContractorProfileService } from '../contractor/profile.service';
import { lockProject } from '../project/locked-project';
import type { NotificationService } from '../notification/notification.service';
import type { LeadAlertService } from './lead-alerts';
import { rankMatches, type MatchProject } from './match-score';

/** A pro the homeowner invited to quote. */
export interface InvitationModel {
  contractorId: string;
  invitedAt: Date;
  /** When the pro was told: null until the project is public. */
  notifiedAt: Date | null;
}

/** A pro suggested for a project: its best matches, with why. */
export interface ProSuggestionModel {
  contractor: ContractorProfileModel;
  score: number;
  reasons: string[];
  invited: boolean;
}

interface ProjectFacts {
  id: number;
  ownerId: string | null;
  visibility: ProjectVisibilityValue;
  status: ProjectStatusValue;
  hiredProposalId: number | null;
  title: string;
  category: string;
  location: string;
  budget: string;
  tradeId: number | null;
  city: string | null;
  minCents: string | null;
  maxCents: string | null;
  urgency: UrgencyValue;
}

const SUGGESTIONS = INVITATIONS_PER_PROJECT;

/**
 * Invitations to quote: a homeowner asks up to INVITATIONS_PER_PROJECT pros (from the directory, a
 * profile or the project's suggested pros) to quote. A pro invited to a public project is told at
 * once; invitations to a project still waiting for review go out when it is published (run by the
 * lead-alert job, which then leaves the invited pros out of its alerts). An invited pro finds the
 * project marked "Invited" at the top of their matched list.
 */
export class InvitationService {
  constructor(
    private readonly deps: {
      db: DataSource;
      notifications: NotificationService;
      leadAlerts: Pick<LeadAlertService, 'candidates'>;
      contractors: Pick<ContractorProfileService, 'findMany'>;
    },
  ) {}

  private async facts(id: number): Promise<ProjectFacts> {
    const [row]: ProjectFacts[] = await this.deps.db.query(
      `SELECT id, owner_id AS "ownerId", visibility, status, hired_proposal_id AS "hiredProposalId", title, category, location, budget,
         trade_id AS "tradeId", city, budget_min_cents::text AS "minCents", budget_max_cents::text AS "maxCents", urgency
       FROM project WHERE id = $1`,
      [id],
    );
    if (!row) throw new NotFoundError('Project', id);
    return row;
  }

  /** Who was invited to quote on a project: its homeowner and staff; null for everyone else. */
  async forProject(actor: Actor, project: { id: number; ownerId: string | null; visibility: ProjectVisibilityValue; status: ProjectStatusValue }): Promise<InvitationModel[] | null> {
    if (!(await canViewInvitations(actor, project))) return null;
    return this.deps.db.query(
      `SELECT contractor_id AS "contractorId", invited_at AS "invitedAt", notified_at AS "notifiedAt"
       FROM project_invitation WHERE project_id = $1 ORDER BY invited_at, id`,
      [project.id],
    );
  }

  /** Whether the actor is a contractor who was told of an invitation to this project. */
  async isInvited(actor: Actor, projectId: number): Promise<boolean> {
    if (actor.kind !== 'user' || actor.role !== 'contractor') return false;
    const rows = await this.deps.db.query(`SELECT 1 FROM project_invitation WHERE project_id = $1 AND contractor_id = $2 AND notified_at IS NOT NULL`, [
      projectId,
      actor.userId,
    ]);
    return rows.length > 0;
  }

  /**
   * The best matches for a project (the same score as lead alerts, docs/matching.md), for its
   * homeowner and staff to invite: up to five, with their reasons and whether they were invited.
   */
  async suggested(actor: Actor, projectId: number, now = new Date()): Promise<ProSuggestionModel[]> {
    const project = await this.facts(projectId);
    await assertCanViewInvitations(actor, project);
    if (project.tradeId === null || project.city === null) return [];
    const match: MatchProject = {
      tradeId: project.tradeId,
      city: project.city,
      urgency: project.urgency,
      budget: project.minCents === null ? null : { minCents: Number(project.minCents), maxCents: project.maxCents === null ? null : Number(project.maxCents) },
    };
    const candidates = await this.deps.leadAlerts.candidates({ ...match, ownerId: project.ownerId });
    const bidders = new Set<string>(
      (await this.deps.db.query(`SELECT contractor_id AS id FROM proposal WHERE project_id = $1 AND contractor_id IS NOT NULL`, [projectId])).map((row: { id: string }) => row.id),
    );
    // Suggestions are about fit: a pro's alerts today do not push them down the homeowner's list.
    const ranked = rankMatches(
      match,
      candidates.filter((candidate) => !bidders.has(candidate.id)).map((candidate) => ({ ...candidate, pro: { ...candidate.pro, alertsToday: 0 } })),
      now,
    ).slice(0, SUGGESTIONS);
    const invited = new Set(await this.invitedIds(projectId));
    const profiles = new Map((await this.deps.contractors.findMany(ranked.map((entry) => entry.id))).map((profile) => [profile.id, profile]));
    return ranked.flatMap((entry) => {
      const contractor = profiles.get(entry.id);
      return contractor ? [{ contractor, score: entry.score, reasons: entry.reasons, invited: invited.has(entry.id) }] : [];
    });
  }

  private async invitedIds(projectId: number, manager: EntityManager = this.deps.db.manager): Promise<string[]> {
    const rows: { id: string }[] = await manager.query(`SELECT contractor_id AS id FROM project_invitation WHERE project_id = $1`, [projectId]);
    return rows.map((row) => row.id);
  }

  /**
   * Invites a pro to quote, under the project's row lock so two invitations cannot both take the
   * last place. Inviting someone already invited changes nothing.
   */
  async invite(actor: Actor, projectId: number, contractorId: string): Promise<void> {
    await this.deps.db.transaction(async (manager) => {
      const project = await lockProject(manager, projectId);
      if (!project) throw new NotFoundError('Project', projectId);
      await assertCanInvitePros(actor, project);
      if (project.proposalCount >= project.quoteLimit) throw new ConflictError(INVITATION_MESSAGES.full);
      const [pro] = typeof contractorId === 'string' && contractorId.length <= 100 ? await this.deps.contractors.findMany([contractorId]) : [];
      if (!pro || pro.id === project.ownerId || pro.trades.length === 0) throw new ConflictError(INVITATION_MESSAGES.notAPro);
      const invited = await this.invitedIds(projectId, manager);
      if (invited.includes(pro.id)) return;
      if (invited.length >= INVITATIONS_PER_PROJECT) throw new ConflictError(INVITATION_MESSAGES.limit);
      const [bid] = await manager.query(`SELECT 1 FROM proposal WHERE project_id = $1 AND contractor_id = $2`, [projectId, pro.id]);
      if (bid) throw new ConflictError(INVITATION_MESSAGES.alreadyQuoted);
      const open = project.visibility === 'published';
      await manager.query(`INSERT INTO project_invitation (project_id, contractor_id, notified_at) VALUES ($1, $2, CASE WHEN $3 THEN now() END)`, [
        projectId,
        pro.id,
        open,
      ]);
      if (open) await this.tell(await this.factsIn(manager, projectId), pro.id, manager);
    });
  }

  /** Takes an invitation back (its place is free again); a pro who already quoted keeps their proposal. */
  async withdraw(actor: Actor, projectId: number, contractorId: string): Promise<void> {
    await this.deps.db.transaction(async (manager) => {
      const project = await lockProject(manager, projectId);
      if (!project) throw new NotFoundError('Project', projectId);
      await assertCanViewInvitations(actor, project);
      await manager.query(`DELETE FROM project_invitation WHERE project_id = $1 AND contractor_id = $2`, [projectId, String(contractorId)]);
    });
  }

  /**
   * Tells the pros invited before the project was public, once it is (the lead-alert job calls this
   * in its transaction); answers who was told. notified_at makes each invitation go out once.
   */
  async sendPending(projectId: number, manager: EntityManager): Promise<string[]> {
    const told: { id: string }[] = await manager.query(
      // A CTE, so the driver answers with the rows (an UPDATE alone answers with rows and a count).
      `WITH told AS (UPDATE project_invitation SET notified_at = now() WHERE project_id = $1 AND notified_at IS NULL RETURNING contractor_id)
       SELECT contractor_id AS id FROM told`,
      [projectId],
    );
    if (told.length === 0) return [];
    const project = await this.factsIn(manager, projectId);
    for (const { id } of told) await this.tell(project, id, manager);
    return told.map((row) => row.id);
  }

  private async factsIn(manager: EntityManager, projectId: number): Promise<Pick<ProjectFacts, 'id' | 'title' | 'category' | 'location' | 'budget'>> {
    const [row] = await manager.query(`SELECT id, title, category, location, budget FROM project WHERE id = $1`, [projectId]);
    return row;
  }

  private tell(project: Pick<ProjectFacts, 'id' | 'title' | 'category' | 'location' | 'budget'>, contractorId: string, manager: EntityManager): Promise<void> {
    return this.deps.notifications.notify(
      {
        recipientId: contractorId,
        kind: 'new-lead',
        title: `You're invited to quote: "${project.title}"`,
        body: `A homeowner in ${project.location} chose you to quote on their ${project.category.toLowerCase()} project. Budget ${project.budget}. Each project takes only a few quotes, so send yours soon.`,
        link: projectPath(project.id),
        actionLabel: 'See the project',
        projectId: project.id,
      },
      manager,
    );
  }
}
