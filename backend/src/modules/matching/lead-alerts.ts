import type PgBoss from 'pg-boss';
import type { DataSource, EntityManager } from 'typeorm';
import type { AvailabilityValue, CredentialKindValue, UrgencyValue } from '@marketplace/shared';
import { inTransaction } from '../../mail/mail-queue';
import { projectPath } from '../../shared/site-paths';
import type { CredentialService } from '../contractor/credential.service';
import type { NotificationService } from '../notification/notification.service';
import type { ReviewService } from '../review/review.service';
import { matchScore, rankMatches, type MatchPro, type MatchProject } from './match-score';
import type { Actor } from '../../policy/actor';
import { assertContractor } from '../../policy/contractor';
import { ValidationError } from '../../shared/errors';
import { decodeOffset } from '../../shared/offset-cursor';
import type { Project } from '../project/project.entity';
import { PROJECT_COLUMNS } from '../project/project-columns';

/** The job queue that matches a newly public project to contractors. */
export const LEAD_ALERT_QUEUE = 'lead-alerts';

export interface LeadAlertJob {
  projectId: number;
}

interface ProjectFacts {
  id: number;
  title: string;
  budget: string;
  ownerId: string | null;
  tradeId: number | null;
  city: string | null;
  budgetMinCents: string | null;
  budgetMaxCents: string | null;
  urgency: UrgencyValue;
  open: boolean;
}

interface CandidateRow {
  id: string;
  trades: number[];
  serviceAreas: string[];
  minCents: string | null;
  maxCents: string | null;
  takesUrgent: boolean;
  availability: AvailabilityValue;
  availableFrom: Date | null;
  maxAlertsPerDay: number;
  responseHours: number | null;
  hires: number;
  completed: number;
  noShows: number;
  alertsToday: number;
}

export interface Candidate {
  id: string;
  pro: MatchPro;
  maxAlertsPerDay: number;
}

const cents = (value: string | null) => (value === null ? null : Number(value));

/** Matches a contractor pages through at most (the newest open projects of their trades and cities). */
const MAX_MATCH_CANDIDATES = 500;
export const MAX_MATCH_PAGE = 50;

interface MatchColumns {
  tradeId: number | null;
  city: string | null;
  minCents: string | null;
  maxCents: string | null;
  alerted: boolean;
}

/** One project in a contractor's "Matched for you", with its score and reasons. */
export interface ProjectMatchModel {
  project: Project;
  score: number;
  reasons: string[];
  /** Whether they were sent a lead alert for it (an invitation's notice is `invited`). */
  alerted: boolean;
  /** Whether the homeowner invited them to quote on it. */
  invited: boolean;
}

/** The first reason of a project the contractor was invited to quote on. */
export const INVITED_REASON = 'Invited by the homeowner';

export interface MatchPage {
  nodes: ProjectMatchModel[];
  totalCount: number;
  hasNextPage: boolean;
  offset: number;
}

/**
 * Lead alerts: when a project becomes public, a job scores every contractor who could take it
 * (match-score.ts) and tells the best ones (up to `perProject`, each under their daily cap) in the
 * app, live and by e-mail as their New leads setting says. A lead_alert row per project and
 * contractor, written with its notification in one transaction, makes each contractor hear of a
 * project once, whatever retries or replicas do; invitations write the same rows (kind
 * 'invitation'), so nobody hears of one project both ways, and both count against the daily cap.
 */
export class LeadAlertService {
  constructor(
    private readonly deps: {
      db: DataSource;
      jobs: PgBoss;
      notifications: NotificationService;
      reviews: ReviewService;
      credentials: CredentialService;
      /** Contractors alerted per project at most (MATCH_ALERTS_PER_PROJECT). */
      perProject: number;
      /** Tells the pros invited before the project was public (InvitationService.sendPending). */
      sendInvitations?: (projectId: number, manager: EntityManager) => Promise<string[]>;
    },
  ) {}

  /** Queues the matching of a project that just became public, in the transaction that published it. */
  async queue(projectId: number, manager: EntityManager): Promise<void> {
    await this.deps.jobs.send(LEAD_ALERT_QUEUE, { projectId } satisfies LeadAlertJob, { db: inTransaction(manager), singletonKey: `project-${projectId}` });
  }

  /**
   * Every contractor who passes the hard filters that SQL can check (trade, city, not paused, not
   * the project's owner, account in good standing), with the facts the score reads. One indexed
   * query (the GIN indexes on trades and service areas) plus one each for ratings and credentials.
   * `now` decides which day's alerts count against the daily cap, so one run reads one clock.
   */
  async candidates(project: MatchProject & { ownerId: string | null }, now = new Date()): Promise<Candidate[]> {
    return this.pros(
      `p.trades @> ARRAY[$1]::integer[] AND p.service_areas @> ARRAY[$2]::text[] AND p.availability <> 'paused' AND u.id IS DISTINCT FROM $3`,
      [project.tradeId, project.city, project.ownerId],
      now,
    );
  }

