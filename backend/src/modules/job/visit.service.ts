import { VISIT_LIMITS, VISIT_MESSAGES, formatDateTime, visitTimesProblems } from '@marketplace/rules';
import type { DataSource, EntityManager } from 'typeorm';
import type { Mailer } from '../../mail/mailer';
import { composeEmail } from '../../mail/message';
import { isUser, type Actor } from '../../policy/actor';
import type { VisitState, VisitStepName } from '../../policy/lifecycle';
import { agreementPartyOf, assertCanView, assertCanViewVisit, assertVisitStep, canTakeVisitStep, canViewVisit, type VisitRef } from '../../policy/policy';
import { ConflictError, NotFoundError, UnauthenticatedError, ValidationError } from '../../shared/errors';
import { parseId } from '../../shared/validate';
import type { AuditLog } from '../audit/audit-log';
import type { Notifier } from '../notification/notification.types';
import { projectPath } from '../../shared/site-paths';
import { agreementPath } from '../agreement/agreement.service';
import { visitInvitation, type VisitMethod, type VisitStatus } from './visit-ics';

export type VisitParty = 'homeowner' | 'contractor';

export interface VisitRow {
  id: number;
  projectId: number;
  projectTitle: string;
  homeownerId: string;
  contractorId: string;
  homeownerName: string;
  contractorName: string;
  /** The agreement between the two on this project, if there is one: the visit shows on its page too. */
  agreementId: number | null;
  status: Exclude<VisitState, 'new'>;
  options: Date[];
  durationMinutes: number;
  startsAt: Date | null;
  address: string | null;
  note: string | null;
  cancelReason: string | null;
  cancelledBy: VisitParty | null;
  noShowParty: VisitParty | null;
  sequence: number;
  createdAt: Date;
  updatedAt: Date;
}

const VISIT_SELECT = `SELECT v.id, v.project_id AS "projectId", p.title AS "projectTitle", v.homeowner_id AS "homeownerId", v.contractor_id AS "contractorId",
  h.name AS "homeownerName", COALESCE(NULLIF(c."businessName", ''), c.name) AS "contractorName",
  (SELECT a.id FROM agreement a WHERE a.project_id = v.project_id AND a.contractor_id = v.contractor_id ORDER BY a.id DESC LIMIT 1) AS "agreementId",
  v.status, v.options, v.duration_minutes AS "durationMinutes", v.starts_at AS "startsAt", v.address, v.note, v.cancel_reason AS "cancelReason",
  v.cancelled_by AS "cancelledBy", v.no_show_party AS "noShowParty", v.sequence, v.created_at AS "createdAt", v.updated_at AS "updatedAt"
  FROM site_visit v JOIN project p ON p.id = v.project_id JOIN "user" h ON h.id = v.homeowner_id JOIN "user" c ON c.id = v.contractor_id`;

/** The times as moments, whichever way the driver gave the array. */
const fix = (row: VisitRow): VisitRow => ({ ...row, options: (row.options ?? []).map((option) => new Date(option)) });
const fixAll = (rows: VisitRow[]): VisitRow[] => rows.map(fix);

const LIVE: readonly VisitState[] = ['proposed', 'other-times-asked', 'confirmed'];
/** Where the invitations come from: the marketplace, so neither side's e-mail address is shown to the other. */
const ORGANIZER = { name: 'GTA Home Pros', email: 'visits@gtahomepros.ca' };
export const visitUid = (id: number) => `visit-${id}@gtahomepros.ca`;
export const visitIcsPath = (id: number) => `/api/visits/${id}/ics`;

const other = (party: VisitParty): VisitParty => (party === 'homeowner' ? 'contractor' : 'homeowner');
const firstName = (name: string) => String(name ?? '').split(/\s+/)[0] || 'there';

