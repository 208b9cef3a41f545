import { PAYMENT_MESSAGES, PAYMENT_METHOD_LABELS, type PaymentMethod, formatCents, formatDate, holdbackReleaseOn, paymentRecordProblems } from '@marketplace/shared';
import type { DataSource, EntityManager } from 'typeorm';
import { isUser, type Actor, type UserActor } from '../../policy/actor';
import { assertJobStep } from '../../policy/job';
import { NotFoundError, UnauthenticatedError, ValidationError } from '../../shared/errors';
import { parseId } from '../../shared/validate';
import type { AgreementRow } from '../agreement/agreement-rows';
import type { AgreementService } from '../agreement/agreement.service';
import { NOTE_MAX, blank, invoiceNumber, problemsError, text, type InvoiceRow, type JobMoneyEvents, type PaymentRow } from './job-money-rows';
import type { JobMoneyService } from './job-money.service';

/**
 * Payments made outside the marketplace (docs/payments.md): the homeowner records one, the contractor confirms it
 * arrived (the invoices it covers are then paid) or says it did not; and substantial performance, which the
 * contractor declares and the homeowner confirms (the holdback falls due 60 days later) or disputes.
 */
export class PaymentService {
  constructor(private readonly deps: { db: DataSource; agreements: AgreementService; money: JobMoneyService; events?: JobMoneyEvents }) {}

