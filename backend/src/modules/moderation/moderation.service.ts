import type { DataSource } from 'typeorm';
import { projectMatchFacts } from '../matching/project-facts';
import type { WebhookOutbox } from '../webhook/webhook-outbox';
import type { LeadAlertService } from '../matching/lead-alerts';
import type { Actor } from '../../policy/actor';
import { REVIEW_STEPS, type ReviewEffect, type ReviewStep } from '../../policy/lifecycle';
import { assertOperator } from '../../policy/account';
import { enforce } from '../../policy/check';
import { ConflictError, NotFoundError, ValidationError } from '../../shared/errors';
import { ACCOUNT_SETTINGS_MESSAGES, REVIEW_MESSAGES } from '@marketplace/shared';
import { parseInput } from '../../shared/validate';
import type { MailMessage } from '../../mail/message';
import { projectApprovedEmail, projectChangesRequestedEmail, projectRejectedEmail } from '../../mail/review-emails';
import type { AuditLog } from '../audit/audit-log';
import type { Project } from '../project/project.entity';
import { ReviewNoteInput, ReviseProjectInput } from '../project/project.inputs';
import type { ProjectService } from '../project/project.service';
import type { Mailer } from '../../mail/mailer';
import type { SpamFlag } from './spam-checks';

/** The promise in the product's copy: a posted project is reviewed and published within 24 hours. */
export const REVIEW_PROMISE_HOURS = 24;

export interface ReviewItem {
  project: Project;
  submittedAt: Date;
  waitingHours: number;
  overdue: boolean;
  flags: SpamFlag[];
  homeownerEmail: string | null;
}

export interface ReviewQueuePage {
  items: ReviewItem[];
  nextCursor: string | null;
  totalCount: number;
}

const encode = (submittedAt: Date, id: number) => Buffer.from(`${submittedAt.toISOString()}|${id}`).toString('base64url');
function decode(cursor: string): [string, number] {
  const match = /^(\d{4}-\d\d-\d\dT[\d:.]+Z)\|(\d{1,9})$/.exec(Buffer.from(cursor, 'base64url').toString('utf8'));
  if (!match) throw new ValidationError({ after: 'Not a valid cursor' });
  return [match[1], Number(match[2])];
}

/**
 * The review queue for posted projects: nothing a homeowner posts is public before an operator
 * approves it. Every decision is audit-logged in the same transaction and e-mailed to the homeowner.
 */
