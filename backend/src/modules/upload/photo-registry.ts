import type { DataSource } from 'typeorm';
import { PHOTO_WIDTHS } from '@marketplace/shared';
import type { PhotoStorage } from '../../storage';
import { originalKey, privateKey, sizeKey } from './photo-names';
import type { EncodedPhoto } from './photo-pipeline';

/** How long a photo may wait to be attached to a project, message, credential or profile. */
export const UNATTACHED_PHOTO_HOURS = 24;

/** Every place an upload name can be attached. */
const ATTACHED = `EXISTS (SELECT 1 FROM project p WHERE u.name = ANY(p.images))
  OR EXISTS (SELECT 1 FROM proposal_message m WHERE u.name = ANY(m.images))
  OR EXISTS (SELECT 1 FROM credential c WHERE c.document = u.name)
  OR EXISTS (SELECT 1 FROM contractor_profile cp WHERE cp.logo = u.name)
  OR EXISTS (SELECT 1 FROM contractor_profile cp WHERE cp.portfolio @> jsonb_build_array(jsonb_build_object('photo', u.name)))`;

/**
 * The uploads the pipeline stored, so that photos nobody attached (a post abandoned after
 * choosing photos) do not stay in storage: after UNATTACHED_PHOTO_HOURS they are removed.
 */
export class PhotoRegistry {
  constructor(
    private readonly db: DataSource,
    private readonly storage: PhotoStorage,
  ) {}

  /** Records stored photos: who uploaded them (null: a visitor with a pass) and whether they are private files. */
  async record(photos: readonly EncodedPhoto[], { private: isPrivate = false, uploaderId = null }: { private?: boolean; uploaderId?: string | null } = {}): Promise<void> {
    if (photos.length === 0) return;
    await this.db.query(
      `INSERT INTO upload (name, original_key, private, uploader_id) SELECT n, k, $3, $4 FROM unnest($1::varchar[], $2::varchar[]) AS u(n, k)`,
      [photos.map((photo) => photo.name), photos.map((photo) => originalKey(photo.id, photo.type.extension)), isPrivate, uploaderId],
    );
  }

  /** Removes every size and the original of photos older than the wait and attached nowhere. */
  async purgeUnattached(): Promise<number> {
    const stale: { name: string; originalKey: string }[] = await this.db.query(
      `SELECT u.name, u.original_key AS "originalKey" FROM upload u
       WHERE u.created_at < now() - make_interval(hours => $1) AND NOT (${ATTACHED}) ORDER BY u.created_at LIMIT 500`,
      [UNATTACHED_PHOTO_HOURS],
    );
    for (const photo of stale) {
      // The row goes last: a failure part-way leaves it for the next run to finish.
      const sizes = PHOTO_WIDTHS.map((width) => sizeKey(photo.name, width));
      for (const key of [...sizes, ...sizes.map(privateKey), photo.originalKey]) await this.storage.delete(key);
      await this.db.query(`DELETE FROM upload WHERE name = $1`, [photo.name]);
    }
    return stale.length;
  }
}
