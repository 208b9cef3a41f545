import type { PageInfo } from '../../graphql/connection';
import type { DataSource, EntityManager } from 'typeorm';
import { isUser, type Actor } from '../../policy/actor';
import { assertCanWriteReview, assertOnReview, canOnReview, canWriteReview } from '../../policy/review';
import { ConflictError, NotFoundError, ValidationError } from '../../shared/errors';
import { CONTRACTOR_REVIEW_MESSAGES, DEFAULT_HOMEOWNER } from '@marketplace/shared';
import { parseId, parseInput } from '../../shared/validate';
import type { AuditLog } from '../audit/audit-log';
import type { Notifier } from '../notification/notification.types';
import type { Project } from '../project/project.entity';
import { HideReviewInput, ReplyToReviewInput, SubmitReviewInput } from './review.inputs';

export interface ReviewRow {
  id: number;
  projectId: number;
  /** The hire (accepted proposal) the review is about; null only for reviews older than recorded hires that had none. */
  proposalId: number | null;
  projectTitle: string;
  contractorId: string;
  contractorName: string;
  authorId: string;
  /** The author's account name (else the name on the post); shown as first name and last initial. */
  authorFullName: string;
  quality: number;
  punctuality: number;
  communication: number;
  value: number;
  text: string;
  createdAt: Date;
  replyText: string | null;
  repliedAt: Date | null;
  hiddenAt: Date | null;
  hiddenReason: string | null;
}

/** A contractor's standing from their visible reviews: the average of the four scores, one decimal. */
export interface RatingSummary {
  average: number | null;
  count: number;
}

/** A page of reviews as resolvers see it. */
export interface ReviewConnectionModel {
  nodes: ReviewRow[];
  pageInfo: PageInfo;
  totalCount: number;
}

export interface ReviewPage {
  nodes: ReviewRow[];
  hasNextPage: boolean;
  totalCount: number;
}

/** The hire of a project: its recorded hire (project.hired_proposal_id), when it was sent from an account. */
export interface Hire {
  proposalId: number;
  contractorId: string;
  contractorName: string;
}

const REVIEW_SELECT = `SELECT r.id, r.project_id AS "projectId", r.proposal_id AS "proposalId", p.title AS "projectTitle", r.contractor_id AS "contractorId",
  COALESCE(NULLIF(c."businessName", ''), c.name) AS "contractorName", r.author_id AS "authorId",
  COALESCE(NULLIF(a.name, ''), NULLIF(p.homeowner, '${DEFAULT_HOMEOWNER}'), '') AS "authorFullName",
  r.quality, r.punctuality, r.communication, r.value, r.text, r.created_at AS "createdAt", r.reply_text AS "replyText",
  r.replied_at AS "repliedAt", r.hidden_at AS "hiddenAt", r.hidden_reason AS "hiddenReason"
  FROM contractor_review r JOIN project p ON p.id = r.project_id JOIN "user" c ON c.id = r.contractor_id JOIN "user" a ON a.id = r.author_id`;

/** Average of the four scores, to one decimal. */
export function reviewScore(review: Pick<ReviewRow, 'quality' | 'punctuality' | 'communication' | 'value'>): number {
  return Math.round(((review.quality + review.punctuality + review.communication + review.value) / 4) * 10) / 10;
}

/** First name and last initial ("Priya R."), so a review never names the homeowner in full. */
export function shortName(fullName: string): string {
  const parts = fullName.trim().split(/\s+/).filter(Boolean);
  if (parts.length === 0) return 'A homeowner';
  if (parts.length === 1) return parts[0];
  return `${parts[0]} ${parts[parts.length - 1][0].toUpperCase()}.`;
}

/** Who was hired for a project: its recorded hire, never "the latest accepted proposal" (null: nobody from an account). */
export async function findHire(manager: EntityManager, projectId: number): Promise<Hire | null> {
  const [row] = await manager.query(
    `SELECT pr.id AS "proposalId", pr.contractor_id AS "contractorId", COALESCE(NULLIF(u."businessName", ''), u.name) AS "contractorName"
     FROM project p JOIN proposal pr ON pr.id = p.hired_proposal_id JOIN "user" u ON u.id = pr.contractor_id
     WHERE p.id = $1`,
    [projectId],
  );
  return row ?? null;
}

/** Whether this hire was reviewed (or, for reviews older than recorded hires, its contractor on this project). */
export function reviewsHire(review: Pick<ReviewRow, 'proposalId' | 'projectId' | 'contractorId'>, projectId: number, hire: Hire): boolean {
  return review.proposalId === hire.proposalId || (review.projectId === projectId && review.contractorId === hire.contractorId);
}

