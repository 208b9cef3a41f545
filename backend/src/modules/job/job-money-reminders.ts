import { PAYMENT_MESSAGES, type PaymentReminder, formatCents, formatDate, holdbackReleaseOn, noticeDeadlineOn, paymentDueOn, remindersDue, torontoDayOf } from '@marketplace/shared';
import type { DataSource, EntityManager } from 'typeorm';
import type { Actor } from '../../policy/actor';
import type { AgreementRow } from '../agreement/agreement-rows';
import type { AgreementService } from '../agreement/agreement.service';
import { INVOICE_SELECT, invoiceNumber, type InvoiceRow } from './job-money-rows';
import type { JobMoneyService } from './job-money.service';

/** The reminders of the job's money: the prompt-payment clock's on each unpaid invoice, and the holdback's once it falls due. */
export class JobMoneyReminders {
  constructor(private readonly deps: { db: DataSource; agreements: AgreementService; money: JobMoneyService }) {}

  /**
   * The prompt-payment clock's reminders and the holdback's, due at the database's `now`: each is recorded in
   * job_reminder before it is sent, so it goes once whatever the number of replicas or runs (docs/payments.md).
   */
  async sendReminders(): Promise<{ sent: number }> {
    const system: Actor = { kind: 'system', name: 'payment reminders' };
    return this.deps.db.transaction(async (manager) => {
      const now = await this.deps.money.now(manager);
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
        if ((await this.deps.money.ledger(agreement, manager)).holdbackDueCents <= 0) continue;
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