  /**
   * Contractor accounts in good standing that meet `where` (over contractor_profile p and "user" u), as matching sees them,
   * with the alerts each had since the start of `now`'s day in Toronto.
   */
  private async pros(where: string, params: unknown[], now: Date): Promise<Candidate[]> {
    const day = `$${params.length + 1}::timestamptz`;
    const rows: CandidateRow[] = await this.deps.db.query(
      `SELECT u.id, p.trades, p.service_areas AS "serviceAreas", p.min_budget_cents::text AS "minCents", p.max_budget_cents::text AS "maxCents",
         p.takes_urgent AS "takesUrgent", p.availability, p.available_from AS "availableFrom", p.max_alerts_per_day AS "maxAlertsPerDay",
         tr.response_hours AS "responseHours", COALESCE(tr.hires, 0) AS hires, COALESCE(tr.completed, 0) AS completed, COALESCE(tr.no_shows, 0) AS "noShows",
         (SELECT count(*)::int FROM lead_alert a WHERE a.contractor_id = u.id
            AND a.created_at >= date_trunc('day', ${day} AT TIME ZONE 'America/Toronto') AT TIME ZONE 'America/Toronto') AS "alertsToday"
       FROM contractor_profile p JOIN "user" u ON u.id = p.user_id
       -- The track record as last refreshed (pro_track_record, every 10 minutes): one row per candidate.
       LEFT JOIN pro_track_record tr ON tr.contractor_id = u.id
       WHERE u.role = 'contractor' AND u.banned IS NOT TRUE AND ${where}`,
      [...params, now],
    );
    if (rows.length === 0) return [];
    const ids = rows.map((row) => row.id);
    const [ratings, credentials] = await Promise.all([this.deps.reviews.ratingsFor(ids), this.deps.credentials.countingFor(ids)]);
    return rows.map((row) => ({
      id: row.id,
      maxAlertsPerDay: row.maxAlertsPerDay,
      pro: {
        trades: row.trades.map(Number),
        cities: row.serviceAreas,
        budget: { minCents: cents(row.minCents), maxCents: cents(row.maxCents) },
        takesUrgent: row.takesUrgent,
        availability:
          row.availability === 'from' && row.availableFrom ? { kind: 'from', date: new Date(row.availableFrom) } : row.availability === 'paused' ? { kind: 'paused' } : { kind: 'now' },
        verifiedCredentials: [...new Set((credentials.get(row.id) ?? []).map((credential) => credential.kind as CredentialKindValue))],
        rating: ratings.get(row.id) ?? { average: null, count: 0 },
        medianResponseHours: row.responseHours === null ? null : Number(row.responseHours),
        hires: { completed: row.completed, total: row.hires },
        alertsToday: row.alertsToday,
        noShows: row.noShows,
      },
    }));
  }

  /**
   * "Matched for you": open projects, not yet bid on, that fit the signed-in contractor, best score
   * first, with their reasons; `first` (1-50) per page. The hard filters run in SQL (trade, city),
   * the rest through the same score as the alerts, so the list and the alerts never disagree.
   */
  async matchedFor(actor: Actor, first = 20, after?: string | null): Promise<MatchPage> {
    assertContractor(actor);
    if (!Number.isInteger(first) || first < 1 || first > MAX_MATCH_PAGE) throw new ValidationError({ first: `Must be between 1 and ${MAX_MATCH_PAGE}` });
    const offset = after ? decodeOffset('match', after) : 0;
    const now = new Date();
    const [me] = await this.pros(`u.id = $1`, [actor.userId], now);
    if (!me) return { nodes: [], totalCount: 0, hasNextPage: false, offset };
    // A paused pro, or one without trades or cities, is matched to nothing, but still sees what they were invited to.
    const matching = me.pro.availability.kind !== 'paused' && me.pro.trades.length > 0 && me.pro.cities.length > 0;
    const rows: (Project & MatchColumns & { invited: boolean })[] = await this.deps.db.query(
      `SELECT ${PROJECT_COLUMNS}, p.trade_id AS "tradeId", p.city, p.budget_min_cents::text AS "minCents", p.budget_max_cents::text AS "maxCents",
         EXISTS (SELECT 1 FROM lead_alert a WHERE a.project_id = p.id AND a.contractor_id = $3 AND a.kind = 'match') AS alerted, inv.contractor_id IS NOT NULL AS invited
       FROM project p
       LEFT JOIN project_invitation inv ON inv.project_id = p.id AND inv.contractor_id = $3 AND inv.notified_at IS NOT NULL AND inv.withdrawn_at IS NULL
       WHERE p.visibility = 'published' AND p.status = 'open' AND p.hired_proposal_id IS NULL
         AND (($4::boolean AND p.trade_id = ANY($1::integer[]) AND p.city = ANY($2::text[])) OR inv.contractor_id IS NOT NULL)
         AND p.owner_id IS DISTINCT FROM $3
         AND NOT EXISTS (SELECT 1 FROM proposal pr WHERE pr.project_id = p.id AND pr.contractor_id = $3)
         AND (SELECT COUNT(*) FROM proposal pr WHERE pr.project_id = p.id) < p.quote_limit
       ORDER BY inv.contractor_id IS NOT NULL DESC, p.id DESC LIMIT ${MAX_MATCH_CANDIDATES}`,
      [me.pro.trades, me.pro.cities, actor.userId, matching],
    );
    // Fairness is about spreading alerts between pros; one pro's own list is not ranked by it.
    const pro = { ...me.pro, alertsToday: 0 };
    const matched = rows
      .flatMap((row) => {
        const result =
          row.tradeId === null || row.city === null
            ? null
            : matchScore(
                { tradeId: row.tradeId, city: row.city, urgency: row.urgency, budget: row.minCents === null ? null : { minCents: Number(row.minCents), maxCents: cents(row.maxCents) } },
                pro,
                now,
              );
        const { tradeId: _trade, city: _city, minCents: _min, maxCents: _max, alerted, invited, ...project } = row;
        const fit = result?.matched ? result : null;
        if (!fit && !invited) return [];
        return [{ project: project as Project, score: fit?.score ?? 0, reasons: [...(invited ? [INVITED_REASON] : []), ...(fit?.reasons ?? [])], alerted, invited }];
      })
      // What the homeowner asked them to quote on comes first, then the best fit.
      .sort((a, b) => Number(b.invited) - Number(a.invited) || b.score - a.score || b.project.id - a.project.id);
    return { nodes: matched.slice(offset, offset + first), totalCount: matched.length, hasNextPage: matched.length > offset + first, offset };
  }

