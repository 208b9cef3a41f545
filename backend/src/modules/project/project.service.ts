import { projectPath, projectReviewPath } from '../../shared/site-paths';
import { projectMatchFacts } from '../matching/project-facts';
import { lockProject } from './locked-project';
import type { LeadAlertService } from '../matching/lead-alerts';
import { PROJECT_COLUMNS } from './project-columns';
import type { AgreementService } from '../agreement/agreement.service';
import type { WebhookOutbox } from '../webhook/webhook-outbox';
import type { DataSource, EntityManager, Repository } from 'typeorm';
import { ForbiddenError, NotFoundError, ValidationError } from '../../shared/errors';
import { isUser, type Actor } from '../../policy/actor';
import { CONTRACTOR_REVIEW_ACTIONS, PROJECT_FIELDS, PROJECT_STATUS_TRANSITIONS, type Effect, type ProjectFieldName } from '../../policy/lifecycle';
import { enforce } from '../../policy/check';
import type { AccountService, RequestInfo } from '../account/account.service';
import type { AuditLog } from '../audit/audit-log';
import type { Notifier } from '../notification/notification.types';
import { findHire, hasReview } from '../review/review.service';
import { DEFAULT_HOMEOWNER, DEFAULT_LOCATION, DEFAULT_QUOTES_PER_PROJECT, DEFAULT_URGENCY, PROJECT_MESSAGES, projectStatusPhrase, type ProjectStatusValue } from '@marketplace/shared';
import { parseInput } from '../../shared/validate';
import { spamFlags } from '../moderation/spam-checks';
import { answerLost, committedWrite, recordWrite } from '../../db/write-fence';
import { Project } from './project.entity';
import { filterConditions, type ProjectFilter } from './project-filter';
export type { ProjectFilter } from './project-filter';
import { CreateProjectInput, UpdateProjectInput, UpdateProjectStatusInput } from './project.inputs';

export interface ProjectPage {
  nodes: Project[];
  /** Counted only when asked for: a page does not pay for a COUNT it does not show. */
  totalCount: () => Promise<number>;
  hasNextPage: boolean;
  hasPreviousPage: boolean;
}

export const MAX_PAGE_SIZE = 100;

export function encodeCursor(id: number): string {
  return Buffer.from(`project:${id}`).toString('base64url');
}

function decodeCursor(cursor: string): number {
  const match = /^project:(\d{1,9})$/.exec(Buffer.from(cursor, 'base64url').toString('utf8'));
  if (!match) throw new ValidationError({ after: 'Invalid cursor' }, 'Invalid cursor');
  return Number(match[1]);
}

/** The date each stamping effect of the lifecycle table sets. */
const STAMPS = { 'stamp-start-date': 'startDate', 'stamp-completion-date': 'completionDate' } as const satisfies Partial<Record<Effect, keyof Project>>;

/**
 * The dates a status change stamps, as its transition's effects in the lifecycle table say (starting
 * work stamps startDate, completing stamps completionDate). Dates a client sends are ignored.
 */
function statusSideEffects(status: ProjectStatusValue, now: Date): Partial<Project> {
  const stamps: Partial<Project> = {};
  for (const effect of PROJECT_STATUS_TRANSITIONS[status].effects) {
    if (effect in STAMPS) stamps[STAMPS[effect as keyof typeof STAMPS]] = now;
  }
  return stamps;
}

/** Posted projects: the rules for creating, listing, changing and deleting them. */
export class ProjectService {
  private readonly repo: Repository<Project>;

  constructor(
    private readonly db: DataSource,
    private readonly accounts: AccountService,
    private readonly audit: AuditLog,
    private readonly notifications: Notifier,
    private readonly leadAlerts?: Pick<LeadAlertService, 'queue'>,
    /** Proposals a new project takes, and how many more reopening adds (QUOTES_PER_PROJECT). */
    private readonly quotesPerProject: number = DEFAULT_QUOTES_PER_PROJECT,
    /** Partners' webhooks: projects published, closed and changing status. */
    private readonly webhooks?: Pick<WebhookOutbox, 'projectPublished' | 'projectChanged' | 'projectDeleting'>,
    /** Cancelling the project cancels an agreement nobody is bound by yet (AGREEMENT_STEPS.supersede). */
    private readonly agreements?: Pick<AgreementService, 'supersede'>,
  ) {
    this.repo = db.getRepository(Project);
  }

  /**
   * Reads go through plain SQL: one statement per page with the proposal count as a subquery, and
   * rows arrive already shaped as Project (aliases), skipping ORM hydration on the hottest path.
   * Unnamed statements through TypeORM's public API, so they work behind a pooler in transaction mode.
   */
  private async select(where: string[], params: unknown[], tail: string): Promise<Project[]> {
    const clause = where.length > 0 ? `WHERE ${where.join(' AND ')}` : '';
    return this.db.query<Project[]>(`SELECT ${PROJECT_COLUMNS} FROM project p ${clause} ${tail}`, params);
  }

