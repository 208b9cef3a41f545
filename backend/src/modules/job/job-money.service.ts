import { createHash } from 'node:crypto';
import type { Readable } from 'node:stream';
import {
  AGREEMENT_LIMITS,
  PAYMENT_LIMITS,
  PAYMENT_MESSAGES,
  PAYMENT_METHOD_LABELS,
  type InvoiceAmounts,
  type InvoiceKind,
  type Ledger,
  type PaymentMethod,
  type PaymentReminder,
  agreementTotals,
  formatCents,
  formatDate,
  holdbackReleaseAmounts,
  holdbackReleaseOn,
  invoiceAmounts,
  invoiceRoomCents,
  invoiceRuleProblem,
  ledger,
  noticeDeadlineOn,
  nonPaymentNoticeProblems,
  paymentClock,
  paymentDueOn,
  paymentRecordProblems,
  properInvoiceProblems,
  remindersDue,
  torontoDayOf,
} from '@marketplace/rules';
import type { DataSource, EntityManager } from 'typeorm';
import type { Mailer } from '../../mail/mailer';
import { composeEmail } from '../../mail/message';
import { isUser, type Actor, type UserActor } from '../../policy/actor';
import { assertJobStep, canTakeJobStep } from '../../policy/job';
import type { SubstantialPerformanceState } from '../../policy/lifecycle-job';
import type { PhotoStorage } from '../../storage';
import { ConflictError, NotFoundError, UnauthenticatedError, ValidationError } from '../../shared/errors';
import { parseId } from '../../shared/validate';
import type { AuditLog } from '../audit/audit-log';
import { agreementPath, type AgreementRow, type AgreementService, type ChangeOrderRow } from '../agreement/agreement.service';

/** What a proper invoice says besides its amounts, as issued (the invoice's `details`). */
export interface InvoiceDetails {
  contractor: { name: string; address: string; hstNumber: string | null };
  homeowner: { name: string; workAddress: string };
  periodStart: string;
  periodEnd: string;
  description: string;
  paymentContact: { name: string; phone: string; address: string };
  milestone: string | null;
  changeOrderNumber: number | null;
}

export interface InvoiceRow extends InvoiceAmounts {
  id: number;
  agreementId: number;
  number: number;
  kind: InvoiceKind;
  status: 'issued' | 'paid';
  reference: string;
  details: InvoiceDetails;
  pdfKey: string | null;
  issuedAt: Date;
  noticeAmountCents: number | null;
  noticeReasons: string | null;
  noticeAt: Date | null;
  paidAt: Date | null;
}

export interface PaymentRow {
  id: number;
  agreementId: number;
  invoiceId: number | null;
  amountCents: number;
  method: PaymentMethod;
  paidOn: string;
  reference: string | null;
  status: 'recorded' | 'confirmed' | 'disputed';
  recordedAt: Date;
  decidedAt: Date | null;
  disputeNote: string | null;
}

export interface SubstantialPerformanceRow {
  status: Exclude<SubstantialPerformanceState, 'none'>;
  declaredAt: Date;
  note: string | null;
  decidedAt: Date | null;
  disputeNote: string | null;
}

/** The invoice PDF generator (invoice-pdf.ts), passed in as the agreement's is. */
export type InvoicePdfRenderer = (input: { agreementId: number; projectTitle: string; invoice: InvoiceRow; number: string; dueOn: string; noticeDeadline: string }) => Promise<Buffer>;

/** Webhook events of the job's money: ids, states and amounts, never personal details. */
export interface JobMoneyEvents {
  jobEvent(manager: EntityManager, type: 'invoice.issued' | 'invoice.paid' | 'dispute.opened', data: { projectId: string } & Record<string, string | number>): Promise<void>;
}

const INVOICE_SELECT = `SELECT id, agreement_id AS "agreementId", number, kind, status, reference, details,
  subtotal_cents::float8 AS "subtotalCents", taxable_cents::float8 AS "taxableCents", hst_cents::float8 AS "hstCents", total_cents::float8 AS "totalCents",
  holdback_cents::float8 AS "holdbackCents", holdback_hst_cents::float8 AS "holdbackHstCents", kept_back_cents::float8 AS "keptBackCents",
  payable_now_cents::float8 AS "payableNowCents", pdf_key AS "pdfKey", issued_at AS "issuedAt", notice_amount_cents::float8 AS "noticeAmountCents",
  notice_reasons AS "noticeReasons", notice_at AS "noticeAt", paid_at AS "paidAt" FROM invoice`;

const PAYMENT_SELECT = `SELECT id, agreement_id AS "agreementId", invoice_id AS "invoiceId", amount_cents::float8 AS "amountCents", method,
  to_char(paid_on, 'YYYY-MM-DD') AS "paidOn", reference, status, recorded_at AS "recordedAt", decided_at AS "decidedAt", dispute_note AS "disputeNote" FROM payment`;

const NOTE_MAX = 2000;