export class ModerationService {
  constructor(
    private readonly db: DataSource,
    private readonly projects: ProjectService,
    private readonly audit: AuditLog,
    private readonly mail: Mailer,
    private readonly siteUrl: string,
    private readonly leadAlerts: Pick<LeadAlertService, 'queue'>,
    /** Partners' webhooks hear of each project made public (project.published). */
    private readonly webhooks?: Pick<WebhookOutbox, 'projectPublished'>,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** Waiting projects, oldest first (the 24-hour promise is kept in that order). */
  async queue(actor: Actor, { first = 20, after }: { first?: number | null; after?: string | null }): Promise<ReviewQueuePage> {
    assertOperator(actor);
    const size = first ?? 20;
    if (!Number.isInteger(size) || size < 1 || size > 100) throw new ValidationError({ first: 'Must be between 1 and 100' });
    const [afterTime, afterId] = after ? decode(after) : [null, null];
    // Cursors carry milliseconds (what a JavaScript date holds), so the comparison truncates to match.
    const rows: { id: number; submittedAt: Date; flags: SpamFlag[]; email: string | null }[] = await this.db.query(
      `SELECT p.id, p.submitted_at AS "submittedAt", p.spam_flags AS flags, u.email
       FROM project p LEFT JOIN "user" u ON u.id = p.owner_id
       WHERE p.visibility = 'in-review'
         AND ($1::timestamptz IS NULL OR (date_trunc('milliseconds', p.submitted_at), p.id) > ($1::timestamptz, $2::int))
       ORDER BY date_trunc('milliseconds', p.submitted_at), p.id LIMIT $3`,
      [afterTime, afterId, size + 1],
    );
    const page = rows.slice(0, size);
    const projects = new Map((await this.projects.findByIds(page.map((row) => row.id))).map((p) => [p.id, p]));
    const now = this.now().getTime();
    const items = page.flatMap((row) => {
      const project = projects.get(row.id);
      if (!project) return [];
      const waitingHours = Math.floor((now - row.submittedAt.getTime()) / 3_600_000);
      return [{ project, submittedAt: row.submittedAt, waitingHours, overdue: waitingHours >= REVIEW_PROMISE_HOURS, flags: row.flags, homeownerEmail: row.email }];
    });
    const last = page[page.length - 1];
    const [{ count }] = await this.db.query(`SELECT COUNT(*)::int AS count FROM project WHERE visibility = 'in-review'`);
    return { items, nextCursor: rows.length > size && last ? encode(last.submittedAt, last.id) : null, totalCount: count };
  }

  /** The console's front page: what is waiting and how much of it is late. */
  async overview(actor: Actor): Promise<{ inReview: number; overdue: number; unhandledMessages: number }> {
    assertOperator(actor);
    const [row] = await this.db.query(
      `SELECT (SELECT COUNT(*)::int FROM project WHERE visibility = 'in-review') AS "inReview",
              (SELECT COUNT(*)::int FROM project WHERE visibility = 'in-review' AND submitted_at <= $1::timestamptz - interval '${REVIEW_PROMISE_HOURS} hours') AS overdue,
              (SELECT COUNT(*)::int FROM contact_message WHERE handled_at IS NULL) AS "unhandledMessages"`,
      [this.now()],
    );
    return row;
  }

  async approve(actor: Actor, id: number): Promise<Project> {
    return this.decide(actor, id, 'approve', null, (post) => projectApprovedEmail(post));
  }

  async requestChanges(actor: Actor, id: number, message: unknown): Promise<Project> {
    const note = await this.note(message, REVIEW_MESSAGES.message, 'message');
    return this.decide(actor, id, 'requestChanges', note, (post) => projectChangesRequestedEmail({ ...post, message: note }));
  }

  async reject(actor: Actor, id: number, reason: unknown): Promise<Project> {
    const note = await this.note(reason, REVIEW_MESSAGES.reason, 'reason');
    return this.decide(actor, id, 'reject', note, (post) => projectRejectedEmail({ ...post, reason: note }));
  }

  /**
   * The address's owner, signed in, sends a post waiting under their address to the review queue.
   * Only they can: opening a sign-in link no longer does it (see AccountService.onSignedIn), so a
   * post someone else made with their address waits for their yes (or is discarded with deleteProject).
   */
  async confirm(actor: Actor, id: number): Promise<Project> {
    const project = await this.ref(id);
    await enforce(actor, { review: 'confirm' }, project);
    const { from, to } = REVIEW_STEPS.confirm;
    const [rows] = await this.db.query(
      `UPDATE project SET visibility = $2, submitted_at = now(), updated_at = now() WHERE id = $1 AND visibility = ANY($3) RETURNING id`,
      [id, to, from],
    );
    if (rows.length === 0) throw new ConflictError(ACCOUNT_SETTINGS_MESSAGES.notWaiting);
    return (await this.projects.findByIds([id]))[0];
  }

  /** The homeowner edits a post sent back for changes; it returns to the queue with a fresh 24 hours. */
  async resubmit(actor: Actor, id: number, data: unknown): Promise<Project> {
    const input = await parseInput(ReviseProjectInput, data);
    const project = await this.ref(id);
    await enforce(actor, { review: 'resubmit' }, project);
    await this.db.transaction(async (manager) => {
      const facts = projectMatchFacts({ category: input.category.trim(), location: input.location.trim(), budget: input.budget.trim() });
      const [rows] = await manager.query(
        `UPDATE project SET title = $2, description = $3, category = $4, budget = $5, timeline = $6, location = $7,
           trade_id = $9, city = $10, budget_min_cents = $11, budget_max_cents = $12,
           visibility = 'in-review', submitted_at = now(), updated_at = now()
         WHERE id = $1 AND visibility = ANY($8) RETURNING id`,
        [id, input.title.trim(), input.description.trim(), input.category.trim(), input.budget.trim(), input.timeline.trim(), input.location.trim(), REVIEW_STEPS.resubmit.from,
          facts.tradeId, facts.city, facts.budgetMinCents, facts.budgetMaxCents],
      );
      if (rows.length === 0) throw new ConflictError(REVIEW_MESSAGES.notChangesRequested);
    });
    return (await this.projects.findByIds([id]))[0];
  }

  private async note(value: unknown, message: string, field: string): Promise<string> {
    try {
      return (await parseInput(ReviewNoteInput, { note: typeof value === 'string' ? value.trim() : value })).note;
    } catch (error) {
      if (error instanceof ValidationError) throw new ValidationError({ [field]: error.fieldErrors.note === 'Required' ? message : (error.fieldErrors.note ?? message) });
      throw error;
    }
  }

  private async ref(id: number): Promise<Pick<Project, 'id' | 'ownerId' | 'visibility' | 'status' | 'showcase' | 'title'>> {
    const [project] = await this.db.query(`SELECT id, owner_id AS "ownerId", visibility, status, showcase, title FROM project WHERE id = $1`, [id]);
    if (!project) throw new NotFoundError('Project', id);
    return project;
  }

  private async decide(
    actor: Actor,
    id: number,
    step: Exclude<ReviewStep, 'confirm' | 'resubmit'>,
    note: string | null,
    email: (post: { to: string; name: string; projectId: number; title: string; siteUrl: string }) => MailMessage,
  ): Promise<Project> {
    const project = await this.ref(id);
    await enforce(actor, { review: step }, project);
    const { from, to } = REVIEW_STEPS[step];
    // What the step does besides moving the post: the lifecycle table says (REVIEW_STEPS' effects).
    const effects: readonly ReviewEffect[] = REVIEW_STEPS[step].effects;
    const owner = await this.db.transaction(async (manager) => {
      const [rows] = await manager.query(
        `UPDATE project SET visibility = $2, review_note = $3, reviewed_at = now(), updated_at = now()
         WHERE id = $1 AND visibility = ANY($4) RETURNING id`,
        [id, to, note, from],
      );
      if (rows.length === 0) throw new ConflictError(REVIEW_MESSAGES.notWaiting);
      // Public now: the matching contractors and partners hear of it (queued with the change, so a rollback tells no one).
      if (effects.includes('alert-matching-pros')) await this.leadAlerts.queue(id, manager);
      if (effects.includes('announce-to-partners')) await this.webhooks?.projectPublished(manager, id);
      if (effects.includes('audit')) {
        await this.audit.record(
          actor,
          { action: `project.${step}`, subjectType: 'project', subjectId: id, before: { visibility: project.visibility }, after: { visibility: to }, note },
          manager,
        );
      }
      if (!effects.includes('notify-homeowner')) return undefined;
      const [user] = await manager.query(`SELECT email, name FROM "user" WHERE id = $1`, [project.ownerId]);
      return user as { email: string; name: string } | undefined;
    });
    if (owner) await this.mail.send(email({ to: owner.email, name: owner.name, projectId: id, title: project.title, siteUrl: this.siteUrl }));
    return (await this.projects.findByIds([id]))[0];
  }
}