/** The database's unique keys say the same: one review per hire, and per project and contractor. */
export async function hasReview(manager: EntityManager, projectId: number, hire: Hire): Promise<boolean> {
  const rows = await manager.query(
    `SELECT 1 FROM contractor_review WHERE proposal_id = $1 OR (project_id = $2 AND contractor_id = $3)`,
    [hire.proposalId, projectId, hire.contractorId],
  );
  return rows.length > 0;
}

const encodeCursor = (id: number) => Buffer.from(`review:${id}`).toString('base64url');
function decodeCursor(cursor: string): number {
  const match = /^review:(\d{1,9})$/.exec(Buffer.from(cursor, 'base64url').toString('utf8'));
  if (!match) throw new ValidationError({ after: 'Not a valid cursor' });
  return Number(match[1]);
}
export { encodeCursor as reviewCursor };

/**
 * Reviews of completed hires: written once by the homeowner who hired, answered once by the
 * contractor, hidden (never edited) by operators with an audit entry.
 */
export class ReviewService {
  constructor(
    private readonly db: DataSource,
    private readonly audit: AuditLog,
    private readonly notifications: Notifier,
  ) {}

  private async one(id: number, manager: EntityManager = this.db.manager, lock = false): Promise<ReviewRow | undefined> {
    const rows: ReviewRow[] = await manager.query(`${REVIEW_SELECT} WHERE r.id = $1${lock ? ' FOR UPDATE OF r' : ''}`, [id]);
    return rows[0];
  }

  /** A review as far as the actor may see it: a hidden one does not exist for people who may not see hidden reviews. */
  private async visible(actor: Actor, id: number, manager?: EntityManager, lock = false): Promise<ReviewRow> {
    const review = await this.one(id, manager, lock);
    if (!review || (review.hiddenAt && !canOnReview(actor, 'viewHidden', hireOf(review)))) throw new NotFoundError('Review', id);
    return review;
  }

  /** A contractor's reviews, newest first (operators also see hidden ones), `first` (1-50) per page. */
  async listFor(actor: Actor, contractorId: string, { first, after }: { first?: number | null; after?: string | null } = {}): Promise<ReviewPage> {
    const size = first ?? 10;
    if (!Number.isInteger(size) || size < 1 || size > 50) throw new ValidationError({ first: 'Must be between 1 and 50' });
    const before = after ? decodeCursor(after) : null;
    const withHidden = canOnReview(actor, 'viewHidden', { ownerId: null, contractorId });
    const shown = withHidden ? 'TRUE' : 'r.hidden_at IS NULL';
    const nodes: ReviewRow[] = await this.db.query(
      `${REVIEW_SELECT} WHERE r.contractor_id = $1 AND ${shown} AND ($2::int IS NULL OR r.id < $2) ORDER BY r.id DESC LIMIT $3`,
      [contractorId, before, size + 1],
    );
    const [{ count }] = await this.db.query(`SELECT count(*)::int AS count FROM contractor_review r WHERE r.contractor_id = $1 AND ${shown}`, [contractorId]);
    return { nodes: nodes.slice(0, size), hasNextPage: nodes.length > size, totalCount: count };
  }

  /** Each contractor's average and count over visible reviews, in one query (a page of proposals). */
  async ratingsFor(contractorIds: readonly string[]): Promise<Map<string, RatingSummary>> {
    const rows: { contractorId: string; average: number; count: number }[] = await this.db.query(
      `SELECT contractor_id AS "contractorId", ROUND(AVG((quality + punctuality + communication + value) / 4.0), 1)::float8 AS average,
         count(*)::int AS count
       FROM contractor_review WHERE contractor_id = ANY($1) AND hidden_at IS NULL GROUP BY contractor_id`,
      [[...contractorIds]],
    );
    const summaries = new Map<string, RatingSummary>(contractorIds.map((id) => [id, { average: null, count: 0 }]));
    for (const row of rows) summaries.set(row.contractorId, { average: row.average, count: row.count });
    return summaries;
  }

  /** Reviews of some projects' hires, hidden ones included (callers decide what to show). */
  async forProjects(projectIds: readonly number[]): Promise<ReviewRow[]> {
    if (projectIds.length === 0) return [];
    return this.db.query(`${REVIEW_SELECT} WHERE r.project_id = ANY($1) ORDER BY r.id`, [[...projectIds]]);
  }

  /** Whether the actor may review the project's hire now (the screens show the form on this). */
  canReview(actor: Actor, project: Project, hire: Hire | null, reviews: readonly ReviewRow[]): Promise<boolean> {
    if (!isUser(actor)) return Promise.resolve(false);
    return canWriteReview(actor, project, hire, Boolean(hire && reviews.some((review) => reviewsHire(review, project.id, hire))));
  }

