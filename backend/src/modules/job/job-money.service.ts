import {
  type Ledger,
  agreementTotals,
  holdbackReleaseOn,
  invoiceRoomCents,
  ledger,
  noticeDeadlineOn,
  paymentClock,
  torontoDayOf,
} from '@marketplace/shared';
import type { DataSource, EntityManager } from 'typeorm';
import { isUser, type Actor } from '../../policy/actor';
import { canTakeJobStep } from '../../policy/job';
import type { SubstantialPerformanceState } from '../../policy/lifecycle-job';
import { NotFoundError, UnauthenticatedError } from '../../shared/errors';
import { parseId } from '../../shared/validate';
import type { AuditLog } from '../audit/audit-log';
import type { AgreementRow, ChangeOrderRow } from '../agreement/agreement-rows';
import type { AgreementService } from '../agreement/agreement.service';
import { INVOICE_SELECT, PAYMENT_SELECT, invoiceNumber, type InvoiceRow, type PaymentRow, type SubstantialPerformanceRow } from './job-money-rows';

/**
 * One agreement's job rows (invoices, payments, signed change orders, substantial performance, the database's clock
 * and the ledger over them), each read at most once however many of the Agreement's fields ask for them: one per
 * agreement per request (the GraphQL context's `jobReads`, REST's agreement answer).
 */
export class JobReads {
  private readonly reads = new Map<string, Promise<unknown>>();
  constructor(
    readonly service: JobMoneyService,
    readonly agreement: AgreementRow,
  ) {}

  private once<T>(key: string, read: () => Promise<T>): Promise<T> {
    let found = this.reads.get(key) as Promise<T> | undefined;
    if (!found) {
      found = read();
      this.reads.set(key, found);
    }
    return found;
  }

  invoices(): Promise<InvoiceRow[]> {
    return this.once('invoices', () => this.service.invoices(this.agreement.id));
  }

  payments(): Promise<PaymentRow[]> {
    return this.once('payments', () => this.service.payments(this.agreement.id));
  }

  signedChanges(): Promise<ChangeOrderRow[]> {
    return this.once('signedChanges', () => this.service.signedChanges(this.agreement.id));
  }

  performance(): Promise<SubstantialPerformanceRow | null> {
    return this.once('performance', () => this.service.substantialPerformance(this.agreement.id));
  }

  now(): Promise<Date> {
    return this.once('now', () => this.service.now());
  }

  ledger(): Promise<Ledger & { invoiceRoomCents: number }> {
    return this.once('ledger', async () => {
      const [invoices, payments, changes] = await Promise.all([this.invoices(), this.payments(), this.signedChanges()]);
      return this.service.ledgerOf(this.agreement, invoices, payments, changes);
    });
  }
}

/**
 * The job's money after the agreement is in force (docs/payments.md): proper invoices with the Construction
 * Act's holdback, the prompt-payment clock and its reminders, payments made outside the marketplace and
 * confirmed by the contractor, substantial performance and the holdback's release. Every amount comes from
 * the pure rules (shared/src/payments.ts and the files beside it) in integer cents, computed under the agreement's
 * row lock; every step is a row of the lifecycle tables (JOB_STEPS, INVOICE_STEPS, PAYMENT_STEPS,
 * SUBSTANTIAL_PERFORMANCE_STEPS) and audit-logged. Only the two parties and operators read any of it.
 *
 * This service reads it (rows, the ledger, what the viewer may do) and locks an agreement for a step; invoices are
 * issued in invoice.service.ts, payments and substantial performance decided in payment.service.ts, and the
 * reminders sent by job-money-reminders.ts.
 */
export class JobMoneyService {
  constructor(private readonly deps: { db: DataSource; agreements: AgreementService; audit: AuditLog }) {}

  /** The database's clock: time-based rules are tested by moving time in the database. */
  async now(manager: EntityManager = this.deps.db.manager): Promise<Date> {
    const [{ now }] = await manager.query(`SELECT now() AS now`);
    return new Date(now);
  }

  async invoices(agreementId: number, manager: EntityManager = this.deps.db.manager): Promise<InvoiceRow[]> {
    return manager.query(`${INVOICE_SELECT} WHERE agreement_id = $1 ORDER BY number`, [agreementId]);
  }

