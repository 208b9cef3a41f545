import { createHash } from 'node:crypto';
import type { Readable } from 'node:stream';
import {
  AGREEMENT_LIMITS,
  PAYMENT_LIMITS,
  PAYMENT_MESSAGES,
  type InvoiceAmounts,
  type InvoiceKind,
  agreementTotals,
  formatCents,
  formatDate,
  holdbackReleaseAmounts,
  invoiceAmounts,
  invoiceRuleProblem,
  nonPaymentNoticeProblems,
  noticeDeadlineOn,
  paymentDueOn,
  properInvoiceProblems,
  torontoDayOf,
} from '@marketplace/shared';
import type { DataSource, EntityManager } from 'typeorm';
import type { Mailer } from '../../mail/mailer';
import { composeEmail } from '../../mail/message';
import { isUser, type Actor } from '../../policy/actor';
import { assertJobStep } from '../../policy/job';
import type { PhotoStorage } from '../../storage';
import { ConflictError, NotFoundError, UnauthenticatedError, ValidationError } from '../../shared/errors';
import { parseId } from '../../shared/validate';
import { agreementPath, type AgreementRow, type ChangeOrderRow } from '../agreement/agreement-rows';
import { type AgreementService } from '../agreement/agreement.service';
import { blank, cents, invoiceNumber, problemsError, text, type InvoiceDetails, type InvoicePdfRenderer, type InvoiceRow, type JobMoneyEvents } from './job-money-rows';
import type { JobMoneyService } from './job-money.service';

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/**
 * Proper invoices on an agreement in force (docs/payments.md): a milestone's or a signed change order's, the
 * holdback's release, and the homeowner's notice of non-payment. Each is issued under the agreement's row lock, its
 * PDF stored and e-mailed to the homeowner: that moment starts the prompt-payment clock.
 */
export class InvoiceService {
  constructor(
    private readonly deps: {
      db: DataSource;
      agreements: AgreementService;
      money: JobMoneyService;
      mail: Mailer;
      siteUrl: string;
      storage?: PhotoStorage;
      renderPdf?: InvoicePdfRenderer;
      events?: JobMoneyEvents;
    },
  ) {}