  /**
   * The homeowner reviews the contractor they hired (the project's recorded hire), once the project
   * is completed, once per hire; the contractor is told.
   */
  async submit(actor: Actor, data: unknown): Promise<ReviewRow> {
    const { projectId: rawProjectId, ...fields } = (data && typeof data === 'object' ? data : {}) as Record<string, unknown>;
    const projectId = parseId(rawProjectId, 'projectId');
    const input = await parseInput(SubmitReviewInput, fields);
    const id = await this.db.transaction(async (manager) => {
      const [project]: Project[] = await manager.query(
        `SELECT id, title, status, visibility, showcase, owner_id AS "ownerId", hired_proposal_id AS "hiredProposalId" FROM project WHERE id = $1 FOR UPDATE`,
        [projectId],
      );
      if (!project) throw new NotFoundError('Project', projectId);
      const hire = await findHire(manager, projectId);
      await assertCanWriteReview(actor, project, hire, hire ? await hasReview(manager, projectId, hire) : false);
      const author = actor as Extract<Actor, { kind: 'user' }>;
      // Any of the unique keys (one review per hire; per project and contractor) answers 409, never a 500.
      const [row] = await manager.query(
        `INSERT INTO contractor_review (project_id, proposal_id, contractor_id, author_id, quality, punctuality, communication, value, text)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) ON CONFLICT DO NOTHING RETURNING id`,
        [projectId, hire!.proposalId, hire!.contractorId, author.userId, input.quality, input.punctuality, input.communication, input.value, input.text.trim()],
      );
      if (!row) throw new ConflictError(CONTRACTOR_REVIEW_MESSAGES.alreadyReviewed);
      const review = (await this.one(row.id, manager))!;
      const by = shortName(review.authorFullName);
      await this.notifications.notify(
        {
          recipientId: review.contractorId,
          kind: 'review-received',
          title: `New review from ${by} for "${review.projectTitle}"`,
          body: `${by} rated your work ${reviewScore(review).toFixed(1)} out of 5. The review is on your public profile, and you can post one public reply.`,
          link: `/contractor/${review.contractorId}#review-${review.id}`,
          actionLabel: 'Read and reply',
          projectId,
        },
        manager,
      );
      return review.id;
    });
    return (await this.one(id))!;
  }

  /** The reviewed contractor's one public reply. */
  async reply(actor: Actor, rawId: unknown, text: unknown): Promise<ReviewRow> {
    const id = parseId(rawId);
    const input = await parseInput(ReplyToReviewInput, { text });
    await this.db.transaction(async (manager) => {
      const review = await this.visible(actor, id, manager, true);
      assertOnReview(actor, 'reply', hireOf(review), CONTRACTOR_REVIEW_MESSAGES.notReviewed);
      if (review.replyText !== null) throw new ConflictError(CONTRACTOR_REVIEW_MESSAGES.alreadyReplied);
      await manager.query(`UPDATE contractor_review SET reply_text = $2, replied_at = now() WHERE id = $1`, [id, input.text.trim()]);
    });
    return (await this.one(id))!;
  }

  /** An operator hides a review that breaks the rules: it leaves the public list and the average; the audit log says who and why. */
  async hide(actor: Actor, rawId: unknown, reason: unknown): Promise<ReviewRow> {
    const id = parseId(rawId);
    await this.db.transaction(async (manager) => {
      const review = await this.visible(actor, id, manager, true);
      // Asked about this review's hire, as the screens ask (Review.viewerCan.hide): the table says who hides.
      assertOnReview(actor, 'hide', hireOf(review));
      const input = await parseInput(HideReviewInput, { reason });
      if (review.hiddenAt) throw new ConflictError(CONTRACTOR_REVIEW_MESSAGES.alreadyHidden);
      await manager.query(`UPDATE contractor_review SET hidden_at = now(), hidden_by = $2, hidden_reason = $3 WHERE id = $1`, [
        id,
        isUser(actor) ? actor.userId : null,
        input.reason.trim(),
      ]);
      await this.audit.record(
        actor,
        {
          action: 'review.hide',
          subjectType: 'contractor_review',
          subjectId: id,
          before: { hidden: false },
          after: { hidden: true, contractorId: review.contractorId, projectId: review.projectId },
          note: input.reason.trim(),
        },
        manager,
      );
    });
    return (await this.one(id))!;
  }
}

/** The hire a review is about, as the policy sees it (the author is the project's homeowner). */
export function hireOf(review: Pick<ReviewRow, 'authorId' | 'contractorId'>) {
  return { ownerId: review.authorId, contractorId: review.contractorId };
}