  async payments(agreementId: number, manager: EntityManager = this.deps.db.manager): Promise<PaymentRow[]> {
    return manager.query(`${PAYMENT_SELECT} WHERE agreement_id = $1 ORDER BY id`, [agreementId]);
  }

  async substantialPerformance(agreementId: number, manager: EntityManager = this.deps.db.manager): Promise<SubstantialPerformanceRow | null> {
    const [row] = await manager.query(
      `SELECT substantial_performance AS status, substantial_performance_declared_at AS "declaredAt", substantial_performance_note AS note,
         substantial_performance_decided_at AS "decidedAt", substantial_performance_dispute_note AS "disputeNote"
       FROM agreement WHERE id = $1 AND substantial_performance IS NOT NULL`,
      [agreementId],
    );
    return row ?? null;
  }

  /** The day the holdback falls due, once substantial performance is confirmed. */
  holdbackReleaseOn(performance: SubstantialPerformanceRow | null): string | null {
    return performance?.status === 'confirmed' && performance.decidedAt ? holdbackReleaseOn(performance.decidedAt) : null;
  }

  async signedChanges(agreementId: number, manager: EntityManager = this.deps.db.manager): Promise<ChangeOrderRow[]> {
    return this.deps.agreements.changeOrders(agreementId, manager, 'signed');
  }

  /** Where the money stands: the rules' ledger over the agreement, its signed change orders, invoices and payments. */
  async ledger(agreement: AgreementRow, manager: EntityManager = this.deps.db.manager): Promise<Ledger & { invoiceRoomCents: number }> {
    const [invoices, payments, changes] = await Promise.all([this.invoices(agreement.id, manager), this.payments(agreement.id, manager), this.signedChanges(agreement.id, manager)]);
    return this.ledgerOf(agreement, invoices, payments, changes);
  }

  ledgerOf(agreement: AgreementRow, invoices: readonly InvoiceRow[], payments: readonly PaymentRow[], signedChanges: readonly ChangeOrderRow[]): Ledger & { invoiceRoomCents: number } {
    const agreed = agreementTotals(agreement.terms.lines);
    const changeTotals = signedChanges.map((change) => agreementTotals(change.terms.lines));
    const result = ledger({
      agreementTotalCents: agreed.totalCents,
      signedChangeCents: changeTotals.reduce((sum, totals) => sum + totals.totalCents, 0),
      invoices,
      // A payment the contractor says never arrived counts as neither paid nor confirmed.
      payments: payments.filter((payment) => payment.status !== 'disputed').map((payment) => ({ amountCents: payment.amountCents, confirmed: payment.status === 'confirmed' })),
    });
    const signedChangeCents = changeTotals.reduce((sum, totals) => sum + totals.subtotalCents, 0);
    return { ...result, invoiceRoomCents: Math.max(0, invoiceRoomCents(result.invoicedBefore.subtotalCents, { ...agreed, signedChangeCents })) };
  }

  /** What the viewer may do with the job's money now (the screens' buttons; the server refuses the rest). */
  async permissions(actor: Actor, agreement: AgreementRow, reads: JobReads = new JobReads(this, agreement)) {
    const performance = await reads.performance();
    const state: SubstantialPerformanceState = performance?.status ?? 'none';
    const sp = (step: 'declare' | 'confirm' | 'dispute' | 'releaseHoldback') => canTakeJobStep(actor, { table: 'substantial-performance', step, subject: state }, agreement);
    let release = sp('releaseHoldback');
    if (release) {
      const releaseOn = this.holdbackReleaseOn(performance);
      release = Boolean(releaseOn && torontoDayOf(await reads.now()) >= releaseOn && (await reads.ledger()).holdbackDueCents > 0);
    }
    return {
      issueInvoice: canTakeJobStep(actor, { table: 'job', step: 'issueInvoice' }, agreement),
      recordPayment: canTakeJobStep(actor, { table: 'job', step: 'recordPayment' }, agreement),
      declareSubstantialPerformance: sp('declare'),
      decideSubstantialPerformance: sp('confirm'),
      issueHoldbackRelease: release,
      openDispute: canTakeJobStep(actor, { table: 'job', step: 'openDispute' }, agreement),
      postProgress: canTakeJobStep(actor, { table: 'job', step: 'postProgress' }, agreement),
    };
  }