/** INV-0003: the number both sides and the PDF use. */
export const invoiceNumber = (number: number) => `INV-${String(number).padStart(4, '0')}`;
export const invoicePdfPath = (id: number) => `/api/invoices/${id}/pdf`;

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
const blank = (value: unknown) => value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

function text(value: unknown, field: string, max: number): string {
  if (blank(value)) return '';
  if (typeof value !== 'string') throw new ValidationError({ [field]: 'Must be text' });
  if (value.length > max) throw new ValidationError({ [field]: PAYMENT_MESSAGES.tooLong(max) });
  return value.trim();
}

function cents(value: unknown, field: string, message: string): number {
  if (typeof value !== 'number' || !Number.isSafeInteger(value)) throw new ValidationError({ [field]: message });
  return value;
}

function problemsError(problems: readonly { field: string; message: string }[], summary?: string): ValidationError {
  return new ValidationError(Object.fromEntries(problems.map((problem) => [problem.field, problem.message])), summary);
}

/**
 * The job's money after the agreement is in force (docs/payments.md): proper invoices with the Construction
 * Act's holdback, the prompt-payment clock and its reminders, payments made outside the marketplace and
 * confirmed by the contractor, substantial performance and the holdback's release. Every amount comes from
 * the pure rules (rules/src/payments.ts) in integer cents, computed under the agreement's row lock; every
 * step is a row of the lifecycle tables (JOB_STEPS, INVOICE_STEPS, PAYMENT_STEPS,
 * SUBSTANTIAL_PERFORMANCE_STEPS) and audit-logged. Only the two parties and operators read any of it.
 */
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

export class JobMoneyService {
  constructor(
    private readonly deps: {
      db: DataSource;
      agreements: AgreementService;
      audit: AuditLog;
      mail: Mailer;
      siteUrl: string;
      storage?: PhotoStorage;
      renderPdf?: InvoicePdfRenderer;
      events?: JobMoneyEvents;
    },
  ) {}

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

  private async lockedAgreement(actor: Actor, rawId: unknown, manager: EntityManager): Promise<AgreementRow> {
    if (!isUser(actor)) throw new UnauthenticatedError('Sign in to see this job.');
    return this.deps.agreements.locked(actor, parseId(rawId, 'agreementId'), manager);
  }

  private async audit(manager: EntityManager, actor: Actor, agreement: AgreementRow, action: string, before: Record<string, unknown> | null, after: Record<string, unknown>, note?: string | null) {
    await this.deps.audit.record(actor, { action, subjectType: 'agreement', subjectId: agreement.id, before, after, note: note ?? undefined }, manager);
  }

  /**
   * The contractor issues a proper invoice for a milestone or a signed change order. Its amounts come from
   * invoiceAmounts on the running totals, under the agreement's row lock; it is refused when an item of a
   * proper invoice is missing, or when it takes the work invoiced beyond the signed totals (the 10 % rule).
   * The PDF is stored and e-mailed to the homeowner: that moment starts the prompt-payment clock.
   */
  async issueInvoice(actor: Actor, rawAgreementId: unknown, input: Record<string, unknown>): Promise<InvoiceRow> {
    const id = await this.deps.db.transaction(async (manager) => {
      const agreement = await this.lockedAgreement(actor, rawAgreementId, manager);
      assertJobStep(actor, { table: 'job', step: 'issueInvoice' }, agreement);
      const now = await this.now(manager);
      const [invoices, payments, changes] = await Promise.all([this.invoices(agreement.id, manager), this.payments(agreement.id, manager), this.signedChanges(agreement.id, manager)]);
      const current = this.ledgerOf(agreement, invoices, payments, changes);
      const milestone = text(input.milestone, 'milestone', AGREEMENT_LIMITS.description);
      let changeOrder: ChangeOrderRow | undefined;
      if (!blank(input.changeOrderNumber)) {
        changeOrder = changes.find((change) => change.number === input.changeOrderNumber);
        if (!changeOrder) throw new ValidationError({ changeOrderNumber: 'Choose a change order both sides have signed' });
      } else if (milestone && !agreement.terms.payments.some((payment) => payment.description === milestone)) {
        throw new ValidationError({ milestone: 'Choose a milestone of the agreement’s payment schedule' });
      }
      const amountCents = cents(input.amountCents, 'amount', PAYMENT_MESSAGES.amount);
      const taxable = input.taxable !== false;
      const { contractor, homeowner } = agreement.terms;
      const hstRegistered = Boolean(contractor.hstNumber);
      const amounts = invoiceAmounts({ hstRegistered, amountCents, taxable, invoicedBefore: current.invoicedBefore });
      const contact = (input.paymentContact ?? {}) as Record<string, unknown>;
      const signedOn = agreement.inForceAt ? ` signed ${formatDate(agreement.inForceAt)}` : '';
      const reference = changeOrder
        ? `Change order ${changeOrder.number} to agreement #${agreement.id}`
        : `Agreement #${agreement.id}${signedOn}${milestone ? `, milestone: ${milestone}` : ''}`;
      const details: InvoiceDetails = {
        contractor: { name: contractor.operatingName ? `${contractor.legalName} (${contractor.operatingName})` : contractor.legalName, address: contractor.businessAddress, hstNumber: contractor.hstNumber ?? null },
        homeowner: { name: homeowner.name, workAddress: homeowner.workAddress },
        periodStart: text(input.periodStart, 'period', 40),
        periodEnd: text(input.periodEnd, 'period', 40),
        description: text(input.description, 'description', PAYMENT_LIMITS.description),
        paymentContact: {
          name: text(contact.name, 'paymentContact.name', PAYMENT_LIMITS.name),
          phone: text(contact.phone, 'paymentContact.phone', 40),
          address: text(contact.address, 'paymentContact.address', PAYMENT_LIMITS.address),
        },
        milestone: changeOrder ? null : milestone || null,
        changeOrderNumber: changeOrder?.number ?? null,
      };
      const issuedOn = torontoDayOf(now);
      const problems = properInvoiceProblems({
        contractor: details.contractor,
        issuedOn,
        periodStart: details.periodStart,
        periodEnd: details.periodEnd,
        agreementReference: reference,
        description: details.description,
        subtotalCents: amountCents,
        hstCents: amounts.hstCents,
        paymentContact: details.paymentContact,
      });
      if (problems.length > 0) throw problemsError(problems);
      const agreed = agreementTotals(agreement.terms.lines);
      const rule = invoiceRuleProblem(current.invoicedBefore.subtotalCents, amountCents, {
        ...agreed,
        signedChangeCents: changes.reduce((sum, change) => sum + agreementTotals(change.terms.lines).subtotalCents, 0),
      });
      if (rule) throw problemsError([rule]);
      return this.insertInvoice(manager, actor, agreement, { kind: 'work', changeOrderId: changeOrder?.id ?? null, reference, details, amounts, number: invoices.length + 1, now });
    });
    return (await this.invoice(id))!;
  }

