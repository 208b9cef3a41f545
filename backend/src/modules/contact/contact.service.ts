import { IsNull, LessThan, Not, type DataSource, type FindOptionsWhere } from 'typeorm';
import type { AuditLog } from '../audit/audit-log';
import { isUser } from '../../policy/actor';
import { NotFoundError } from '../../shared/errors';
import { parseInput } from '../../shared/validate';
import { assertOperator } from '../../policy/account';
import type { Actor } from '../../policy/actor';
import { ValidationError } from '../../shared/errors';
import { ContactMessage } from './contact-message.entity';
import { ContactMessageInput } from './contact.inputs';

/** Messages from the Contact Us form, stored for the team to answer within 24 hours. */
export class ContactService {
  constructor(
    private readonly db: DataSource,
    private readonly audit: AuditLog,
  ) {}

  /** The inbox, newest first, a page at a time (before: the last id of the previous page): operators only. */
  async list(actor: Actor, first = 50, options: { before?: number | null; unhandledOnly?: boolean | null } = {}): Promise<ContactMessage[]> {
    assertOperator(actor);
    if (!Number.isInteger(first) || first < 1 || first > 100) throw new ValidationError({ first: 'Must be between 1 and 100' });
    const where: FindOptionsWhere<ContactMessage> = {};
    if (options.before != null) where.id = LessThan(options.before);
    if (options.unhandledOnly) where.handledAt = IsNull();
    return this.db.getRepository(ContactMessage).find({ where, order: { id: 'DESC' }, take: first });
  }

  /** Marks a message answered (or back to waiting); audit-logged. */
  async markHandled(actor: Actor, id: number, handled: boolean): Promise<ContactMessage> {
    assertOperator(actor);
    return this.db.transaction(async (manager) => {
      const repo = manager.getRepository(ContactMessage);
      const message = await repo.findOne({ where: { id }, lock: { mode: 'pessimistic_write' } });
      if (!message) throw new NotFoundError('Contact message', id);
      const before = { handledAt: message.handledAt };
      message.handledAt = handled ? (message.handledAt ?? new Date()) : null;
      message.handledBy = handled && isUser(actor) ? actor.userId : null;
      await repo.update({ id }, { handledAt: message.handledAt, handledBy: message.handledBy });
      await this.audit.record(actor, { action: handled ? 'contact.handled' : 'contact.reopened', subjectType: 'contact_message', subjectId: id, before, after: { handledAt: message.handledAt } }, manager);
      return message;
    });
  }

  async send(data: unknown): Promise<ContactMessage> {
    const input = await parseInput(ContactMessageInput, data);
    const repo = this.db.getRepository(ContactMessage);
    return repo.save(
      repo.create({
        name: input.name.trim(),
        email: input.email.trim(),
        phone: input.phone?.trim() || null,
        subject: input.subject.trim(),
        message: input.message.trim(),
      }),
    );
  }
}
