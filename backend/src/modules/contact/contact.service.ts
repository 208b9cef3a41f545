import type { DataSource } from 'typeorm';
import { parseInput } from '../../shared/validate';
import { assertOperator } from '../../policy/policy';
import type { Actor } from '../../policy/actor';
import { ValidationError } from '../../shared/errors';
import { ContactMessage } from './contact-message.entity';
import { ContactMessageInput } from './contact.inputs';

/** Messages from the Contact Us form, stored for the team to answer within 24 hours. */
export class ContactService {
  constructor(private readonly db: DataSource) {}

  /** The inbox, newest first: operators only. */
  async list(actor: Actor, first = 50): Promise<ContactMessage[]> {
    assertOperator(actor);
    if (!Number.isInteger(first) || first < 1 || first > 100) throw new ValidationError({ first: 'Must be between 1 and 100' });
    return this.db.getRepository(ContactMessage).find({ order: { id: 'DESC' }, take: first });
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