  invoicePermissions(actor: Actor, agreement: AgreementRow, invoice: InvoiceRow, now: Date) {
    const open = canTakeJobStep(actor, { table: 'invoice', step: 'giveNotice', subject: invoice.status }, agreement);
    return { giveNotice: open && invoice.kind === 'work' && invoice.noticeAt === null && torontoDayOf(now) <= noticeDeadlineOn(invoice.issuedAt) };
  }

  paymentPermissions(actor: Actor, agreement: AgreementRow, payment: PaymentRow) {
    return {
      confirm: canTakeJobStep(actor, { table: 'payment', step: 'confirm', subject: payment.status }, agreement),
      dispute: canTakeJobStep(actor, { table: 'payment', step: 'dispute', subject: payment.status }, agreement),
    };
  }

  /** Where the invoice stands on the prompt-payment clock at `now`. */
  clock(invoice: InvoiceRow, now: Date) {
    return paymentClock(invoice.issuedAt, now, invoice.noticeAt ? { sentAt: invoice.noticeAt } : null, invoice.paidAt);
  }

  /** What a new invoice starts from, for its contractor: the schedule's milestones, the signed change orders, who payment is sent to. */
  async invoiceDraft(actor: Actor, agreement: AgreementRow, reads: JobReads = new JobReads(this, agreement)) {
    if (!canTakeJobStep(actor, { table: 'job', step: 'issueInvoice' }, agreement)) return null;
    const [invoices, changes] = await Promise.all([reads.invoices(), reads.signedChanges()]);
    const { contractor } = agreement.terms;
    return {
      number: invoiceNumber(invoices.length + 1),
      milestones: agreement.terms.payments.map((payment) => payment.description),
      changeOrderNumbers: changes.map((change) => change.number),
      paymentContact: { name: contractor.operatingName || contractor.legalName, phone: contractor.phone, address: contractor.businessAddress },
      chargesHst: Boolean(contractor.hstNumber),
    };
  }

  /** The agreement, locked for the step, for someone who may see it (the other money services start from it). */
  async lockedAgreement(actor: Actor, rawId: unknown, manager: EntityManager): Promise<AgreementRow> {
    if (!isUser(actor)) throw new UnauthenticatedError('Sign in to see this job.');
    return this.deps.agreements.locked(actor, parseId(rawId, 'agreementId'), manager);
  }

  async audit(manager: EntityManager, actor: Actor, agreement: AgreementRow, action: string, before: Record<string, unknown> | null, after: Record<string, unknown>, note?: string | null) {
    await this.deps.audit.record(actor, { action, subjectType: 'agreement', subjectId: agreement.id, before, after, note: note ?? undefined }, manager);
  }

  async invoice(id: number, manager: EntityManager = this.deps.db.manager, lock = false): Promise<InvoiceRow | undefined> {
    const [row] = await manager.query(`${INVOICE_SELECT} WHERE id = $1${lock ? ' FOR UPDATE' : ''}`, [id]);
    return row;
  }

  async payment(id: number, manager: EntityManager = this.deps.db.manager, lock = false): Promise<PaymentRow | undefined> {
    const [row] = await manager.query(`${PAYMENT_SELECT} WHERE id = $1${lock ? ' FOR UPDATE' : ''}`, [id]);
    return row;
  }

  /** The invoice an actor may read (for GraphQL's return values and the PDF). */
  async getInvoice(actor: Actor, rawId: unknown): Promise<{ agreement: AgreementRow; invoice: InvoiceRow }> {
    const invoiceId = parseId(rawId);
    if (!isUser(actor)) throw new UnauthenticatedError('Sign in to see this invoice.');
    const invoice = await this.invoice(invoiceId);
    if (!invoice) throw new NotFoundError('Invoice', invoiceId);
    const agreement = await this.deps.agreements.get(actor, invoice.agreementId).catch((error) => {
      throw error instanceof NotFoundError ? new NotFoundError('Invoice', invoiceId) : error;
    });
    return { agreement, invoice };
  }

  /** Confirmed payments recorded against an invoice (its own, not the pool's). */
  paidAgainst(invoice: InvoiceRow, payments: readonly PaymentRow[]): number {
    return payments.filter((payment) => payment.invoiceId === invoice.id && payment.status === 'confirmed').reduce((sum, payment) => sum + payment.amountCents, 0);
  }
}