  /** The homeowner records a payment made outside the marketplace; the contractor is asked to confirm it. */
  async recordPayment(actor: Actor, rawAgreementId: unknown, input: Record<string, unknown>): Promise<PaymentRow> {
    const id = await this.deps.db.transaction(async (manager) => {
      const agreement = await this.deps.money.lockedAgreement(actor, rawAgreementId, manager);
      assertJobStep(actor, { table: 'job', step: 'recordPayment' }, agreement);
      const now = await this.deps.money.now(manager);
      let invoice: InvoiceRow | undefined;
      if (!blank(input.invoiceId)) {
        invoice = await this.deps.money.invoice(parseId(input.invoiceId, 'invoiceId'), manager);
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
      await this.deps.money.audit(manager, actor, agreement, 'payment.record', null, { paymentId: row.id, amountCents: draft.amountCents, method, paidOn: draft.paidOn, invoiceId: invoice?.id ?? null });
      await this.deps.agreements.tell(manager, agreement, 'contractor', `Payment recorded for "${agreement.projectTitle}"`, `The homeowner recorded ${label}. Confirm it once it has arrived.`, 'Confirm the payment');
      return row.id as number;
    });
    return (await this.deps.money.payment(id))!;
  }

  /** The contractor confirms a payment arrived (an invoice it settles is then paid), or says it did not. */
  async decidePayment(actor: Actor, rawId: unknown, step: 'confirm' | 'dispute', rawNote: unknown): Promise<PaymentRow> {
    const paymentId = parseId(rawId);
    if (!isUser(actor)) throw new UnauthenticatedError('Sign in to see this payment.');
    const note = step === 'dispute' ? text(rawNote, 'note', NOTE_MAX) : null;
    if (step === 'dispute' && !note) throw new ValidationError({ note: 'Say what you found: for example, no e-Transfer arrived at the address on the invoice' });
    await this.deps.db.transaction(async (manager) => {
      const found = await this.deps.money.payment(paymentId, manager);
      if (!found) throw new NotFoundError('Payment', paymentId);
      const agreement = await this.deps.agreements.locked(actor, found.agreementId, manager).catch((error) => {
        throw error instanceof NotFoundError ? new NotFoundError('Payment', paymentId) : error;
      });
      const payment = (await this.deps.money.payment(paymentId, manager, true))!;
      assertJobStep(actor, { table: 'payment', step, subject: payment.status }, agreement);
      const status = step === 'confirm' ? 'confirmed' : 'disputed';
      await manager.query(`UPDATE payment SET status = $2, decided_at = now(), dispute_note = $3 WHERE id = $1`, [payment.id, status, note]);
      const label = `${formatCents(payment.amountCents)} paid on ${formatDate(payment.paidOn)}`;
      await this.deps.agreements.event(manager, agreement.id, step === 'confirm' ? 'payment-confirmed' : 'payment-disputed', 'contractor', note ? `${label}: ${note}` : label);
      await this.deps.money.audit(manager, actor, agreement, `payment.${step}`, { paymentId: payment.id, status: payment.status }, { paymentId: payment.id, status }, note);
      if (step === 'confirm') await this.settle(manager, agreement);
      await this.deps.agreements.tell(
        manager,
        agreement,
        'homeowner',
        step === 'confirm' ? `Payment confirmed for "${agreement.projectTitle}"` : `The contractor has not received a payment for "${agreement.projectTitle}"`,
        step === 'confirm' ? `The contractor confirmed receiving ${label}.` : `The contractor says ${label} has not arrived: "${note}". Check with your bank, then talk to them.`,
      );
    });
    return (await this.deps.money.payment(paymentId))!;
  }

  /**
   * Marks paid each invoice that confirmed payments now cover: those recorded against it, and payments recorded
   * against no invoice, applied to the oldest unpaid invoices first. What a notice of non-payment withholds is
   * not due. Each invoice newly paid sends invoice.paid.
   */
  private async settle(manager: EntityManager, agreement: AgreementRow): Promise<void> {
    const [invoices, payments] = await Promise.all([this.deps.money.invoices(agreement.id, manager), this.deps.money.payments(agreement.id, manager)]);
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

  /** The contractor declares the work substantially performed (again, after a dispute); the homeowner is asked to confirm. */
  async declareSubstantialPerformance(actor: Actor, rawAgreementId: unknown, rawNote: unknown): Promise<AgreementRow> {
    const note = text(rawNote, 'note', NOTE_MAX) || null;
    const agreementId = await this.deps.db.transaction(async (manager) => {
      const agreement = await this.deps.money.lockedAgreement(actor, rawAgreementId, manager);
      const performance = await this.deps.money.substantialPerformance(agreement.id, manager);
      assertJobStep(actor, { table: 'substantial-performance', step: 'declare', subject: performance?.status ?? 'none' }, agreement);
      await manager.query(
        `UPDATE agreement SET substantial_performance = 'declared', substantial_performance_declared_at = now(), substantial_performance_note = $2,
           substantial_performance_decided_at = NULL, substantial_performance_dispute_note = NULL, updated_at = now() WHERE id = $1`,
        [agreement.id, note],
      );
      await this.deps.agreements.event(manager, agreement.id, 'performance-declared', 'contractor', note);
      await this.deps.money.audit(manager, actor, agreement, 'substantial-performance.declare', { status: performance?.status ?? 'none' }, { status: 'declared' }, note);
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
      const agreement = await this.deps.money.lockedAgreement(actor, rawAgreementId, manager);
      const performance = await this.deps.money.substantialPerformance(agreement.id, manager);
      assertJobStep(actor, { table: 'substantial-performance', step, subject: performance?.status ?? 'none' }, agreement);
      const now = await this.deps.money.now(manager);
      await manager.query(
        `UPDATE agreement SET substantial_performance = $2, substantial_performance_decided_at = $3, substantial_performance_dispute_note = $4, updated_at = now() WHERE id = $1`,
        [agreement.id, step === 'confirm' ? 'confirmed' : 'disputed', now, note],
      );
      const releaseOn = holdbackReleaseOn(now);
      await this.deps.agreements.event(manager, agreement.id, step === 'confirm' ? 'performance-confirmed' : 'performance-disputed', 'homeowner', note);
      await this.deps.money.audit(manager, actor, agreement, `substantial-performance.${step}`, { status: 'declared' }, { status: step === 'confirm' ? 'confirmed' : 'disputed', holdbackReleaseOn: step === 'confirm' ? releaseOn : null }, note);
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
}
