import { DISPUTE_LIMITS, DISPUTE_MESSAGES, DISPUTE_STATUS_LABELS, formatCents, formatDateTime } from '@marketplace/shared';
import type { DataSource } from 'typeorm';
import { isOperator, isUser, type Actor } from '../../policy/actor';
import type { DisputeState } from '../../policy/lifecycle-job';
import { agreementPartyOf } from '../../policy/agreement';
import { assertJobStep, canTakeJobStep } from '../../policy/job';
import { ForbiddenError, NotFoundError, UnauthenticatedError, ValidationError } from '../../shared/errors';
import { parseId } from '../../shared/validate';
import { photoNames, PrivateFiles } from '../upload/private-files';
import type { AuditLog } from '../audit/audit-log';
import type { AgreementRow } from '../agreement/agreement-rows';
import type { AgreementService } from '../agreement/agreement.service';
import { invoiceNumber, type JobMoneyEvents } from './job-money-rows';
import type { JobMoneyService } from './job-money.service';

export type DisputeSubject = 'invoice' | 'payment' | 'visit' | 'job';
export type DisputeOutcome = Exclude<DisputeState, 'open'>;

export interface DisputeRow {
  id: number;
  agreementId: number;
  subject: DisputeSubject;
  invoiceId: number | null;
  paymentId: number | null;
  visitId: number | null;
  openedBy: 'homeowner' | 'contractor';
  reason: string;
  amountCents: number | null;
  messageIds: number[];
  /** Photos the opener gave as evidence: private uploads, for the job's two parties and staff. */
  images: string[];
  status: DisputeState;
  outcomeNote: string | null;
  decidedAt: Date | null;
  openedAt: Date;
}

export interface EvidenceRow {
  messageId: number;
  senderId: string | null;
  body: string;
  images: string[];
  sentAt: Date;
}

const DISPUTE_SELECT = `SELECT id, agreement_id AS "agreementId", subject, invoice_id AS "invoiceId", payment_id AS "paymentId", visit_id AS "visitId", opened_by AS "openedBy", reason,
  amount_cents::float8 AS "amountCents", message_ids AS "messageIds", images, status, outcome_note AS "outcomeNote", decided_at AS "decidedAt", opened_at AS "openedAt" FROM dispute`;

/**
 * Disputes on a job (docs/payments.md): either party opens one on an invoice, a payment or the whole job,
 * with a reason, the amount in question and the thread's messages that matter; the other side is told; an
 * operator sees the whole record in the console's Disputes tab and records the outcome, which both sides are
 * told. Every step is a row of JOB_STEPS.openDispute / DISPUTE_STEPS and is audit-logged.
 */
export class DisputeService {
  constructor(private readonly deps: { db: DataSource; agreements: AgreementService; jobMoney: JobMoneyService; audit: AuditLog; events?: JobMoneyEvents }) {}

  async forAgreement(agreementId: number): Promise<DisputeRow[]> {
    return this.deps.db.query(`${DISPUTE_SELECT} WHERE agreement_id = $1 ORDER BY id DESC`, [agreementId]);
  }

  async get(actor: Actor, rawId: unknown): Promise<{ dispute: DisputeRow; agreement: AgreementRow }> {
    const id = parseId(rawId);
    if (!isUser(actor)) throw new UnauthenticatedError('Sign in to see this dispute.');
    const [dispute] = await this.deps.db.query(`${DISPUTE_SELECT} WHERE id = $1`, [id]);
    if (!dispute) throw new NotFoundError('Dispute', id);
    const agreement = await this.deps.agreements.get(actor, dispute.agreementId).catch((error) => {
      throw error instanceof NotFoundError ? new NotFoundError('Dispute', id) : error;
    });
    return { dispute, agreement };
  }

  /** The operators' Disputes tab: open ones by default, newest first. */
  async list(actor: Actor, status: DisputeState = 'open'): Promise<DisputeRow[]> {
    if (!isUser(actor)) throw new UnauthenticatedError('Sign in to see disputes.');
    if (!isOperator(actor)) throw new ForbiddenError('Disputes are settled by our operators.');
    return this.deps.db.query(`${DISPUTE_SELECT} WHERE status = $1 ORDER BY id DESC LIMIT 200`, [status]);
  }