  /** Matches one project and alerts the best contractors who have not heard of it; answers who was alerted. */
  async run(projectId: number, now = new Date()): Promise<string[]> {
    const [project]: ProjectFacts[] = await this.deps.db.query(
      `SELECT id, title, budget, owner_id AS "ownerId", trade_id AS "tradeId", city, budget_min_cents::text AS "budgetMinCents",
         budget_max_cents::text AS "budgetMaxCents", urgency,
         (visibility = 'published' AND status = 'open' AND hired_proposal_id IS NULL
           AND (SELECT COUNT(*) FROM proposal pr WHERE pr.project_id = project.id) < quote_limit) AS open
       FROM project WHERE id = $1`,
      [projectId],
    );
    // Gone, not public, taken, full or closed since it was queued.
    if (!project?.open) return [];
    // The pros the homeowner invited hear of it as an invitation (or not at all, when paused or at
    // their cap), never as a lead alert as well; so do the pros who were invited when it was public
    // and then withdrawn. A pro withdrawn before it was public is like any other.
    const invited = new Set(
      await this.deps.db.transaction(async (manager) => {
        await this.deps.sendInvitations?.(project.id, manager);
        const rows: { id: string }[] = await manager.query(
          `SELECT contractor_id AS id FROM project_invitation WHERE project_id = $1 AND (withdrawn_at IS NULL OR notified_at IS NOT NULL)`,
          [project.id],
        );
        return rows.map((row) => row.id);
      }),
    );
    // Nothing to match on.
    if (project.tradeId === null || project.city === null) return [];
    const match: MatchProject = {
      tradeId: project.tradeId,
      city: project.city,
      budget: project.budgetMinCents === null ? null : { minCents: Number(project.budgetMinCents), maxCents: cents(project.budgetMaxCents) },
      urgency: project.urgency,
    };
    const candidates = (await this.candidates({ ...match, ownerId: project.ownerId }, now)).filter((candidate) => !invited.has(candidate.id));
    const capOf = new Map(candidates.map((candidate) => [candidate.id, candidate.maxAlertsPerDay]));
    const best = rankMatches(match, candidates, now)
      .filter((ranked) => ranked.pro.alertsToday < (capOf.get(ranked.id) ?? 0))
      .slice(0, this.deps.perProject);
    if (best.length === 0) return [];
    return this.deps.db.transaction(async (manager) => {
      const alerted: string[] = [];
      for (const ranked of best) {
        const inserted = await manager.query(
          `INSERT INTO lead_alert (project_id, contractor_id, score, reasons) VALUES ($1, $2, $3, $4)
           ON CONFLICT (project_id, contractor_id) DO NOTHING RETURNING id`,
          [project.id, ranked.id, ranked.score, ranked.reasons],
        );
        if (inserted.length === 0) continue;
        alerted.push(ranked.id);
        await this.deps.notifications.notify(
          {
            recipientId: ranked.id,
            kind: 'new-lead',
            title: `New lead: "${project.title}"`,
            body: `${ranked.reasons.join(' · ')}. Budget ${project.budget}. Send your proposal while the homeowner is comparing quotes.`,
            link: projectPath(project.id),
            actionLabel: 'See the project',
            projectId: project.id,
          },
          manager,
        );
      }
      return alerted;
    });
  }
}
