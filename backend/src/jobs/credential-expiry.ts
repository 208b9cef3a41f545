import type { DataSource } from 'typeorm';
import type { Logger } from '../logger';
import type { JobWorkers } from './job-workers';
import { credentialExpiredEmail, credentialExpiringEmail } from '../mail/credential-emails';
import type { MailMessage } from '../mail/message';
import { AuditLog } from '../modules/audit/audit-log';
import { CREDENTIAL_SELECT, type CredentialRow } from '../modules/contractor/credential.service';
import { CREDENTIAL_CLOCK } from '../policy/actor';
import { assertCredentialTransition } from '../policy/contractor';
import type { Mailer } from '../mail/mailer';
import { addDays, torontoDate } from '../shared/toronto-date';

const CHECK_CREDENTIALS = 'check-credential-expiry';
/** How long before its expiry date a contractor is reminded. */
export const REMINDER_DAYS = 30;

export interface CredentialExpiryDeps {
  db: DataSource;
  mail: Mailer;
  siteUrl: string;
}

/**
 * The daily check, for the day it is in Toronto at `now`: expires credentials past their date
 * (with an audit entry by the system and an e-mail), and reminds contractors 30 days ahead. The
 * sent markers make each e-mail go once, however often it runs. Tests call it with a chosen date.
 */
export async function runCredentialExpiry({ db, mail, siteUrl }: CredentialExpiryDeps, now: Date): Promise<{ expired: number; reminded: number }> {
  const today = torontoDate(now);
  const audit = new AuditLog(db);
  const outgoing: MailMessage[] = [];
  const { expired, reminded } = await db.transaction(async (manager) => {
    const due: CredentialRow[] = await manager.query(
      `${CREDENTIAL_SELECT} WHERE c.status IN ('submitted', 'verified') AND c.expires_on < $1::date ORDER BY c.id FOR UPDATE OF c SKIP LOCKED`,
      [today],
    );
    for (const credential of due) {
      assertCredentialTransition(CREDENTIAL_CLOCK, 'expire', credential, credential.contractorId);
      await manager.query(`UPDATE credential SET status = 'expired', expiry_notice_sent_at = now() WHERE id = $1`, [credential.id]);
      await audit.record(
        CREDENTIAL_CLOCK,
        {
          action: 'credential.expire',
          subjectType: 'credential',
          subjectId: credential.id,
          before: { status: credential.status },
          after: { status: 'expired' },
          note: `Expiry date ${credential.expiresOn} passed`,
        },
        manager,
      );
      outgoing.push(credentialExpiredEmail(credential, siteUrl));
    }
    const soon: CredentialRow[] = await manager.query(
      `${CREDENTIAL_SELECT} WHERE c.status IN ('submitted', 'verified') AND c.reminder_sent_at IS NULL
         AND c.expires_on BETWEEN $1::date AND $2::date ORDER BY c.id FOR UPDATE OF c SKIP LOCKED`,
      [today, addDays(today, REMINDER_DAYS)],
    );
    for (const credential of soon) {
      await manager.query(`UPDATE credential SET reminder_sent_at = now() WHERE id = $1`, [credential.id]);
      outgoing.push(credentialExpiringEmail(credential, siteUrl));
    }
    return { expired: due.length, reminded: soon.length };
  });
  // Queued after the commit: an e-mail never announces a change that rolled back.
  for (const message of outgoing) await mail.send(message);
  return { expired, reminded };
}

/** Daily at 00:05 Toronto time, once across all API processes (pg-boss cron). */
export async function scheduleCredentialExpiry(workers: JobWorkers, deps: CredentialExpiryDeps, logger: Logger): Promise<void> {
  const { boss } = workers;
  await boss.createQueue(CHECK_CREDENTIALS, { name: CHECK_CREDENTIALS, retryLimit: 5, retryBackoff: true });
  await boss.schedule(CHECK_CREDENTIALS, '5 0 * * *', {}, { tz: 'America/Toronto' });
  await workers.scheduled(CHECK_CREDENTIALS, async () => {
    const result = await runCredentialExpiry(deps, new Date());
    logger.info(result, 'Credentials checked for expiry');
  });
}