  /** The contractor invoices the holdback still kept back, once the homeowner confirmed substantial performance and 60 days have passed. */
  async issueHoldbackRelease(actor: Actor, rawAgreementId: unknown): Promise<InvoiceRow> {
    const id = await this.deps.db.transaction(async (manager) => {
      const agreement = await this.lockedAgreement(actor, rawAgreementId, manager);
      const performance = await this.substantialPerformance(agreement.id, manager);
      assertJobStep(actor, { table: 'substantial-performance', step: 'releaseHoldback', subject: performance?.status ?? 'none' }, agreement);
      const now = await this.now(manager);
      const releaseOn = this.holdbackReleaseOn(performance)!;
      if (torontoDayOf(now) < releaseOn) throw new ConflictError(PAYMENT_MESSAGES.holdbackReleaseOn(releaseOn));
      const [invoices, payments, changes] = await Promise.all([this.invoices(agreement.id, manager), this.payments(agreement.id, manager), this.signedChanges(agreement.id, manager)]);
      const current = this.ledgerOf(agreement, invoices, payments, changes);
      if (current.holdbackDueCents <= 0) throw new ConflictError('No holdback is kept back on this job.');
      const last = [...invoices].reverse().find((invoice) => invoice.kind === 'work')!;
      const details: InvoiceDetails = {
        ...last.details,
        periodStart: invoices[0].details.periodStart,
        periodEnd: torontoDayOf(performance!.decidedAt!),
        description: `Release of the holdback kept back under the Construction Act from invoices ${invoices.filter((invoice) => invoice.kind === 'work').map((invoice) => invoiceNumber(invoice.number)).join(', ')}. Substantial performance was confirmed on ${formatDate(performance!.decidedAt!)}.`,
        milestone: null,
        changeOrderNumber: null,
      };
      const reference = `Agreement #${agreement.id}: holdback release`;
      return this.insertInvoice(manager, actor, agreement, { kind: 'holdback-release', changeOrderId: null, reference, details, amounts: holdbackReleaseAmounts(current.holdbackToRelease), number: invoices.length + 1, now });
    });
    return (await this.invoice(id))!;
  }