  /**
   * The contractor issues a proper invoice for a milestone or a signed change order. Its amounts come from
   * invoiceAmounts on the running totals, under the agreement's row lock; it is refused when an item of a
   * proper invoice is missing, or when it takes the work invoiced beyond the signed totals (the 10 % rule).
   * The PDF is stored and e-mailed to the homeowner: that moment starts the prompt-payment clock.
   */
  async issueInvoice(actor: Actor, rawAgreementId: unknown, input: Record<string, unknown>): Promise<InvoiceRow> {
    const id = await this.deps.db.transaction(async (manager) => {
      const agreement = await this.deps.money.lockedAgreement(actor, rawAgreementId, manager);
      assertJobStep(actor, { table: 'job', step: 'issueInvoice' }, agreement);
      const now = await this.deps.money.now(manager);
      const [invoices, payments, changes] = await Promise.all([this.deps.money.invoices(agreement.id, manager), this.deps.money.payments(agreement.id, manager), this.deps.money.signedChanges(agreement.id, manager)]);
      const current = this.deps.money.ledgerOf(agreement, invoices, payments, changes);
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
    return (await this.deps.money.invoice(id))!;
  }

  /** The contractor invoices the holdback still kept back, once the homeowner confirmed substantial performance and 60 days have passed. */
  async issueHoldbackRelease(actor: Actor, rawAgreementId: unknown): Promise<InvoiceRow> {
    const id = await this.deps.db.transaction(async (manager) => {
      const agreement = await this.deps.money.lockedAgreement(actor, rawAgreementId, manager);
      const performance = await this.deps.money.substantialPerformance(agreement.id, manager);
      assertJobStep(actor, { table: 'substantial-performance', step: 'releaseHoldback', subject: performance?.status ?? 'none' }, agreement);
      const now = await this.deps.money.now(manager);
      const releaseOn = this.deps.money.holdbackReleaseOn(performance)!;
      if (torontoDayOf(now) < releaseOn) throw new ConflictError(PAYMENT_MESSAGES.holdbackReleaseOn(releaseOn));
      const [invoices, payments, changes] = await Promise.all([this.deps.money.invoices(agreement.id, manager), this.deps.money.payments(agreement.id, manager), this.deps.money.signedChanges(agreement.id, manager)]);
      const current = this.deps.money.ledgerOf(agreement, invoices, payments, changes);
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
    return (await this.deps.money.invoice(id))!;
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
    const stored = (await this.deps.money.invoice(row.id, manager))!;
    const number = invoiceNumber(invoice.number);
    const dueOn = paymentDueOn(invoice.now);
    const noticeDeadline = noticeDeadlineOn(invoice.now);
    const pdf = await this.renderAndStore(agreement, stored, number, dueOn, noticeDeadline);
    await manager.query(`UPDATE invoice SET pdf_key = $2, pdf_sha256 = $3 WHERE id = $1`, [row.id, pdf.key, pdf.sha256]);
    const what = invoice.kind === 'holdback-release' ? 'the holdback release' : `invoice ${number}`;
    await this.deps.agreements.event(manager, agreement.id, 'invoice-issued', 'contractor', `${number}: ${formatCents(amounts.payableNowCents)} payable by ${formatDate(dueOn)}`);
    await this.deps.money.audit(manager, actor, agreement, 'invoice.issue', null, { invoice: number, kind: invoice.kind, ...amounts });
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

  /** An invoice and its agreement, locked, for someone who may see them (404 for everyone else). */
  private async lockedInvoice(actor: Actor, rawId: unknown, manager: EntityManager): Promise<{ agreement: AgreementRow; invoice: InvoiceRow }> {
    const invoiceId = parseId(rawId);
    if (!isUser(actor)) throw new UnauthenticatedError('Sign in to see this invoice.');
    const found = await this.deps.money.invoice(invoiceId, manager);
    if (!found) throw new NotFoundError('Invoice', invoiceId);
    const agreement = await this.deps.agreements.locked(actor, found.agreementId, manager).catch((error) => {
      throw error instanceof NotFoundError ? new NotFoundError('Invoice', invoiceId) : error;
    });
    return { agreement, invoice: (await this.deps.money.invoice(invoiceId, manager, true))! };
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
      const now = await this.deps.money.now(manager);
      const draft = { amountCents: typeof input.amountCents === 'number' ? input.amountCents : Number.NaN, reasons: typeof input.reasons === 'string' ? input.reasons : '' };
      const problems = nonPaymentNoticeProblems(draft, { issuedOn: invoice.issuedAt, payableNowCents: invoice.payableNowCents }, now);
      const late = problems.find((problem) => problem.field === 'notice');
      if (late) throw new ConflictError(late.message);
      if (problems.length > 0) throw problemsError(problems);
      await manager.query(`UPDATE invoice SET notice_amount_cents = $2, notice_reasons = $3, notice_at = $4 WHERE id = $1`, [invoice.id, draft.amountCents, draft.reasons.trim(), now]);
      const number = invoiceNumber(invoice.number);
      await this.deps.agreements.event(manager, agreement.id, 'notice-of-non-payment', 'homeowner', `${number}: ${formatCents(draft.amountCents)} withheld`);
      await this.deps.money.audit(manager, actor, agreement, 'invoice.notice', { invoice: number }, { invoice: number, amountCents: draft.amountCents }, draft.reasons.trim());
      await this.deps.agreements.tell(
        manager,
        agreement,
        'contractor',
        `Notice of non-payment on ${number} for "${agreement.projectTitle}"`,
        `The homeowner will not pay ${formatCents(draft.amountCents)} of ${number}, and wrote: "${draft.reasons.trim().slice(0, 300)}". The rest is due by ${formatDate(paymentDueOn(invoice.issuedAt))}.`,
        'Read the notice',
      );
    });
    return (await this.deps.money.invoice(invoiceId))!;
  }

  /** The invoice's PDF, for the two parties and operators. */
  async pdf(actor: Actor, rawId: unknown): Promise<{ body: Readable; filename: string; size?: number }> {
    const { invoice } = await this.deps.money.getInvoice(actor, rawId);
    if (!invoice.pdfKey || !this.deps.storage) throw new NotFoundError('Invoice PDF', invoice.id);
    const stored = await this.deps.storage.get(invoice.pdfKey);
    if (!stored) throw new NotFoundError('Invoice PDF', invoice.id);
    return { body: stored.body, size: stored.size, filename: `${invoiceNumber(invoice.number)}.pdf` };
  }
}