  /** The thread's messages the opener chose, as they were written (their photos are the thread's private files). */
  async evidence(dispute: DisputeRow, agreement: AgreementRow): Promise<EvidenceRow[]> {
    if (dispute.messageIds.length === 0) return [];
    return this.deps.db.query(
      `SELECT id AS "messageId", sender_id AS "senderId", body, images, created_at AS "sentAt" FROM proposal_message WHERE proposal_id = $1 AND id = ANY($2) ORDER BY id`,
      [agreement.proposalId, dispute.messageIds],
    );
  }

  permissions(actor: Actor, agreement: AgreementRow, dispute: DisputeRow) {
    return { settle: canTakeJobStep(actor, { table: 'dispute', step: 'settle', subject: dispute.status }, agreement) };
  }

  /** Either party opens a dispute; the other side is told, and operators see it in their tab. */
  async open(actor: Actor, rawAgreementId: unknown, input: Record<string, unknown>): Promise<DisputeRow> {
    const subject = input.subject;
    if (subject !== 'invoice' && subject !== 'payment' && subject !== 'visit' && subject !== 'job') throw new ValidationError({ subject: DISPUTE_MESSAGES.subject });
    const reason = typeof input.reason === 'string' ? input.reason.trim() : '';
    if (reason.length < DISPUTE_LIMITS.minReason) throw new ValidationError({ reason: DISPUTE_MESSAGES.reasonShort });
    if (reason.length > DISPUTE_LIMITS.reason) throw new ValidationError({ reason: DISPUTE_MESSAGES.reasonLong });
    const amountCents = input.amountCents === undefined || input.amountCents === null ? null : input.amountCents;
    if (amountCents !== null && (typeof amountCents !== 'number' || !Number.isSafeInteger(amountCents) || amountCents <= 0)) {
      throw new ValidationError({ amountCents: DISPUTE_MESSAGES.amount });
    }
    const rawMessages = Array.isArray(input.messageIds) ? input.messageIds : [];
    if (rawMessages.length > DISPUTE_LIMITS.messages) throw new ValidationError({ messageIds: DISPUTE_MESSAGES.messages });
    const messageIds = rawMessages.map((each) => parseId(each, 'messageIds'));
    const images = photoNames(input.images, 'images', DISPUTE_LIMITS.photos, { tooMany: DISPUTE_MESSAGES.images, bad: DISPUTE_MESSAGES.image });
    const id = await this.deps.db.transaction(async (manager) => {
      if (!isUser(actor)) throw new UnauthenticatedError('Sign in to open a dispute.');
      const agreement = await this.deps.agreements.locked(actor, parseId(rawAgreementId, 'agreementId'), manager);
      assertJobStep(actor, { table: 'job', step: 'openDispute' }, agreement);
      const party = agreementPartyOf(actor, agreement)!;
      let invoiceId: number | null = null;
      let paymentId: number | null = null;
      let visitId: number | null = null;
      let what = 'the whole job';
      if (subject === 'invoice') {
        const invoice = input.invoiceId ? await this.deps.jobMoney.invoice(parseId(input.invoiceId, 'invoiceId'), manager) : undefined;
        if (!invoice || invoice.agreementId !== agreement.id) throw new ValidationError({ invoiceId: DISPUTE_MESSAGES.invoice });
        invoiceId = invoice.id;
        what = invoiceNumber(invoice.number);
      } else if (subject === 'payment') {
        const payment = input.paymentId ? await this.deps.jobMoney.payment(parseId(input.paymentId, 'paymentId'), manager) : undefined;
        if (!payment || payment.agreementId !== agreement.id) throw new ValidationError({ paymentId: DISPUTE_MESSAGES.payment });
        paymentId = payment.id;
        what = `the payment of ${formatCents(payment.amountCents)}`;
      } else if (subject === 'visit') {
        // A visit between the job's two sides on its project (visit.service.ts).
        const [visit] = input.visitId
          ? await manager.query(`SELECT id, starts_at AS "startsAt", options FROM site_visit WHERE id = $1 AND project_id = $2 AND contractor_id = $3`, [parseId(input.visitId, 'visitId'), agreement.projectId, agreement.contractorId])
          : [];
        if (!visit) throw new ValidationError({ visitId: DISPUTE_MESSAGES.visit });
        visitId = visit.id;
        what = `the site visit${visit.startsAt ? ` of ${formatDateTime(visit.startsAt)}` : ''}`;
      }
      if (messageIds.length > 0) {
        const [{ count }] = await manager.query(`SELECT COUNT(*)::int AS count FROM proposal_message WHERE proposal_id = $1 AND id = ANY($2)`, [agreement.proposalId, messageIds]);
        if (count !== new Set(messageIds).size) throw new ValidationError({ messageIds: DISPUTE_MESSAGES.threadMessages });
      }
      await new PrivateFiles(this.deps.db).assertAttachable(actor, images, 'images', DISPUTE_MESSAGES.image);
      const [row] = await manager.query(
        `INSERT INTO dispute (agreement_id, subject, invoice_id, payment_id, visit_id, opened_by, reason, amount_cents, message_ids, images) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) RETURNING id`,
        [agreement.id, subject, invoiceId, paymentId, visitId, party, reason, amountCents, [...new Set(messageIds)], [...new Set(images)]],
      );
      await this.deps.agreements.event(manager, agreement.id, 'dispute-opened', party, `On ${what}${amountCents ? ` (${formatCents(amountCents)})` : ''}`);
      await this.deps.audit.record(actor, { action: 'dispute.open', subjectType: 'agreement', subjectId: agreement.id, before: null, after: { disputeId: row.id, subject, invoiceId, paymentId, visitId, amountCents, messages: messageIds.length, photos: images.length } }, manager);
      await this.deps.agreements.tell(
        manager,
        agreement,
        party === 'homeowner' ? 'contractor' : 'homeowner',
        `A dispute was opened on "${agreement.projectTitle}"`,
        `The ${party} opened a dispute on ${what}: "${reason.slice(0, 300)}". Our team will look at the whole record and contact you both.`,
        'Open the agreement',
      );
      await this.deps.events?.jobEvent(manager, 'dispute.opened', {
        projectId: String(agreement.projectId),
        agreementId: String(agreement.id),
        disputeId: String(row.id),
        subject,
        status: 'open',
        ...(amountCents ? { amountCents } : {}),
      });
      return row.id as number;
    });
    return (await this.get(actor, id)).dispute;
  }