  private async insertInvoice(
    manager: EntityManager,
    actor: Actor,
    agreement: AgreementRow,
    invoice: { kind: InvoiceKind; changeOrderId: number | null; reference: string; details: InvoiceDetails; amounts: InvoiceAmounts; number: number; now: Date },
  ): Promise<number> {
    const { amounts } = invoice;
    const [row] = await manager.query(
      `INSERT INTO invoice (agreement_id, number, kind, change_order_id, reference, details, subtotal_cents, taxable_cents, hst_cents, total_cents,
         holdback_cents, holdback_hst_cents, kept_back_cents, payable_now_cents, issued_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15) RETURNING id`,
      [
        agreement.id,
        invoice.number,
        invoice.kind,
        invoice.changeOrderId,
        invoice.reference,
        JSON.stringify(invoice.details),
        amounts.subtotalCents,
        amounts.taxableCents,
        amounts.hstCents,
        amounts.totalCents,
        amounts.holdbackCents,
        amounts.holdbackHstCents,
        amounts.keptBackCents,
        amounts.payableNowCents,
        invoice.now,
      ],
    );
    const stored = (await this.invoice(row.id, manager))!;
    const number = invoiceNumber(invoice.number);
    const dueOn = paymentDueOn(invoice.now);
    const noticeDeadline = noticeDeadlineOn(invoice.now);
    const pdf = await this.renderAndStore(agreement, stored, number, dueOn, noticeDeadline);
    await manager.query(`UPDATE invoice SET pdf_key = $2, pdf_sha256 = $3 WHERE id = $1`, [row.id, pdf.key, pdf.sha256]);
    const what = invoice.kind === 'holdback-release' ? 'the holdback release' : `invoice ${number}`;
    await this.deps.agreements.event(manager, agreement.id, 'invoice-issued', 'contractor', `${number}: ${formatCents(amounts.payableNowCents)} payable by ${formatDate(dueOn)}`);
    await this.audit(manager, actor, agreement, 'invoice.issue', null, { invoice: number, kind: invoice.kind, ...amounts });
    await this.deps.events?.jobEvent(manager, 'invoice.issued', {
      projectId: String(agreement.projectId),
      agreementId: String(agreement.id),
      invoiceId: String(row.id),
      kind: invoice.kind,
      status: 'issued',
      totalCents: amounts.totalCents,
      payableNowCents: amounts.payableNowCents,
      keptBackCents: amounts.keptBackCents,
    });
    const [homeowner] = await manager.query(`SELECT email, name FROM "user" WHERE id = $1`, [agreement.homeownerId]);
    const from = invoice.details.contractor.name;
    if (homeowner) {
      const message = composeEmail({
        to: homeowner.email,
        subject: `${from} sent ${what} for "${agreement.projectTitle}" (${formatCents(amounts.payableNowCents)} payable)`,
        greeting: `Hi ${String(homeowner.name).split(/\s+/)[0] || 'there'},`,
        paragraphs: [
          invoice.kind === 'holdback-release'
            ? `${from} invoiced the holdback you kept back: ${formatCents(amounts.totalCents)}, payable in full. The PDF is attached.`
            : `${from} sent invoice ${number} for ${invoice.details.description.slice(0, 200)}: ${formatCents(amounts.totalCents)} with HST, of which you keep back ${formatCents(amounts.keptBackCents)} as the Construction Act’s holdback. ${formatCents(amounts.payableNowCents)} is payable now. The PDF is attached.`,
          `Pay it by ${formatDate(dueOn, 'long')}. If you disagree with some or all of it, you may give a notice of non-payment, with your reasons, until ${formatDate(noticeDeadline, 'long')}, from the agreement page.`,
          'Payments are made directly to the contractor, outside GTA Home Pros. Record yours on the agreement page so both of you keep the same ledger.',
        ],
        action: { label: 'Open the invoice', url: `${this.deps.siteUrl}${agreementPath(agreement.id)}` },
        footer: ['Invoices are e-mailed to the homeowner whatever your e-mail settings: the payment clock starts when it is given.', 'GTA Home Pros shows the Construction Act’s clock; it is not legal advice.'],
      });
      await this.deps.mail.send({ ...message, attachments: [{ filename: `${number}.pdf`, contentType: 'application/pdf', contentBase64: pdf.bytes.toString('base64') }] }, manager);
    }
    await this.deps.agreements.tell(manager, agreement, 'homeowner', `New invoice for "${agreement.projectTitle}"`, `${from} sent ${number}: ${formatCents(amounts.payableNowCents)} payable by ${formatDate(dueOn)}.`, 'Open the invoice');
    return row.id as number;
  }

  private async renderAndStore(agreement: AgreementRow, invoice: InvoiceRow, number: string, dueOn: string, noticeDeadline: string): Promise<{ key: string; sha256: string; bytes: Buffer }> {
    const { renderPdf, storage } = this.deps;
    if (!renderPdf || !storage) throw new ConflictError('Invoices cannot be issued from this server: its PDF generator or file storage is not set up.');
    const bytes = await renderPdf({ agreementId: agreement.id, projectTitle: agreement.projectTitle, invoice, number, dueOn, noticeDeadline });
    const hash = sha256(bytes);
    const key = `private/invoices/${agreement.id}-${number}-${hash.slice(0, 16)}.pdf`;
    await storage.put(key, bytes, 'application/pdf', { size: bytes.length });
    return { key, sha256: hash, bytes };
  }

  async invoice(id: number, manager: EntityManager = this.deps.db.manager, lock = false): Promise<InvoiceRow | undefined> {
    const [row] = await manager.query(`${INVOICE_SELECT} WHERE id = $1${lock ? ' FOR UPDATE' : ''}`, [id]);
    return row;
  }

