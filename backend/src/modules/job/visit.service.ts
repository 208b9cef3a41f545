import { VISIT_LIMITS, VISIT_MESSAGES, visitTimesProblems } from '@marketplace/shared';
import type { DataSource, EntityManager } from 'typeorm';
import type { Mailer } from '../../mail/mailer';
import { isUser, type Actor } from '../../policy/actor';
import type { VisitState, VisitStepName } from '../../policy/lifecycle-visit';
import { agreementPartyOf } from '../../policy/agreement';
import { enforce } from '../../policy/check';
import { assertCanViewVisit, assertVisitStep, canTakeVisitStep, canViewVisit, type VisitRef } from '../../policy/visit';
import { ConflictError, NotFoundError, UnauthenticatedError, ValidationError } from '../../shared/errors';
import { parseId } from '../../shared/validate';
import type { AuditLog } from '../audit/audit-log';
import type { Notifier } from '../notification/notification.types';
import { ORGANIZER, VisitMail } from './visit-mail';
import { VISIT_SELECT, fix, fixAll, type VisitParty, type VisitRow } from './visit-row';

const LIVE: readonly VisitState[] = ['proposed', 'other-times-asked', 'confirmed'];
export const visitIcsPath = (id: number) => `/api/visits/${id}/ics`;

const other = (party: VisitParty): VisitParty => (party === 'homeowner' ? 'contractor' : 'homeowner');

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
 * record). Staff cancel a live visit for the marketplace or withdraw a no-show mark, each with a note both sides
 * read (the operator console's dispute record). Each change e-mails both sides an ICS invitation (visit-ics.ts: one UID, a higher SEQUENCE each
 * time, the address only once confirmed) and is audit-logged; a reminder goes to both the day before, once
 * across replicas (job_reminder). Every step is a row of VISIT_STEPS; only the two sides and operators see a
 * visit, and the address only once it is confirmed.
 */
export class VisitService {
  private readonly mail: VisitMail;

  constructor(private readonly deps: { db: DataSource; audit: AuditLog; mail: Mailer; notifications: Notifier; siteUrl: string }) {
    this.mail = new VisitMail(deps);
  }

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
    const [project] = await manager.query(`SELECT id, title, owner_id AS "ownerId", visibility, status, showcase FROM project WHERE id = $1`, [projectId]);
    if (!project) throw new NotFoundError('Project', projectId);
    await enforce(actor, 'view', project);
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
      cancelAsOperator: can('cancelAsOperator'),
      withdrawNoShow: can('withdrawNoShow'),
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
      await this.mail.invite(manager, visit, 'proposed');
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
      await this.mail.invite(manager, after, 'confirmed');
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
      await this.mail.invite(manager, after, 'other-times');
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
      await this.mail.invite(manager, after, 'rescheduled');
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
      await this.mail.invite(manager, after, 'cancelled');
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
      await this.mail.noShowMarked(manager, after, party, missed);
      return after;
    });
  }

  /**
   * Staff cancel a live visit for the marketplace (e.g. a safety concern reported), with a reason both sides read:
   * both get the invitation's cancellation (same UID, one more SEQUENCE) and a notice in the app saying GTA Home Pros
   * cancelled it and why. Audit-logged with the operator's account.
   */
  async cancelAsOperator(actor: Actor, rawId: unknown, rawReason: unknown): Promise<VisitRow> {
    return this.step(actor, rawId, 'cancelAsOperator', async (manager, visit) => {
      const reason = text(rawReason, 'reason', VISIT_LIMITS.staffNote, VISIT_MESSAGES.staffReasonTooLong);
      if (!reason) throw new ValidationError({ reason: VISIT_MESSAGES.staffReason });
      await manager.query(`UPDATE site_visit SET status = 'cancelled', cancel_reason = $2, cancelled_by = 'marketplace', sequence = sequence + 1, updated_at = now() WHERE id = $1`, [visit.id, reason]);
      const after = (await this.row(visit.id, manager))!;
      await this.audit(manager, actor, visit, 'visit.operator-cancel', { status: visit.status }, { status: 'cancelled', by: 'marketplace' }, reason);
      await this.mail.invite(manager, after, 'cancelled');
      return after;
    });
  }

  /**
   * Staff withdraw a no-show mark (e.g. the contractor showed photos of arriving on time), with a note both sides
   * read: the visit reads "No-show withdrawn" and no longer counts in the contractor's track record (noShowsSql counts
   * standing marks only). Both sides are told in the app and by e-mail; audit-logged with the operator's account.
   */
  async withdrawNoShow(actor: Actor, rawId: unknown, rawNote: unknown): Promise<VisitRow> {
    return this.step(actor, rawId, 'withdrawNoShow', async (manager, visit) => {
      const note = text(rawNote, 'note', VISIT_LIMITS.staffNote, VISIT_MESSAGES.withdrawNoteTooLong);
      if (!note) throw new ValidationError({ note: VISIT_MESSAGES.withdrawNote });
      await manager.query(`UPDATE site_visit SET status = 'no-show-withdrawn', no_show_withdrawn_note = $2, no_show_withdrawn_at = now(), updated_at = now() WHERE id = $1`, [visit.id, note]);
      const after = (await this.row(visit.id, manager))!;
      await this.audit(manager, actor, visit, 'visit.withdraw-no-show', { status: visit.status, missedBy: visit.noShowParty }, { status: 'no-show-withdrawn' }, note);
      await this.mail.noShowWithdrawn(manager, after);
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
      await this.mail.invite(manager, after, 'cancelled');
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
    const person = isUser(actor) ? await this.mail.person(this.deps.db.manager, actor.userId) : null;
    return { body: this.mail.invitation(visit, person ?? ORGANIZER), filename: `site-visit-${visit.id}.ics` };
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
        await this.mail.remind(manager, visit);
        sent++;
      }
      return { sent };
    });
  }
}
