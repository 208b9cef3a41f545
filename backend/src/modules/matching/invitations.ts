import { INVITATION_MESSAGES, INVITATIONS_PER_DAY, INVITATIONS_PER_PROJECT, type ProjectStatusValue, type ProjectVisibilityValue, type UrgencyValue } from '@marketplace/shared';
import type { DataSource, EntityManager } from 'typeorm';
import { isUser, type Actor } from '../../policy/actor';
import { enforce, may } from '../../policy/check';
import { ConflictError, NotFoundError, TooManyRequestsError } from '../../shared/errors';
import { projectPath } from '../../shared/site-paths';
import type { ContractorProfileModel, ContractorProfileService } from '../contractor/profile.service';
import { lockProject } from '../project/locked-project';
import type { NotificationService } from '../notification/notification.service';
import { INVITED_REASON, type LeadAlertService } from './lead-alerts';
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
  showcase: boolean;
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

/** The start of today in Toronto, as SQL. */
const TORONTO_TODAY = `(date_trunc('day', now() AT TIME ZONE 'America/Toronto') AT TIME ZONE 'America/Toronto')`;

/**
 * Invitations to quote: a homeowner asks up to INVITATIONS_PER_PROJECT pros (from the directory, a
 * profile or the project's suggested pros) to quote, and up to INVITATIONS_PER_DAY pros a day. An
 * invitation to a public project reaches the pro at once; invitations to a project still waiting
 * for review reach them when it is published (run by the lead-alert job, which then leaves the
 * invited pros out of its alerts). An invited pro finds the project marked "Invited" at the top of
 * their matched list.
 *
 * A pro is told of a project once, ever: being told is a lead_alert row (kind 'invitation'), whose
 * unique key it shares with the lead alerts, and it is written only while the pro is not paused and
 * is under their daily cap. A withdrawn invitation keeps its row (withdrawn_at), so inviting the pro
 * again takes the mark off and tells nobody again.
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
      `SELECT id, owner_id AS "ownerId", visibility, status, showcase, hired_proposal_id AS "hiredProposalId", title, category, location, budget,
         trade_id AS "tradeId", city, budget_min_cents::text AS "minCents", budget_max_cents::text AS "maxCents", urgency
       FROM project WHERE id = $1`,
      [id],
    );
    if (!row) throw new NotFoundError('Project', id);
    return row;
  }

  /** Who was invited to quote on a project: its homeowner and staff; null for everyone else. */
  async forProject(actor: Actor, project: { id: number; ownerId: string | null; visibility: ProjectVisibilityValue; status: ProjectStatusValue; showcase: boolean }): Promise<InvitationModel[] | null> {
    if (!(await may(actor, 'viewInvitations', project))) return null;
    return this.deps.db.query(
      `SELECT contractor_id AS "contractorId", invited_at AS "invitedAt", notified_at AS "notifiedAt"
       FROM project_invitation WHERE project_id = $1 AND withdrawn_at IS NULL ORDER BY invited_at, id`,
      [project.id],
    );
  }

  /** Whether the actor is a contractor who was told of an invitation to this project. */
  async isInvited(actor: Actor, projectId: number): Promise<boolean> {
    if (actor.kind !== 'user' || actor.role !== 'contractor') return false;
    const rows = await this.deps.db.query(
      `SELECT 1 FROM project_invitation WHERE project_id = $1 AND contractor_id = $2 AND notified_at IS NOT NULL AND withdrawn_at IS NULL`,
      [projectId, actor.userId],
    );
    return rows.length > 0;
  }

  /**
   * The best matches for a project (the same score as lead alerts, docs/matching.md), for its
   * homeowner and staff to invite: up to five, with their reasons and whether they were invited.
   */
  async suggested(actor: Actor, projectId: number, now = new Date()): Promise<ProSuggestionModel[]> {
    const project = await this.facts(projectId);
    await enforce(actor, 'viewInvitations', project);
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

  /** The pros invited to the project whose invitation stands (not withdrawn). */
  private async invitedIds(projectId: number, manager: EntityManager = this.deps.db.manager): Promise<string[]> {
    const rows: { id: string }[] = await manager.query(`SELECT contractor_id AS id FROM project_invitation WHERE project_id = $1 AND withdrawn_at IS NULL`, [
      projectId,
    ]);
    return rows.map((row) => row.id);
  }

  /**
   * Invites a pro to quote, under the project's row lock so two invitations cannot both take the
   * last place. Inviting someone already invited changes nothing; inviting a pro again after
   * withdrawing them takes the withdrawal back and tells nobody again (nor counts against the day).
   * A new invitation counts against the inviting account's INVITATIONS_PER_DAY.
   */
  async invite(actor: Actor, projectId: number, contractorId: string): Promise<void> {
    await this.deps.db.transaction(async (manager) => {
      const project = await lockProject(manager, projectId);
      if (!project) throw new NotFoundError('Project', projectId);
      await enforce(actor, 'invitePros', project);
      if (project.proposalCount >= project.quoteLimit) throw new ConflictError(INVITATION_MESSAGES.full);
      const [pro] = typeof contractorId === 'string' && contractorId.length <= 100 ? await this.deps.contractors.findMany([contractorId]) : [];
      if (!pro || pro.id === project.ownerId || pro.trades.length === 0) throw new ConflictError(INVITATION_MESSAGES.notAPro);
      const [earlier]: { withdrawn: boolean }[] = await manager.query(
        `SELECT withdrawn_at IS NOT NULL AS withdrawn FROM project_invitation WHERE project_id = $1 AND contractor_id = $2`,
        [projectId, pro.id],
      );
      if (earlier && !earlier.withdrawn) return;
      if ((await this.invitedIds(projectId, manager)).length >= INVITATIONS_PER_PROJECT) throw new ConflictError(INVITATION_MESSAGES.limit);
      const [bid] = await manager.query(`SELECT 1 FROM proposal WHERE project_id = $1 AND contractor_id = $2`, [projectId, pro.id]);
      if (bid) throw new ConflictError(INVITATION_MESSAGES.alreadyQuoted);
      const open = project.visibility === 'published';
      if (earlier) {
        await manager.query(
          `UPDATE project_invitation SET withdrawn_at = NULL, notified_at = COALESCE(notified_at, CASE WHEN $3 THEN now() END)
           WHERE project_id = $1 AND contractor_id = $2`,
          [projectId, pro.id, open],
        );
      } else {
        const inviter = isUser(actor) ? actor.userId : null;
        await this.assertUnderDailyLimit(manager, inviter);
        await manager.query(
          `INSERT INTO project_invitation (project_id, contractor_id, invited_by, notified_at) VALUES ($1, $2, $3, CASE WHEN $4 THEN now() END)`,
          [projectId, pro.id, inviter, open],
        );
      }
      if (open) await this.tell(await this.factsIn(manager, projectId), pro.id, manager);
    });
  }

  /**
   * Refuses a new invitation from an account that made INVITATIONS_PER_DAY today (Toronto time),
   * withdrawn ones included: counted in PostgreSQL, under a lock per account held to the end of the
   * transaction, so invitations on two projects at once are counted one after the other.
   */
  private async assertUnderDailyLimit(manager: EntityManager, inviter: string | null): Promise<void> {
    if (inviter === null) return;
    await manager.query(`SELECT pg_advisory_xact_lock(hashtextextended('project_invitation:' || $1, 0))`, [inviter]);
    const [{ count }] = await manager.query(
      `SELECT count(*)::int AS count FROM project_invitation WHERE invited_by = $1 AND invited_at >= ${TORONTO_TODAY}`,
      [inviter],
    );
    if (count >= INVITATIONS_PER_DAY) throw new TooManyRequestsError(INVITATION_MESSAGES.daily);
  }

  /**
   * Takes an invitation back (its place is free again); a pro who already quoted keeps their
   * proposal. The row stays, marked, so that inviting them again tells them nothing new.
   */
  async withdraw(actor: Actor, projectId: number, contractorId: string): Promise<void> {
    await this.deps.db.transaction(async (manager) => {
      const project = await lockProject(manager, projectId);
      if (!project) throw new NotFoundError('Project', projectId);
      await enforce(actor, 'viewInvitations', project);
      await manager.query(`UPDATE project_invitation SET withdrawn_at = now() WHERE project_id = $1 AND contractor_id = $2 AND withdrawn_at IS NULL`, [
        projectId,
        String(contractorId),
      ]);
    });
  }

  /**
   * Delivers the invitations made before the project was public, once it is (the lead-alert job
   * calls this in its transaction), and tells those pros who may hear of it; answers who was told.
   * notified_at makes each invitation go out once.
   */
  async sendPending(projectId: number, manager: EntityManager): Promise<string[]> {
    const delivered: { id: string }[] = await manager.query(
      // A CTE, so the driver answers with the rows (an UPDATE alone answers with rows and a count).
      `WITH delivered AS (UPDATE project_invitation SET notified_at = now() WHERE project_id = $1 AND notified_at IS NULL AND withdrawn_at IS NULL RETURNING contractor_id)
       SELECT contractor_id AS id FROM delivered`,
      [projectId],
    );
    if (delivered.length === 0) return [];
    const project = await this.factsIn(manager, projectId);
    const told: string[] = [];
    for (const { id } of delivered) if (await this.tell(project, id, manager)) told.push(id);
    return told;
  }

  private async factsIn(manager: EntityManager, projectId: number): Promise<Pick<ProjectFacts, 'id' | 'title' | 'category' | 'location' | 'budget'>> {
    const [row] = await manager.query(`SELECT id, title, category, location, budget FROM project WHERE id = $1`, [projectId]);
    return row;
  }

  /**
   * Tells a pro of their invitation, unless they have paused new work, have had as many alerts
   * today as they take (lead_alert rows of either kind, Toronto time), or were already told of the
   * project (a lead alert, or this invitation before it was withdrawn): the lead_alert row, written
   * in the notification's transaction, is the record. Answers whether they were told. The
   * invitation stands either way, at the top of their "Matched for you".
   */
  private async tell(project: Pick<ProjectFacts, 'id' | 'title' | 'category' | 'location' | 'budget'>, contractorId: string, manager: EntityManager): Promise<boolean> {
    const [reachable] = await manager.query(
      `SELECT 1 FROM contractor_profile p
       WHERE p.user_id = $1 AND p.availability <> 'paused'
         AND (SELECT count(*) FROM lead_alert a WHERE a.contractor_id = p.user_id AND a.created_at >= ${TORONTO_TODAY}) < p.max_alerts_per_day`,
      [contractorId],
    );
    if (!reachable) return false;
    const recorded = await manager.query(
      `INSERT INTO lead_alert (project_id, contractor_id, score, reasons, kind) VALUES ($1, $2, 0, $3, 'invitation')
       ON CONFLICT (project_id, contractor_id) DO NOTHING RETURNING id`,
      [project.id, contractorId, [INVITED_REASON]],
    );
    if (recorded.length === 0) return false;
    await this.deps.notifications.notify(
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
    return true;
  }
}
