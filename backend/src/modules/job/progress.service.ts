import { PROGRESS_LIMITS, PROGRESS_MESSAGES } from '@marketplace/shared';
import type { DataSource } from 'typeorm';
import { isUser, type Actor, type UserActor } from '../../policy/actor';
import { assertJobStep, canTakeJobStep } from '../../policy/job';
import { UnauthenticatedError, ValidationError } from '../../shared/errors';
import { parseId } from '../../shared/validate';
import type { AgreementRow } from '../agreement/agreement-rows';
import type { AgreementService } from '../agreement/agreement.service';
import { photoNames, PrivateFiles } from '../upload/private-files';

export interface ProgressUpdateRow {
  id: number;
  agreementId: number;
  milestone: string | null;
  body: string;
  images: string[];
  createdAt: Date;
}

const SELECT = `SELECT id, agreement_id AS "agreementId", milestone, body, images, created_at AS "createdAt" FROM progress_update`;

/**
 * Progress on a job: the contractor posts updates on the agreement's milestones, with text and up to 10 photos
 * from the private photo pipeline (EXIF stripped on upload); the homeowner is told. The agreement page shows them
 * as a timeline; only the two parties and operators see them, photos included (PRIVATE_FILE_ACTIONS.viewProgressPhoto).
 */
export class ProgressService {
  constructor(private readonly deps: { db: DataSource; agreements: AgreementService }) {}

  list(agreementId: number): Promise<ProgressUpdateRow[]> {
    return this.deps.db.query(`${SELECT} WHERE agreement_id = $1 ORDER BY id DESC`, [agreementId]);
  }

  mayPost(actor: Actor, agreement: AgreementRow): boolean {
    return canTakeJobStep(actor, { table: 'job', step: 'postProgress' }, agreement);
  }

  async post(actor: Actor, rawAgreementId: unknown, input: Record<string, unknown>): Promise<ProgressUpdateRow> {
    if (!isUser(actor)) throw new UnauthenticatedError('Sign in to post progress.');
    const body = typeof input.body === 'string' ? input.body.trim() : '';
    if (!body) throw new ValidationError({ body: PROGRESS_MESSAGES.body });
    if (body.length > PROGRESS_LIMITS.body) throw new ValidationError({ body: PROGRESS_MESSAGES.tooLong });
    const images = photoNames(input.images, 'images', PROGRESS_LIMITS.photos, { tooMany: PROGRESS_MESSAGES.images, bad: PROGRESS_MESSAGES.image });
    const milestone = typeof input.milestone === 'string' && input.milestone.trim() ? input.milestone.trim() : null;
    const id = await this.deps.db.transaction(async (manager) => {
      const agreement = await this.deps.agreements.locked(actor, parseId(rawAgreementId, 'agreementId'), manager);
      assertJobStep(actor, { table: 'job', step: 'postProgress' }, agreement);
      if (milestone && !agreement.terms.payments.some((payment) => payment.description === milestone)) throw new ValidationError({ milestone: PROGRESS_MESSAGES.milestone });
      await new PrivateFiles(this.deps.db).assertAttachable(actor, images, 'images', PROGRESS_MESSAGES.image);
      const [row] = await manager.query(`INSERT INTO progress_update (agreement_id, milestone, body, images, posted_by) VALUES ($1, $2, $3, $4, $5) RETURNING id`, [
        agreement.id,
        milestone,
        body,
        images,
        (actor as UserActor).userId,
      ]);
      await this.deps.agreements.event(manager, agreement.id, 'progress-posted', 'contractor', milestone ? `${milestone}: ${body.slice(0, 200)}` : body.slice(0, 200));
      const photos = images.length > 0 ? ` (${images.length} photo${images.length === 1 ? '' : 's'})` : '';
      await this.deps.agreements.tell(manager, agreement, 'homeowner', `Progress on "${agreement.projectTitle}"`, `${milestone ? `${milestone}: ` : ''}${body.slice(0, 300)}${photos}`, 'See the progress');
      return row.id as number;
    });
    const [row] = await this.deps.db.query(`${SELECT} WHERE id = $1`, [id]);
    return row;
  }
}