  async payment(id: number, manager: EntityManager = this.deps.db.manager, lock = false): Promise<PaymentRow | undefined> {
    const [row] = await manager.query(`${PAYMENT_SELECT} WHERE id = $1${lock ? ' FOR UPDATE' : ''}`, [id]);
    return row;
  }

  /** An invoice and its agreement, locked, for someone who may see them (404 for everyone else). */
  private async lockedInvoice(actor: Actor, rawId: unknown, manager: EntityManager): Promise<{ agreement: AgreementRow; invoice: InvoiceRow }> {
    const invoiceId = parseId(rawId);
    if (!isUser(actor)) throw new UnauthenticatedError('Sign in to see this invoice.');
    const found = await this.invoice(invoiceId, manager);
    if (!found) throw new NotFoundError('Invoice', invoiceId);
    const agreement = await this.deps.agreements.locked(actor, found.agreementId, manager).catch((error) => {
      throw error instanceof NotFoundError ? new NotFoundError('Invoice', invoiceId) : error;
    });
    return { agreement, invoice: (await this.invoice(invoiceId, manager, true))! };
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

  /** The homeowner gives a notice of non-payment within 14 days: the amount withheld and the reasons. The contractor is told. */
  async giveNotice(actor: Actor, rawInvoiceId: unknown, input: Record<string, unknown>): Promise<InvoiceRow> {
    let invoiceId = 0;
    await this.deps.db.transaction(async (manager) => {
      const { agreement, invoice } = await this.lockedInvoice(actor, rawInvoiceId, manager);
      invoiceId = invoice.id;
      assertJobStep(actor, { table: 'invoice', step: 'giveNotice', subject: invoice.status }, agreement);
      if (invoice.noticeAt) throw new ConflictError(PAYMENT_MESSAGES.noticeAlreadyGiven);
      if (invoice.kind !== 'work') throw new ConflictError('A notice of non-payment is given on an invoice for work; talk to the contractor about the holdback, or open a dispute.');
      const now = await this.now(manager);
      const draft = { amountCents: typeof input.amountCents === 'number' ? input.amountCents : Number.NaN, reasons: typeof input.reasons === 'string' ? input.reasons : '' };
      const problems = nonPaymentNoticeProblems(draft, { issuedOn: invoice.issuedAt, payableNowCents: invoice.payableNowCents }, now);
      const late = problems.find((problem) => problem.field === 'notice');
      if (late) throw new ConflictError(late.message);
      if (problems.length > 0) throw problemsError(problems);
      await manager.query(`UPDATE invoice SET notice_amount_cents = $2, notice_reasons = $3, notice_at = $4 WHERE id = $1`, [invoice.id, draft.amountCents, draft.reasons.trim(), now]);
      const number = invoiceNumber(invoice.number);
      await this.deps.agreements.event(manager, agreement.id, 'notice-of-non-payment', 'homeowner', `${number}: ${formatCents(draft.amountCents)} withheld`);
      await this.audit(manager, actor, agreement, 'invoice.notice', { invoice: number }, { invoice: number, amountCents: draft.amountCents }, draft.reasons.trim());
      await this.deps.agreements.tell(
        manager,
        agreement,
        'contractor',
        `Notice of non-payment on ${number} for "${agreement.projectTitle}"`,
        `The homeowner will not pay ${formatCents(draft.amountCents)} of ${number}, and wrote: "${draft.reasons.trim().slice(0, 300)}". The rest is due by ${formatDate(paymentDueOn(invoice.issuedAt))}.`,
        'Read the notice',
      );
    });
    return (await this.invoice(invoiceId))!;
  }

  /** The homeowner records a payment made outside the marketplace; the contractor is asked to confirm it. */
  async recordPayment(actor: Actor, rawAgreementId: unknown, input: Record<string, unknown>): Promise<PaymentRow> {
    const id = await this.deps.db.transaction(async (manager) => {
      const agreement = await this.lockedAgreement(actor, rawAgreementId, manager);
      assertJobStep(actor, { table: 'job', step: 'recordPayment' }, agreement);
      const now = await this.now(manager);
      let invoice: InvoiceRow | undefined;
      if (!blank(input.invoiceId)) {
        invoice = await this.invoice(parseId(input.invoiceId, 'invoiceId'), manager);
        if (!invoice || invoice.agreementId !== agreement.id) throw new ValidationError({ invoiceId: 'Choose one of this agreement’s invoices' });
      }
      const method = typeof input.method === 'string' ? input.method : '';
      const draft = {
        amountCents: typeof input.amountCents === 'number' ? input.amountCents : Number.NaN,
        method,
        paidOn: typeof input.paidOn === 'string' ? input.paidOn : '',
        reference: blank(input.reference) ? null : String(input.reference).trim(),
      };
      const problems = paymentRecordProblems(draft, now);
      if (problems.length > 0) throw problemsError(problems);
      const [row] = await manager.query(
        `INSERT INTO payment (agreement_id, invoice_id, amount_cents, method, paid_on, reference, recorded_by) VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
        [agreement.id, invoice?.id ?? null, draft.amountCents, method, draft.paidOn, draft.reference, (actor as UserActor).userId],
      );
      const label = `${formatCents(draft.amountCents)} by ${PAYMENT_METHOD_LABELS[method as PaymentMethod]} on ${formatDate(draft.paidOn)}${invoice ? ` for ${invoiceNumber(invoice.number)}` : ''}`;
      await this.deps.agreements.event(manager, agreement.id, 'payment-recorded', 'homeowner', label);
      await this.audit(manager, actor, agreement, 'payment.record', null, { paymentId: row.id, amountCents: draft.amountCents, method, paidOn: draft.paidOn, invoiceId: invoice?.id ?? null });
      await this.deps.agreements.tell(manager, agreement, 'contractor', `Payment recorded for "${agreement.projectTitle}"`, `The homeowner recorded ${label}. Confirm it once it has arrived.`, 'Confirm the payment');
      return row.id as number;
    });
    return (await this.payment(id))!;
  }

  /** The contractor confirms a payment arrived (an invoice it settles is then paid), or says it did not. */
  async decidePayment(actor: Actor, rawId: unknown, step: 'confirm' | 'dispute', rawNote: unknown): Promise<PaymentRow> {
    const paymentId = parseId(rawId);
    if (!isUser(actor)) throw new UnauthenticatedError('Sign in to see this payment.');
    const note = step === 'dispute' ? text(rawNote, 'note', NOTE_MAX) : null;
    if (step === 'dispute' && !note) throw new ValidationError({ note: 'Say what you found: for example, no e-Transfer arrived at the address on the invoice' });
    await this.deps.db.transaction(async (manager) => {
      const found = await this.payment(paymentId, manager);
      if (!found) throw new NotFoundError('Payment', paymentId);
      const agreement = await this.deps.agreements.locked(actor, found.agreementId, manager).catch((error) => {
        throw error instanceof NotFoundError ? new NotFoundError('Payment', paymentId) : error;
      });
      const payment = (await this.payment(paymentId, manager, true))!;
      assertJobStep(actor, { table: 'payment', step, subject: payment.status }, agreement);
      const status = step === 'confirm' ? 'confirmed' : 'disputed';
      await manager.query(`UPDATE payment SET status = $2, decided_at = now(), dispute_note = $3 WHERE id = $1`, [payment.id, status, note]);
      const label = `${formatCents(payment.amountCents)} paid on ${formatDate(payment.paidOn)}`;
      await this.deps.agreements.event(manager, agreement.id, step === 'confirm' ? 'payment-confirmed' : 'payment-disputed', 'contractor', note ? `${label}: ${note}` : label);
      await this.audit(manager, actor, agreement, `payment.${step}`, { paymentId: payment.id, status: payment.status }, { paymentId: payment.id, status }, note);
      if (step === 'confirm') await this.settle(manager, agreement);
      await this.deps.agreements.tell(
        manager,
        agreement,
        'homeowner',
        step === 'confirm' ? `Payment confirmed for "${agreement.projectTitle}"` : `The contractor has not received a payment for "${agreement.projectTitle}"`,
        step === 'confirm' ? `The contractor confirmed receiving ${label}.` : `The contractor says ${label} has not arrived: "${note}". Check with your bank, then talk to them.`,
      );
    });
    return (await this.payment(paymentId))!;
  }

  /**
   * Marks paid each invoice that confirmed payments now cover: those recorded against it, and payments recorded
   * against no invoice, applied to the oldest unpaid invoices first. What a notice of non-payment withholds is
   * not due. Each invoice newly paid sends invoice.paid.
   */
  private async settle(manager: EntityManager, agreement: AgreementRow): Promise<void> {
    const [invoices, payments] = await Promise.all([this.invoices(agreement.id, manager), this.payments(agreement.id, manager)]);
    const confirmed = payments.filter((payment) => payment.status === 'confirmed');
    let unassigned = confirmed.filter((payment) => payment.invoiceId === null).reduce((sum, payment) => sum + payment.amountCents, 0);
    for (const invoice of invoices) {
      const owed = invoice.payableNowCents - (invoice.noticeAmountCents ?? 0);
      const direct = confirmed.filter((payment) => payment.invoiceId === invoice.id).reduce((sum, payment) => sum + payment.amountCents, 0);
      const fromPool = Math.min(unassigned, Math.max(0, owed - direct));
      unassigned -= fromPool;
      if (invoice.status === 'paid' || direct + fromPool < owed) continue;
      await manager.query(`UPDATE invoice SET status = 'paid', paid_at = now() WHERE id = $1`, [invoice.id]);
      await this.deps.agreements.event(manager, agreement.id, 'invoice-paid', null, `${invoiceNumber(invoice.number)} paid`);
      await this.deps.events?.jobEvent(manager, 'invoice.paid', {
        projectId: String(agreement.projectId),
        agreementId: String(agreement.id),
        invoiceId: String(invoice.id),
        kind: invoice.kind,
        status: 'paid',
        totalCents: invoice.totalCents,
        payableNowCents: invoice.payableNowCents,
      });
    }
  }

  /** Confirmed payments recorded against an invoice (its own, not the pool's). */
  paidAgainst(invoice: InvoiceRow, payments: readonly PaymentRow[]): number {
    return payments.filter((payment) => payment.invoiceId === invoice.id && payment.status === 'confirmed').reduce((sum, payment) => sum + payment.amountCents, 0);
  }

  /** The contractor declares the work substantially performed (again, after a dispute); the homeowner is asked to confirm. */
  async declareSubstantialPerformance(actor: Actor, rawAgreementId: unknown, rawNote: unknown): Promise<AgreementRow> {
    const note = text(rawNote, 'note', NOTE_MAX) || null;
    const agreementId = await this.deps.db.transaction(async (manager) => {
      const agreement = await this.lockedAgreement(actor, rawAgreementId, manager);
      const performance = await this.substantialPerformance(agreement.id, manager);
      assertJobStep(actor, { table: 'substantial-performance', step: 'declare', subject: performance?.status ?? 'none' }, agreement);
      await manager.query(
        `UPDATE agreement SET substantial_performance = 'declared', substantial_performance_declared_at = now(), substantial_performance_note = $2,
           substantial_performance_decided_at = NULL, substantial_performance_dispute_note = NULL, updated_at = now() WHERE id = $1`,
        [agreement.id, note],
      );
      await this.deps.agreements.event(manager, agreement.id, 'performance-declared', 'contractor', note);
      await this.audit(manager, actor, agreement, 'substantial-performance.declare', { status: performance?.status ?? 'none' }, { status: 'declared' }, note);
      await this.deps.agreements.tell(
        manager,
        agreement,
        'homeowner',
        `The work on "${agreement.projectTitle}" is declared substantially performed`,
        `The contractor says the work is substantially performed${note ? `: "${note}"` : ''}. Confirm it once you agree; the holdback then falls due 60 days later.`,
        'Confirm or dispute',
      );
      return agreement.id;
    });
    return this.deps.agreements.get(actor, agreementId);
  }

  /** The homeowner confirms substantial performance (the holdback's 60 days start) or disputes it with a note. */
  async decideSubstantialPerformance(actor: Actor, rawAgreementId: unknown, step: 'confirm' | 'dispute', rawNote: unknown): Promise<AgreementRow> {
    const note = step === 'dispute' ? text(rawNote, 'note', NOTE_MAX) : null;
    if (step === 'dispute' && !note) throw new ValidationError({ note: 'Say what is left to do, so the contractor can finish it' });
    const agreementId = await this.deps.db.transaction(async (manager) => {
      const agreement = await this.lockedAgreement(actor, rawAgreementId, manager);
      const performance = await this.substantialPerformance(agreement.id, manager);
      assertJobStep(actor, { table: 'substantial-performance', step, subject: performance?.status ?? 'none' }, agreement);
      const now = await this.now(manager);
      await manager.query(
        `UPDATE agreement SET substantial_performance = $2, substantial_performance_decided_at = $3, substantial_performance_dispute_note = $4, updated_at = now() WHERE id = $1`,
        [agreement.id, step === 'confirm' ? 'confirmed' : 'disputed', now, note],
      );
      const releaseOn = holdbackReleaseOn(now);
      await this.deps.agreements.event(manager, agreement.id, step === 'confirm' ? 'performance-confirmed' : 'performance-disputed', 'homeowner', note);
      await this.audit(manager, actor, agreement, `substantial-performance.${step}`, { status: 'declared' }, { status: step === 'confirm' ? 'confirmed' : 'disputed', holdbackReleaseOn: step === 'confirm' ? releaseOn : null }, note);
      await this.deps.agreements.tell(
        manager,
        agreement,
        'contractor',
        step === 'confirm' ? `Substantial performance confirmed for "${agreement.projectTitle}"` : `The homeowner disputes substantial performance on "${agreement.projectTitle}"`,
        step === 'confirm' ? `${PAYMENT_MESSAGES.holdbackReleaseOn(releaseOn)}.` : `They wrote: "${note}". Declare it again once the work is done.`,
      );
      return agreement.id;
    });
    return this.deps.agreements.get(actor, agreementId);
  }

  /** The invoice's PDF, for the two parties and operators. */
  async pdf(actor: Actor, rawId: unknown): Promise<{ body: Readable; filename: string; size?: number }> {
    const { invoice } = await this.getInvoice(actor, rawId);
    if (!invoice.pdfKey || !this.deps.storage) throw new NotFoundError('Invoice PDF', invoice.id);
    const stored = await this.deps.storage.get(invoice.pdfKey);
    if (!stored) throw new NotFoundError('Invoice PDF', invoice.id);
    return { body: stored.body, size: stored.size, filename: `${invoiceNumber(invoice.number)}.pdf` };
  }

  /**
   * The prompt-payment clock's reminders and the holdback's, due at the database's `now`: each is recorded in
   * job_reminder before it is sent, so it goes once whatever the number of replicas or runs (docs/payments.md).
   */
  async sendReminders(): Promise<{ sent: number }> {
    const system: Actor = { kind: 'system', name: 'payment reminders' };
    return this.deps.db.transaction(async (manager) => {
      const now = await this.now(manager);
      let sent = 0;
      const unpaid: (InvoiceRow & { agreementStatus: string })[] = await manager.query(
        `SELECT i.*, a.status AS "agreementStatus" FROM (${INVOICE_SELECT} WHERE status = 'issued') i JOIN agreement a ON a.id = i."agreementId" WHERE a.status = 'in-force' ORDER BY i.id`,
      );
      for (const invoice of unpaid) {
        const due = remindersDue({ issuedOn: invoice.issuedAt, payableNowCents: invoice.payableNowCents, notice: invoice.noticeAt ? { sentAt: invoice.noticeAt, amountCents: invoice.noticeAmountCents ?? 0 } : null }, now);
        for (const kind of due) {
          if (!(await this.claimReminder(manager, 'invoice', invoice.id, kind))) continue;
          const agreement = await this.deps.agreements.locked(system, invoice.agreementId, manager);
          await this.remind(manager, agreement, invoice, kind);
          sent++;
        }
      }
      const releases: { id: number; decidedAt: Date }[] = await manager.query(
        `SELECT id, substantial_performance_decided_at AS "decidedAt" FROM agreement WHERE status = 'in-force' AND substantial_performance = 'confirmed' ORDER BY id`,
      );
      for (const row of releases) {
        const releaseOn = holdbackReleaseOn(row.decidedAt);
        if (torontoDayOf(now) < releaseOn) continue;
        const agreement = await this.deps.agreements.locked(system, row.id, manager);
        if ((await this.ledger(agreement, manager)).holdbackDueCents <= 0) continue;
        if (!(await this.claimReminder(manager, 'agreement', row.id, 'holdback-due'))) continue;
        for (const party of ['homeowner', 'contractor'] as const) {
          await this.deps.agreements.tell(
            manager,
            agreement,
            party,
            `The holdback on "${agreement.projectTitle}" falls due`,
            party === 'contractor'
              ? `${PAYMENT_MESSAGES.holdbackReleaseOn(releaseOn)}. Invoice it from the agreement page.`
              : `${PAYMENT_MESSAGES.holdbackReleaseOn(releaseOn)}. The contractor will invoice it; pay it once no lien has been registered.`,
          );
        }
        sent++;
      }
      return { sent };
    });
  }

  private async claimReminder(manager: EntityManager, subject: 'invoice' | 'agreement', id: number, kind: string): Promise<boolean> {
    const rows = await manager.query(`INSERT INTO job_reminder (subject, subject_id, kind) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING RETURNING kind`, [subject, id, kind]);
    return rows.length > 0;
  }

  private async remind(manager: EntityManager, agreement: AgreementRow, invoice: InvoiceRow, kind: PaymentReminder): Promise<void> {
    const number = invoiceNumber(invoice.number);
    const dueOn = paymentDueOn(invoice.issuedAt);
    const owed = formatCents(invoice.payableNowCents - (invoice.noticeAmountCents ?? 0));
    if (kind === 'notice-period-ending') {
      await this.deps.agreements.tell(
        manager,
        agreement,
        'homeowner',
        `The notice period on ${number} ends ${formatDate(noticeDeadlineOn(invoice.issuedAt))}`,
        `If you disagree with some or all of ${number} for "${agreement.projectTitle}", give a notice of non-payment with your reasons by ${formatDate(noticeDeadlineOn(invoice.issuedAt), 'long')}. Otherwise ${owed} is due by ${formatDate(dueOn)}.`,
        'Open the invoice',
      );
    } else if (kind === 'due-in-3-days') {
      await this.deps.agreements.tell(manager, agreement, 'homeowner', `${number} is due ${formatDate(dueOn)}`, `${owed} for "${agreement.projectTitle}" is due by ${formatDate(dueOn, 'long')}. Record the payment once you have made it.`, 'Open the invoice');
    } else {
      for (const party of ['homeowner', 'contractor'] as const) {
        await this.deps.agreements.tell(
          manager,
          agreement,
          party,
          `${number} for "${agreement.projectTitle}" is overdue`,
          party === 'homeowner'
            ? `${owed} was due on ${formatDate(dueOn)}. Pay it, or record the payment if you already have.`
            : `${owed} was due on ${formatDate(dueOn)} and no confirmed payment covers it. Talk to the homeowner; payment disputes can go to adjudication (ODACC).`,
          'Open the invoice',
        );
      }
    }
  }
}