  /** A page of projects, newest first. */
  async list(filter: ProjectFilter = {}, first = 20, after?: string | null): Promise<ProjectPage> {
    if (!Number.isInteger(first) || first < 1 || first > MAX_PAGE_SIZE) {
      throw new ValidationError({ first: `Must be between 1 and ${MAX_PAGE_SIZE}` });
    }
    const afterId = after ? decodeCursor(after) : undefined;
    const params: unknown[] = [];
    const where = filterConditions(filter, params);
    if (afterId !== undefined) where.push(`p.id < $${params.push(afterId)}`);
    const rows = await this.select(where, params, `ORDER BY p.id DESC LIMIT $${params.push(first + 1)}`);
    return {
      nodes: rows.slice(0, first),
      totalCount: () => this.count(filter),
      hasNextPage: rows.length > first,
      hasPreviousPage: afterId !== undefined,
    };
  }

  async count(filter: ProjectFilter = {}): Promise<number> {
    const params: unknown[] = [];
    const where = filterConditions(filter, params);
    const clause = where.length > 0 ? `WHERE ${where.join(' AND ')}` : '';
    const [row] = await this.db.query<{ count: number }[]>(`SELECT COUNT(*)::int AS count FROM project p ${clause}`, params);
    return row?.count ?? 0;
  }

  /** Every published project people posted (not the built-in samples), newest first (the REST list). Optional limit/offset keep large tables cheap. */
  async listAll(limit?: number, offset = 0): Promise<Project[]> {
    const params: unknown[] = [offset];
    const tail = `ORDER BY p.id DESC OFFSET $1${limit === undefined ? '' : ` LIMIT $${params.push(limit)}`}`;
    return this.select([`p.visibility = 'published'`, 'NOT p.showcase'], params, tail);
  }

  /**
   * A short fingerprint of what listAll shows, for the REST list's ETag: one aggregate row instead of
   * every project's text. Each published row's version (xmin changes with any update of the row, even
   * one that leaves updated_at alone) and its proposal count, so a post published, changed, hidden or
   * deleted, or a new bid, gives a new value. Whatever the list shows must be covered here.
   */
  async listAllVersion(): Promise<string> {
    const [row] = await this.db.query<{ n: number; digest: string }[]>(
      // Proposal counts come from one grouped scan joined in, not a subquery per project: the same
      // digest in about 40 % of the time (2,000 projects and 6,000 proposals: 3 ms instead of 7 ms).
      `SELECT COUNT(*)::int AS n,
              md5(COALESCE(string_agg(p.id || ':' || p.xmin || ':' || COALESCE(c.n, 0), ',' ORDER BY p.id), '')) AS digest
       FROM project p LEFT JOIN (SELECT project_id, COUNT(*) AS n FROM proposal GROUP BY project_id) c ON c.project_id = p.id
       WHERE p.visibility = 'published' AND NOT p.showcase`,
    );
    return `${row?.n ?? 0}-${row?.digest ?? ''}`;
  }

  /** The projects a person posted, newest first, in any state. */
  async listOwned(actor: Actor): Promise<Project[]> {
    if (!isUser(actor)) return [];
    return this.select(['p.owner_id = $1'], [actor.userId], 'ORDER BY p.id DESC LIMIT 200');
  }

  /** One project, as far as the actor may see it (an unconfirmed post is "not found" to others). */
  async get(actor: Actor, id: number): Promise<Project> {
    const project = await this.load(id);
    await enforce(actor, 'view', project);
    return project;
  }

  /** A built-in sample by its public number (its page), or null. */
  async showcaseByNumber(number: number): Promise<Project | null> {
    if (!Number.isInteger(number) || number < 1) throw new ValidationError({ number: 'Must be a whole number from 1' });
    const [project] = await this.select(['p.showcase_number = $1'], [number], '');
    return project ?? null;
  }

  private async load(id: number): Promise<Project> {
    const [project] = await this.select(['p.id = $1'], [id], '');
    if (!project) throw new NotFoundError('Project', id);
    return project;
  }

  /** Projects by id with no visibility check: callers check (see the project resolver). */
  async findByIds(ids: readonly number[]): Promise<Project[]> {
    if (ids.length === 0) return [];
    return this.select(['p.id = ANY($1)'], [[...ids]], '');
  }

