import type { DataSource } from 'typeorm';
import { parseInput } from '../../shared/validate';
import { ContactMessage } from './contact-message.entity';
import { ContactMessageInput } from './contact.inputs';

/** Messages from the Contact Us form, stored for the team to answer within 24 hours. */
export class ContactService {
  constructor(private readonly db: DataSource) {}

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