function text(value: unknown, field: string, max: number, tooLong: string): string {
  if (value === undefined || value === null) return '';
  if (typeof value !== 'string') throw new ValidationError({ [field]: 'Must be text' });
  const trimmed = value.trim();
  if (trimmed.length > max) throw new ValidationError({ [field]: tooLong });
  return trimmed;
}

function asDate(value: unknown): Date | null {
  if (value instanceof Date) return value;
  if (typeof value !== 'string') return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/**
 * Site visits, before and after the hire (docs/visits.md). A contractor who bid on a project, or was invited
 * to, proposes up to three times; the homeowner picks one, giving the work address (the agreement's, when
 * there is one), or asks for others; the contractor proposes new times (a reschedule); either side cancels
 * with a reason; after the time, the other side can mark a no-show (a contractor's counts in their track
 * record). Each change e-mails both sides an ICS invitation (visit-ics.ts: one UID, a higher SEQUENCE each
 * time, the address only once confirmed) and is audit-logged; a reminder goes to both the day before, once
 * across replicas (job_reminder). Every step is a row of VISIT_STEPS; only the two sides and operators see a
 * visit, and the address only once it is confirmed.
 */
export class VisitService {
  constructor(private readonly deps: { db: DataSource; audit: AuditLog; mail: Mailer; notifications: Notifier; siteUrl: string }) {}

  /** The database's clock: time rules are tested by moving time in the database. */
  async now(manager: EntityManager = this.deps.db.manager): Promise<Date> {
    const [{ now }] = await manager.query(`SELECT now() AS now`);
    return new Date(now);
  }

  private async row(id: number, manager: EntityManager = this.deps.db.manager, lock = false): Promise<VisitRow | undefined> {
    if (lock) await manager.query(`SELECT id FROM site_visit WHERE id = $1 FOR UPDATE`, [id]);
    const [row] = await manager.query(`${VISIT_SELECT} WHERE v.id = $1`, [id]);
    return row && fix(row);
  }

  /** A visit the actor may see (404 otherwise; 401 to visitors and partner keys). */
  async get(actor: Actor, rawId: unknown, manager?: EntityManager, lock = false): Promise<VisitRow> {
    const id = parseId(rawId);
    if (!isUser(actor)) throw new UnauthenticatedError('Sign in to see this visit.');
    const visit = await this.row(id, manager, lock);
    if (!visit) throw new NotFoundError('Visit', id);
    assertCanViewVisit(actor, visit);
    return visit;
  }

  /** The visits on a project the actor may see: all of them for its homeowner and staff, their own for a contractor. */
  async forProject(actor: Actor, projectId: number): Promise<VisitRow[]> {
    if (!isUser(actor)) return [];
    const rows = fixAll(await this.deps.db.query(`${VISIT_SELECT} WHERE v.project_id = $1 ORDER BY v.id DESC LIMIT 50`, [projectId]));
    return rows.filter((row) => canViewVisit(actor, row));
  }

  /** The visits between an agreement's two sides on its project (the caller checked the agreement may be read). */
  async forAgreement(actor: Actor, agreement: { projectId: number; contractorId: string }): Promise<VisitRow[]> {
    const rows = fixAll(await this.deps.db.query(`${VISIT_SELECT} WHERE v.project_id = $1 AND v.contractor_id = $2 ORDER BY v.id DESC LIMIT 50`, [agreement.projectId, agreement.contractorId]));
    return rows.filter((row) => canViewVisit(actor, row));
  }

  /**
   * What proposing a visit on the project looks like for the actor: the project's homeowner, the contractor if they
   * bid on it or were invited to it and their proposal was not declined, and the state of their live visit ('new' if none).
   */
  private async proposalRef(actor: Actor, projectId: number, manager: EntityManager): Promise<{ ref: VisitRef; project: { id: number; title: string; ownerId: string | null; status: string } }> {
    const [project] = await manager.query(`SELECT id, title, owner_id AS "ownerId", visibility, status FROM project WHERE id = $1`, [projectId]);
    if (!project) throw new NotFoundError('Project', projectId);
    await assertCanView(actor, project);
    let contractorId = '';
    let status: VisitState = 'new';
    if (isUser(actor) && actor.role === 'contractor' && project.ownerId && project.ownerId !== actor.userId) {
      const [{ eligible }] = await manager.query(
        `SELECT NOT EXISTS (SELECT 1 FROM proposal WHERE project_id = $1 AND contractor_id = $2 AND status = 'declined')
           AND (EXISTS (SELECT 1 FROM proposal WHERE project_id = $1 AND contractor_id = $2)
             OR EXISTS (SELECT 1 FROM project_invitation WHERE project_id = $1 AND contractor_id = $2 AND notified_at IS NOT NULL AND withdrawn_at IS NULL)) AS eligible`,
        [projectId, actor.userId],
      );
      if (eligible) {
        contractorId = actor.userId;
        const [live] = await manager.query(`SELECT status FROM site_visit WHERE project_id = $1 AND contractor_id = $2 AND status = ANY($3) LIMIT 1`, [projectId, actor.userId, LIVE]);
        status = live?.status ?? 'new';
      }
    }
    return { ref: { id: 0, homeownerId: project.ownerId ?? '', contractorId, status }, project };
  }

  /** Whether the actor may propose a visit on the project now (the project and agreement pages' button). */
  async mayPropose(actor: Actor, projectId: number): Promise<boolean> {
    if (!isUser(actor) || actor.role !== 'contractor') return false;
    try {
      const { ref, project } = await this.proposalRef(actor, projectId, this.deps.db.manager);
      return !['completed', 'cancelled'].includes(project.status) && canTakeVisitStep(actor, 'propose', ref);
    } catch {
      return false;
    }
  }

  /** What the viewer may do with the visit now (the screens' buttons; the server refuses the rest). */
  permissions(actor: Actor, visit: VisitRow, now: Date) {
    const can = (step: VisitStepName) => canTakeVisitStep(actor, step, visit);
    return {
      pick: can('pick'),
      askOtherTimes: can('askOtherTimes'),
      reschedule: can('reschedule'),
      cancel: can('cancel'),
      markNoShow: can('markNoShow') && visit.startsAt !== null && new Date(visit.startsAt).getTime() <= now.getTime(),
    };
  }

  /** The address, to the two sides and staff (the only people who see a visit), once it is confirmed. */
  addressFor(actor: Actor, visit: VisitRow): string | null {
    return visit.status === 'confirmed' && canViewVisit(actor, visit) ? visit.address : null;
  }

  /** The work address the homeowner's pick starts from: the agreement's, when the two have one. */
  async suggestedAddress(actor: Actor, visit: VisitRow): Promise<string | null> {
    if (!canTakeVisitStep(actor, 'pick', visit) || !visit.agreementId) return null;
    const [row] = await this.deps.db.query(`SELECT terms->'homeowner'->>'workAddress' AS address FROM agreement WHERE id = $1`, [visit.agreementId]);
    return row?.address || null;
  }

  private readTimes(input: Record<string, unknown>, now: Date): { times: Date[]; durationMinutes: number } {
    const raw = Array.isArray(input.times) ? input.times : [];
    const times = raw.map(asDate);
    const durationMinutes = input.durationMinutes;
    const problems = visitTimesProblems(times, durationMinutes, now);
    if (problems.length > 0) throw new ValidationError(Object.fromEntries(problems.map((problem) => [problem.field, problem.message])));
    return { times: (times as Date[]).sort((a, b) => a.getTime() - b.getTime()), durationMinutes: durationMinutes as number };
  }

  private async audit(manager: EntityManager, actor: Actor, visit: VisitRow, action: string, before: Record<string, unknown> | null, after: Record<string, unknown>, note?: string) {
    await this.deps.audit.record(actor, { action, subjectType: 'visit', subjectId: visit.id, before, after, note }, manager);
  }

  /** A contractor who bid on the project, or was invited to, proposes one to three times. */
  async propose(actor: Actor, rawProjectId: unknown, input: Record<string, unknown>): Promise<VisitRow> {
    const projectId = parseId(rawProjectId, 'projectId');
    const id = await this.deps.db.transaction(async (manager) => {
      if (!isUser(actor)) throw new UnauthenticatedError('Sign in as a contractor to propose a site visit.');
      // One proposal at a time per contractor and project: the live-visit check and the insert under one lock.
      await manager.query(`SELECT pg_advisory_xact_lock(hashtextextended('site_visit:' || $1 || ':' || $2, 0))`, [projectId, actor.userId]);
      const { ref, project } = await this.proposalRef(actor, projectId, manager);
      assertVisitStep(actor, 'propose', ref, VISIT_MESSAGES.noProject);
      if (['completed', 'cancelled'].includes(project.status)) throw new ConflictError(VISIT_MESSAGES.closed);
      const { times, durationMinutes } = this.readTimes(input, await this.now(manager));
      const [row] = await manager.query(
        `INSERT INTO site_visit (project_id, homeowner_id, contractor_id, status, options, duration_minutes) VALUES ($1, $2, $3, 'proposed', $4, $5) RETURNING id`,
        [projectId, ref.homeownerId, actor.userId, times, durationMinutes],
      );
      const visit = (await this.row(row.id, manager))!;
      await this.audit(manager, actor, visit, 'visit.propose', null, { status: 'proposed', options: times, durationMinutes });
      await this.invite(manager, visit, 'proposed');
      return visit.id;
    });
    return (await this.row(id))!;
  }

  /** The homeowner picks one of the times, giving the address of the visit: it is confirmed. */
  async pick(actor: Actor, rawId: unknown, input: Record<string, unknown>): Promise<VisitRow> {
    return this.step(actor, rawId, 'pick', async (manager, visit) => {
      const startsAt = asDate(input.startsAt);
      const chosen = startsAt && visit.options.find((option) => new Date(option).getTime() === startsAt.getTime());
      if (!chosen) throw new ValidationError({ startsAt: VISIT_MESSAGES.pick });
      if (new Date(chosen).getTime() <= (await this.now(manager)).getTime()) throw new ValidationError({ startsAt: VISIT_MESSAGES.future });
      const address = text(input.address, 'address', VISIT_LIMITS.address, VISIT_MESSAGES.addressTooLong);
      if (!address) throw new ValidationError({ address: VISIT_MESSAGES.address });
      await manager.query(`UPDATE site_visit SET status = 'confirmed', starts_at = $2, address = $3, note = NULL, sequence = sequence + 1, updated_at = now() WHERE id = $1`, [visit.id, chosen, address]);
      const after = (await this.row(visit.id, manager))!;
      await this.audit(manager, actor, visit, 'visit.pick', { status: visit.status }, { status: 'confirmed', startsAt: chosen });
      await this.invite(manager, after, 'confirmed');
      return after;
    });
  }

  /** The homeowner asks for other times (with a note), on times proposed or a visit confirmed. */
  async askOtherTimes(actor: Actor, rawId: unknown, rawNote: unknown): Promise<VisitRow> {
    return this.step(actor, rawId, 'askOtherTimes', async (manager, visit) => {
      const note = text(rawNote, 'note', VISIT_LIMITS.note, VISIT_MESSAGES.noteTooLong) || null;
      await manager.query(`UPDATE site_visit SET status = 'other-times-asked', note = $2, starts_at = NULL, sequence = sequence + 1, updated_at = now() WHERE id = $1`, [visit.id, note]);
      const after = (await this.row(visit.id, manager))!;
      await this.audit(manager, actor, visit, 'visit.ask-other-times', { status: visit.status, startsAt: visit.startsAt }, { status: 'other-times-asked' }, note ?? undefined);
      // The visit leaves both calendars until the contractor proposes new times.
      await this.invite(manager, after, 'other-times');
      return after;
    });
  }

  /** The contractor proposes new times: the visit waits for the homeowner's pick again. */
  async reschedule(actor: Actor, rawId: unknown, input: Record<string, unknown>): Promise<VisitRow> {
    return this.step(actor, rawId, 'reschedule', async (manager, visit) => {
      const { times, durationMinutes } = this.readTimes(input, await this.now(manager));
      await manager.query(
        `UPDATE site_visit SET status = 'proposed', options = $2, duration_minutes = $3, starts_at = NULL, note = NULL, sequence = sequence + 1, updated_at = now() WHERE id = $1`,
        [visit.id, times, durationMinutes],
      );
      const after = (await this.row(visit.id, manager))!;
      await this.audit(manager, actor, visit, 'visit.reschedule', { status: visit.status, startsAt: visit.startsAt, options: visit.options }, { status: 'proposed', options: times, durationMinutes });
      await this.invite(manager, after, 'rescheduled');
      return after;
    });
  }

  /** Either side cancels, with a reason the other side reads. */
  async cancel(actor: Actor, rawId: unknown, rawReason: unknown): Promise<VisitRow> {
    return this.step(actor, rawId, 'cancel', async (manager, visit) => {
      const reason = text(rawReason, 'reason', VISIT_LIMITS.reason, VISIT_MESSAGES.reasonTooLong);
      if (!reason) throw new ValidationError({ reason: VISIT_MESSAGES.reason });
      const party = agreementPartyOf(actor, visit)!;
      await manager.query(`UPDATE site_visit SET status = 'cancelled', cancel_reason = $2, cancelled_by = $3, sequence = sequence + 1, updated_at = now() WHERE id = $1`, [visit.id, reason, party]);
      const after = (await this.row(visit.id, manager))!;
      await this.audit(manager, actor, visit, 'visit.cancel', { status: visit.status }, { status: 'cancelled', by: party }, reason);
      await this.invite(manager, after, 'cancelled');
      return after;
    });
  }

  /** After the visit's time, one side marks the other as a no-show (a contractor's counts in their track record). */
  async markNoShow(actor: Actor, rawId: unknown): Promise<VisitRow> {
    return this.step(actor, rawId, 'markNoShow', async (manager, visit) => {
      if (!visit.startsAt || new Date(visit.startsAt).getTime() > (await this.now(manager)).getTime()) throw new ConflictError(VISIT_MESSAGES.notYet(visit.startsAt ?? new Date()));
      const party = agreementPartyOf(actor, visit)!;
      const missed = other(party);
      await manager.query(`UPDATE site_visit SET status = 'no-show', no_show_party = $2, updated_at = now() WHERE id = $1`, [visit.id, missed]);
      const after = (await this.row(visit.id, manager))!;
      await this.audit(manager, actor, visit, 'visit.no-show', { status: visit.status }, { status: 'no-show', missedBy: missed });
      const when = formatDateTime(visit.startsAt, 'long');
      const marked = `The ${party} marked the site visit for "${visit.projectTitle}" on ${when} as a no-show on your side.`;
      await this.bell(manager, after, missed, `The visit on ${when} was marked as missed`, marked);
      await this.mailParty(manager, after, missed, `The visit on ${when} was marked as missed`, [
        marked,
        missed === 'contractor'
          ? 'Missed visits count in your track record on GTA Home Pros. If you were there, or the visit was moved by agreement, write to our team from the contact page.'
          : 'If you were there, or the visit was moved by agreement, write to our team from the contact page.',
      ]);
      return after;
    });
  }

  /**
   * The homeowner (or staff) declined the contractor's proposal: their live visits on the project are cancelled in the
   * same transaction (PROPOSAL_STATUS_TRANSITIONS.declined's end-visits effect), both calendars get the cancellation,
   * and the contractor can no longer manage them. Returns how many were cancelled.
   */
  async endForDeclinedProposal(manager: EntityManager, actor: Actor, ref: { projectId: number; contractorId: string }): Promise<number> {
    const ids: { id: number }[] = await manager.query(`SELECT id FROM site_visit WHERE project_id = $1 AND contractor_id = $2 AND status = ANY($3) ORDER BY id FOR UPDATE`, [
      ref.projectId,
      ref.contractorId,
      LIVE,
    ]);
    for (const { id } of ids) {
      const visit = (await this.row(id, manager))!;
      await manager.query(`UPDATE site_visit SET status = 'cancelled', cancel_reason = $2, cancelled_by = 'homeowner', sequence = sequence + 1, updated_at = now() WHERE id = $1`, [id, VISIT_MESSAGES.proposalDeclined]);
      const after = (await this.row(id, manager))!;
      await this.audit(manager, actor, visit, 'visit.cancel', { status: visit.status }, { status: 'cancelled', by: 'homeowner' }, VISIT_MESSAGES.proposalDeclined);
      await this.invite(manager, after, 'cancelled');
    }
    return ids.length;
  }

  /** One step under the visit's row lock: refused (401/404/403/409) before anything changes. */
  private async step(actor: Actor, rawId: unknown, step: VisitStepName, run: (manager: EntityManager, visit: VisitRow) => Promise<VisitRow>): Promise<VisitRow> {
    const id = parseId(rawId);
    const done = await this.deps.db.transaction(async (manager) => {
      if (!isUser(actor)) throw new UnauthenticatedError('Sign in to arrange a site visit.');
      const visit = await this.row(id, manager, true);
      if (!visit) throw new NotFoundError('Visit', id);
      assertVisitStep(actor, step, visit);
      return run(manager, visit);
    });
    return done;
  }

  /** The current invitation for the visit, for its two sides and staff (GET /api/visits/:id/ics). */
  async ics(actor: Actor, rawId: unknown): Promise<{ body: string; filename: string }> {
    const visit = await this.get(actor, rawId);
    const person = isUser(actor) ? await this.person(this.deps.db.manager, actor.userId) : null;
    return { body: this.invitation(visit, person ?? ORGANIZER), filename: `site-visit-${visit.id}.ics` };
  }

  private async person(manager: EntityManager, userId: string): Promise<{ name: string; email: string } | null> {
    const [row] = await manager.query(`SELECT name, email FROM "user" WHERE id = $1`, [userId]);
    return row ?? null;
  }

  /** The invitation as it stands, for one person: TENTATIVE while times are proposed, CONFIRMED with the address, CANCEL once it is off. */
  private invitation(visit: VisitRow, person: { name: string; email: string }): string {
    const confirmed = visit.status === 'confirmed';
    const off = visit.status === 'cancelled' || visit.status === 'no-show' || visit.status === 'other-times-asked';
    const status: VisitStatus = off ? 'CANCELLED' : confirmed ? 'CONFIRMED' : 'TENTATIVE';
    const method: VisitMethod = off ? 'CANCEL' : 'REQUEST';
    const start = visit.startsAt ?? visit.options[0] ?? visit.updatedAt;
    const options = visit.options.map((option) => formatDateTime(option, 'long'));
    const description = [
      `Site visit for "${visit.projectTitle}" with ${visit.contractorName} and ${firstName(visit.homeownerName)}.`,
      confirmed ? 'Confirmed on GTA Home Pros.' : off ? 'This visit is off.' : `Proposed times: ${options.join('; ')}. The homeowner picks one on GTA Home Pros.`,
      `${this.deps.siteUrl}${this.pagePath(visit)}`,
    ].join('\n');
    return visitInvitation({
      uid: visitUid(visit.id),
      sequence: visit.sequence,
      start: new Date(start),
      durationMinutes: visit.durationMinutes,
      title: `Site visit: ${visit.projectTitle}`,
      description,
      address: confirmed ? visit.address : null,
      organizer: ORGANIZER,
      attendees: [person],
      status,
      method,
      stamp: new Date(visit.updatedAt),
    });
  }

  private pagePath(visit: VisitRow): string {
    return visit.agreementId ? agreementPath(visit.agreementId) : projectPath(visit.projectId);
  }

  /**
   * E-mails both sides the invitation as it now stands (each with only themselves invited: no one sees the other's address),
   * and tells the side that did not make the change in the app (the bell) with the same words, without a second e-mail.
   */
  private async invite(manager: EntityManager, visit: VisitRow, change: 'proposed' | 'confirmed' | 'rescheduled' | 'cancelled' | 'other-times'): Promise<void> {
    const madeBy: VisitParty = change === 'proposed' || change === 'rescheduled' ? 'contractor' : change === 'cancelled' ? (visit.cancelledBy ?? 'homeowner') : 'homeowner';
    const when = visit.startsAt ? formatDateTime(visit.startsAt, 'long') : '';
    const options = visit.options.map((option) => formatDateTime(option, 'long'));
    for (const party of ['homeowner', 'contractor'] as const) {
      const person = await this.person(manager, party === 'homeowner' ? visit.homeownerId : visit.contractorId);
      if (!person) continue;
      const ics = this.invitation(visit, person);
      const lines: Record<typeof change, { subject: string; paragraphs: string[] }> = {
        proposed: {
          subject: `Site visit proposed for "${visit.projectTitle}"`,
          paragraphs: [
            party === 'homeowner'
              ? `${visit.contractorName} would like to visit for "${visit.projectTitle}" (${visit.durationMinutes} minutes) at one of these times: ${options.join('; ')}. Pick one, or ask for others, on GTA Home Pros.`
              : `You proposed a site visit for "${visit.projectTitle}" at: ${options.join('; ')}. We will tell you when the homeowner picks one.`,
            'The attached invitation holds the first time as tentative; the address is shared once a time is confirmed.',
          ],
        },
        rescheduled: {
          subject: `New times proposed for the site visit on "${visit.projectTitle}"`,
          paragraphs: [
            party === 'homeowner'
              ? `${visit.contractorName} proposed new times for the site visit: ${options.join('; ')}. Pick one, or ask for others, on GTA Home Pros.`
              : `You proposed new times for the site visit: ${options.join('; ')}.`,
            'The attached invitation replaces the one you had.',
          ],
        },
        confirmed: {
          subject: `Site visit confirmed: ${when}`,
          paragraphs: [
            `The site visit for "${visit.projectTitle}" is confirmed for ${when} (${visit.durationMinutes} minutes) at ${visit.address}.`,
            'The attached invitation puts it in your calendar. If you cannot make it, reschedule or cancel it on GTA Home Pros so the other side knows.',
          ],
        },
        'other-times': {
          subject: `Other times asked for the site visit on "${visit.projectTitle}"`,
          paragraphs: [
            party === 'homeowner'
              ? `You asked ${visit.contractorName} for other times for the site visit on "${visit.projectTitle}". The attached update takes the old time out of your calendar.`
              : `${firstName(visit.homeownerName)} asked for other times for the site visit on "${visit.projectTitle}"${visit.note ? `: "${visit.note}"` : ''}. Propose new times on GTA Home Pros. The attached update takes the old time out of your calendar.`,
          ],
        },
        cancelled: {
          subject: `Site visit cancelled: "${visit.projectTitle}"`,
          paragraphs: [
            `The site visit for "${visit.projectTitle}" was cancelled by the ${visit.cancelledBy}${visit.cancelReason ? `: "${visit.cancelReason}"` : ''}.`,
            'The attached update takes it out of your calendar.',
          ],
        },
      };
      const message = composeEmail({
        to: person.email,
        subject: lines[change].subject,
        greeting: `Hi ${firstName(person.name)},`,
        paragraphs: lines[change].paragraphs,
        action: { label: 'Open the visit', url: `${this.deps.siteUrl}${this.pagePath(visit)}` },
        footer: ['Site visit invitations are sent whatever your e-mail settings: they keep both calendars the same.'],
      });
      if (party !== madeBy) await this.bell(manager, visit, party, lines[change].subject, lines[change].paragraphs[0]);
      const method = visit.status === 'cancelled' || change === 'other-times' ? 'CANCEL' : 'REQUEST';
      await this.deps.mail.send(
        { ...message, attachments: [{ filename: 'site-visit.ics', contentType: `text/calendar; method=${method}; charset=UTF-8`, contentBase64: Buffer.from(ics, 'utf8').toString('base64') }] },
        manager,
      );
    }
  }

  /** The in-app notification of a change, for one side (their e-mail is the invitation itself). */
  private async bell(manager: EntityManager, visit: VisitRow, party: VisitParty, title: string, body: string): Promise<void> {
    await this.deps.notifications.notify(
      {
        recipientId: party === 'homeowner' ? visit.homeownerId : visit.contractorId,
        kind: 'site-visit',
        title,
        body: body.slice(0, 400),
        link: this.pagePath(visit),
        actionLabel: 'Open the visit',
        projectId: visit.projectId,
        email: false,
      },
      manager,
    );
  }

  private async mailParty(manager: EntityManager, visit: VisitRow, party: VisitParty, subject: string, paragraphs: string[]): Promise<void> {
    const person = await this.person(manager, party === 'homeowner' ? visit.homeownerId : visit.contractorId);
    if (!person) return;
    await this.deps.mail.send(
      composeEmail({
        to: person.email,
        subject,
        greeting: `Hi ${firstName(person.name)},`,
        paragraphs,
        action: { label: 'Open the visit', url: `${this.deps.siteUrl}${this.pagePath(visit)}` },
        footer: ['Site visit e-mails are sent whatever your e-mail settings.'],
      }),
      manager,
    );
  }

  /**
   * The day-before reminders, due at the database's `now`: each confirmed visit starting within 24 hours is
   * claimed in job_reminder (per visit and version) before both sides are e-mailed, so it goes once whatever the
   * number of replicas or runs. Run by the hourly reminder job (payment-reminders.ts).
   */
  async sendReminders(): Promise<{ sent: number }> {
    const system: Actor = { kind: 'system', name: 'visit reminders' };
    return this.deps.db.transaction(async (manager) => {
      const due = fixAll(await manager.query(`${VISIT_SELECT} WHERE v.status = 'confirmed' AND v.starts_at > now() AND v.starts_at <= now() + interval '24 hours' ORDER BY v.id`));
      let sent = 0;
      for (const visit of due) {
        if (!canTakeVisitStep(system, 'remind', visit)) continue;
        const claimed = await manager.query(`INSERT INTO job_reminder (subject, subject_id, kind) VALUES ('visit', $1, $2) ON CONFLICT DO NOTHING RETURNING kind`, [visit.id, `day-before-${visit.sequence}`]);
        if (claimed.length === 0) continue;
        const when = formatDateTime(visit.startsAt, 'long');
        for (const party of ['homeowner', 'contractor'] as const) {
          await this.mailParty(manager, visit, party, `Reminder: site visit ${when}`, [
            `The site visit for "${visit.projectTitle}" is on ${when} (${visit.durationMinutes} minutes) at ${visit.address}.`,
            party === 'homeowner' ? `${visit.contractorName} is coming.` : `${firstName(visit.homeownerName)} is expecting you.`,
            'If you cannot make it, reschedule or cancel it on GTA Home Pros so the other side knows.',
          ]);
        }
        sent++;
      }
      return { sent };
    });
  }
}