  /**
   * Posts a project. Signed in, it belongs to the account and goes straight to the review queue
   * (operators' own posts are public at once). A visitor gives an e-mail: the project belongs to
   * that address's account and stays unconfirmed until the link e-mailed there is opened, then
   * waits for review. Spam checks flag a post for the reviewers; they never block it.
   */
  async create(actor: Actor, request: RequestInfo, data: unknown): Promise<Project> {
    // A retry of a post that committed without storing its answer: the answer is the project it made.
    const made = committedWrite('project');
    if (made !== undefined) {
      const [project] = await this.findByIds([Number(made)]);
      if (!project) throw answerLost();
      return project;
    }
    const input = await parseInput(CreateProjectInput, data);
    if (actor.kind === 'partner') throw new ForbiddenError('API keys are for reading public data.');
    const homeowner = input.homeowner?.trim() || DEFAULT_HOMEOWNER;
    let ownerId: string;
    if (isUser(actor)) {
      ownerId = actor.userId;
    } else {
      const email = input.email?.trim();
      if (!email) throw new ValidationError({ email: PROJECT_MESSAGES.email });
      await this.accounts.countPostConfirmation(request, email);
      ownerId = await this.accounts.ownerForPost(email, homeowner === DEFAULT_HOMEOWNER ? email.split('@')[0] : homeowner, input.phone?.trim() || null);
    }
    const visibility = !isUser(actor) ? 'unconfirmed' : actor.role === 'operator' ? 'published' : 'in-review';
    const postedFrom = request.ip ? request.ip.slice(0, 64) : null;
    // One transaction, so that the post and what it sets off commit together or not at all: a retry under the
    // same Idempotency-Key that took this attempt over makes its commit fail (rest/idempotency.ts).
    const saved = await this.db.transaction(async (manager) => {
      const flags = await spamFlags(manager, { ownerId, postedFrom, text: `${input.title}\n${input.description}` });
      const repo = manager.getRepository(Project);
      const project = await repo.save(
        repo.create({
          ownerId,
          visibility,
          submittedAt: visibility === 'in-review' ? new Date() : null,
          spamFlags: flags,
          postedFrom,
          title: input.title.trim(),
          description: input.description.trim(),
          category: input.category.trim(),
          budget: input.budget.trim(),
          timeline: input.timeline.trim(),
          urgency: input.urgency ?? DEFAULT_URGENCY,
          homeowner,
          location: input.location?.trim() || DEFAULT_LOCATION,
          ...projectMatchFacts({ category: input.category.trim(), location: input.location?.trim() || DEFAULT_LOCATION, budget: input.budget.trim() }),
          quoteLimit: this.quotesPerProject,
          images: input.images ?? [],
          requirements: (input.requirements ?? []).map((r) => r.trim()).filter(Boolean),
          status: 'open',
        }),
      );
      // An operator's post is public at once: the matching contractors hear of it.
      if (visibility === 'published') await this.leadAlerts?.queue(project.id, manager);
      if (visibility === 'published') await this.webhooks?.projectPublished(manager, project.id);
      // A visitor's confirmation leaves only if the post commits; nothing is left to do after the commit.
      if (!isUser(actor)) await this.accounts.sendPostConfirmation(request, input.email as string, project, homeowner, manager);
      recordWrite(manager, 'project', project.id);
      return project;
    });
    saved.proposalCount = 0;
    return saved;
  }

  /**
   * A full project's homeowner (or staff) opens it for as many quotes again as a new project takes.
   * The policy decides who and when (PROJECT_ACTIONS.reopenForQuotes); the count is read under the
   * row lock, so a bid arriving at the same time is counted before the new limit is set.
   */
  async reopenForQuotes(actor: Actor, id: number): Promise<Project> {
    await this.db.transaction(async (manager) => {
      const project = await lockProject(manager, id);
      if (!project) throw new NotFoundError('Project', id);
      await enforce(actor, 'reopenForQuotes', project);
      const quoteLimit = Math.min(project.proposalCount + this.quotesPerProject, 1000);
      await manager.query(`UPDATE project SET quote_limit = $2, updated_at = now() WHERE id = $1`, [id, quoteLimit]);
      await this.audit.recordIfOperator(
        actor,
        { action: 'project.reopenForQuotes', subjectType: 'project', subjectId: id, before: { quoteLimit: project.quoteLimit }, after: { quoteLimit } },
        manager,
      );
    });
    return this.load(id);
  }