  /** An operator records the outcome with a note; both sides are told. */
  async settle(actor: Actor, rawId: unknown, outcome: unknown, rawNote: unknown): Promise<DisputeRow> {
    if (outcome !== 'resolved' && outcome !== 'referred' && outcome !== 'closed') throw new ValidationError({ outcome: DISPUTE_MESSAGES.outcome });
    const note = typeof rawNote === 'string' ? rawNote.trim() : '';
    if (!note) throw new ValidationError({ note: DISPUTE_MESSAGES.note });
    if (note.length > DISPUTE_LIMITS.note) throw new ValidationError({ note: DISPUTE_MESSAGES.noteLong });
    const { dispute: found } = await this.get(actor, rawId);
    await this.deps.db.transaction(async (manager) => {
      const agreement = await this.deps.agreements.locked(actor, found.agreementId, manager);
      const [dispute]: DisputeRow[] = await manager.query(`${DISPUTE_SELECT} WHERE id = $1 FOR UPDATE`, [found.id]);
      assertJobStep(actor, { table: 'dispute', step: 'settle', subject: dispute.status }, agreement);
      await manager.query(`UPDATE dispute SET status = $2, outcome_note = $3, decided_by = $4, decided_at = now() WHERE id = $1`, [dispute.id, outcome, note, isUser(actor) ? actor.userId : null]);
      await this.deps.agreements.event(manager, agreement.id, 'dispute-settled', 'operator', `${DISPUTE_STATUS_LABELS[outcome]}: ${note}`);
      await this.deps.audit.record(actor, { action: 'dispute.settle', subjectType: 'agreement', subjectId: agreement.id, before: { disputeId: dispute.id, status: 'open' }, after: { disputeId: dispute.id, status: outcome }, note }, manager);
      for (const party of ['homeowner', 'contractor'] as const) {
        await this.deps.agreements.tell(manager, agreement, party, `Dispute on "${agreement.projectTitle}": ${DISPUTE_STATUS_LABELS[outcome].toLowerCase()}`, `Our team wrote: "${note.slice(0, 400)}"`);
      }
    });
    return (await this.get(actor, found.id)).dispute;
  }
}
