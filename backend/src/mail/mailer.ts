import type { EntityManager } from 'typeorm';
import type { MailMessage } from './message';

/** Queues an e-mail (the PostgreSQL mail queue in the product). */
export interface Mailer {
  /** With a transaction's manager, the e-mail is queued only if that transaction commits. */
  send(message: MailMessage, manager?: EntityManager): Promise<void>;
}