  async update(actor: Actor, id: number, data: unknown): Promise<Project> {
    const input = await parseInput(UpdateProjectInput, data);
    const project = await this.load(id);
    // Every field the lifecycle table names is checked when sent, the two deprecated dates included (sent, they
    // are refused to whoever may not set them, and otherwise ignored: the status change stamps them).
    const fields = (Object.keys(PROJECT_FIELDS) as ProjectFieldName[]).filter((field) => input[field] !== undefined);
    await enforce(actor, { fields }, project);
    if (input.status) await enforce(actor, { status: input.status }, project);
    const changes: Partial<Project> = {};
    if (input.estimatedCost !== undefined) changes.estimatedCost = input.estimatedCost;
    if (input.timeline !== undefined && input.timeline !== null) changes.timeline = input.timeline;
    if (input.contractorNotes !== undefined) changes.contractorNotes = input.contractorNotes;
    if (input.status) {
      Object.assign(changes, input.status !== project.status ? statusSideEffects(input.status, new Date()) : {});
      changes.status = input.status;
    }
    return this.save(actor, project, changes);
  }

  async updateStatus(actor: Actor, id: number, status: unknown): Promise<Project> {
    const input = await parseInput(UpdateProjectStatusInput, { status });
    const project = await this.load(id);
    await enforce(actor, { status: input.status }, project);
    return this.save(actor, project, { status: input.status, ...statusSideEffects(input.status, new Date()) });
  }

  /** Applies the changes; an operator's are audit-logged in the same transaction. */
  private async save(actor: Actor, project: Project, changes: Partial<Project>): Promise<Project> {
    const fields = Object.keys(changes) as (keyof Project)[];
    if (fields.length > 0) {
      await this.db.transaction(async (manager) => {
        await manager.getRepository(Project).update({ id: project.id }, changes);
        const before = Object.fromEntries(fields.map((field) => [field, project[field]]));
        await this.audit.recordIfOperator(actor, { action: 'project.update', subjectType: 'project', subjectId: project.id, before, after: changes }, manager);
        if (changes.status && changes.status !== project.status) await this.notifyStatusChange(actor, project, changes.status, manager);
        if (changes.status === 'cancelled' && project.status !== 'cancelled') {
          await this.agreements?.supersede(manager, { projectId: project.id }, `The project "${project.title}" was cancelled, so its unsigned agreement was cancelled too.`);
        }
        await this.webhooks?.projectChanged(manager, { ...project, proposalCount: project.proposalCount ?? 0 });
      });
    }
    return this.load(project.id);
  }

  /**
   * Tells the homeowner when someone else (the hired contractor, an operator) moves their project
   * to a status whose transition says so, and invites them to review the hire when the status
   * opens reviews. Inside the change's transaction: a rolled-back change tells no one.
   */
  private async notifyStatusChange(actor: Actor, project: Project, status: ProjectStatusValue, manager: EntityManager): Promise<void> {
    const ownerId = project.ownerId;
    if (!ownerId) return;
    const byOwner = isUser(actor) && actor.userId === ownerId;
    if (!byOwner && PROJECT_STATUS_TRANSITIONS[status].effects.includes('notify-homeowner')) {
      const phrase = projectStatusPhrase(status);
      await this.notifications.notify(
        {
          recipientId: ownerId,
          kind: 'project-status',
          title: `"${project.title}" is now ${phrase}`,
          body: `Your project "${project.title}" moved from ${projectStatusPhrase(project.status)} to ${phrase}.`,
          // The db- prefix marks a stored project's own id in the site's project paths.
          link: projectPath(project.id),
          actionLabel: 'See my project',
          projectId: project.id,
        },
        manager,
      );
    }
    if (!(CONTRACTOR_REVIEW_ACTIONS.write.whenProjectStatus as readonly string[]).includes(status)) return;
    const hire = await findHire(manager, project.id);
    if (!hire || (await hasReview(manager, project.id, hire))) return;
    await this.notifications.notify(
      {
        recipientId: ownerId,
        kind: 'review-invite',
        title: `How did ${hire.contractorName} do on "${project.title}"?`,
        body: `Your project is marked completed. Rate ${hire.contractorName} on quality, punctuality, communication and value, and tell other GTA homeowners how it went. Only homeowners who hired a contractor through GTA Home Pros can review them.`,
        link: projectReviewPath(project.id),
        actionLabel: `Review ${hire.contractorName}`,
        projectId: project.id,
      },
      manager,
    );
  }

  async delete(actor: Actor, id: number): Promise<number> {
    const project = await this.load(id);
    await enforce(actor, 'delete', project);
    await this.db.transaction(async (manager) => {
      await this.webhooks?.projectDeleting(manager, id);
      const result = await manager.getRepository(Project).delete({ id });
      if (!result.affected) throw new NotFoundError('Project', id);
      const before = { title: project.title, status: project.status, visibility: project.visibility };
      await this.audit.recordIfOperator(actor, { action: 'project.delete', subjectType: 'project', subjectId: id, before }, manager);
    });
    return id;
  }
}
