import type { DataSource } from 'typeorm';
import type { Actor } from '../../policy/actor';
import { assertCanViewPrivateFile, canAttachPrivateFile, type PrivateFilePlaces } from '../../policy/files';
import { UPLOAD_NAME_PATTERN, type ProjectStatusValue, type ProjectVisibilityValue } from '@marketplace/shared';
import { ValidationError } from '../../shared/errors';

/**
 * The photo names a form sent (progress updates, disputes): at most `max` names of uploads, each shaped as the
 * upload route makes them; whether they are the actor's own is `assertAttachable`'s question, inside the write.
 */
export function photoNames(raw: unknown, field: string, max: number, messages: { tooMany: string; bad: string }): string[] {
  const names = raw === undefined || raw === null ? [] : raw;
  if (!Array.isArray(names) || names.length > max) throw new ValidationError({ [field]: messages.tooMany });
  if (names.some((name) => typeof name !== 'string' || !UPLOAD_NAME_PATTERN.test(name))) throw new ValidationError({ [field]: messages.bad });
  return names as string[];
}

/**
 * Credential documents and message photos: where a private file is attached, and whether a person
 * may see or attach it. The rules are the policy's (PRIVATE_FILE_ACTIONS); this loads what they
 * need from PostgreSQL, so every API process answers alike.
 */
export class PrivateFiles {
  constructor(private readonly db: DataSource) {}

  async places(name: string): Promise<PrivateFilePlaces> {
    const [uploads, credentials, messages, progress, disputes] = await Promise.all([
      this.db.query(`SELECT uploader_id AS "uploaderId", private FROM upload WHERE name = $1`, [name]) as Promise<{ uploaderId: string | null; private: boolean }[]>,
      this.db.query(`SELECT contractor_id AS "contractorId" FROM credential WHERE document = $1`, [name]) as Promise<{ contractorId: string }[]>,
      this.db.query(
        `SELECT DISTINCT p.contractor_id AS "contractorId", pr.id, pr.owner_id AS "ownerId", pr.visibility, pr.status, pr.showcase
         FROM proposal_message m JOIN proposal p ON p.id = m.proposal_id JOIN project pr ON pr.id = p.project_id
         WHERE m.images @> ARRAY[$1]::text[]`,
        [name],
      ) as Promise<{ contractorId: string | null; id: number; ownerId: string | null; visibility: ProjectVisibilityValue; status: ProjectStatusValue; showcase: boolean }[]>,
      this.db.query(
        `SELECT DISTINCT a.homeowner_id AS "homeownerId", a.contractor_id AS "contractorId" FROM progress_update u JOIN agreement a ON a.id = u.agreement_id WHERE u.images @> ARRAY[$1]::text[]`,
        [name],
      ) as Promise<{ homeownerId: string; contractorId: string }[]>,
      this.db.query(
        `SELECT DISTINCT a.homeowner_id AS "homeownerId", a.contractor_id AS "contractorId" FROM dispute d JOIN agreement a ON a.id = d.agreement_id WHERE d.images @> ARRAY[$1]::text[]`,
        [name],
      ) as Promise<{ homeownerId: string; contractorId: string }[]>,
    ]);
    return {
      upload: uploads[0] ?? null,
      credentials,
      progress,
      disputes,
      messages: messages.map((row) => ({
        project: { id: row.id, ownerId: row.ownerId, visibility: row.visibility, status: row.status, showcase: row.showcase },
        proposal: { contractorId: row.contractorId },
      })),
    };
  }

  /** Refuses (404, as for a file that does not exist) everyone the policy does not let see the file. */
  async authorize(actor: Actor, name: string): Promise<void> {
    await assertCanViewPrivateFile(actor, name, await this.places(name));
  }

  /**
   * Refuses, as bad input on `field`, names that are not the actor's own private uploads: a
   * credential's document and a message's photos are uploaded for it (POST /api/uploads?access=private).
   */
  async assertAttachable(actor: Actor, names: readonly string[], field: string, message: string): Promise<void> {
    if (names.length === 0) return;
    const rows: { name: string; uploaderId: string | null; private: boolean }[] = await this.db.query(
      `SELECT name, uploader_id AS "uploaderId", private FROM upload WHERE name = ANY($1)`,
      [[...names]],
    );
    const uploads = new Map(rows.map((row) => [row.name, row]));
    if (names.some((name) => !canAttachPrivateFile(actor, uploads.get(name) ?? null))) throw new ValidationError({ [field]: message }, message);
  }
}
