/**
 * `npm run photos:secure-private -w backend` (built: `node backend/dist/cli/secure-private-photos.js`):
 * credential documents and message photos attached before private files existed are still stored
 * under their public keys, where `/api/uploads/<name>` (and a CDN in front of it or of the bucket)
 * serves them to anyone with the name. This moves each to `private/` with private caching and marks
 * it private, so only `/api/uploads/private/...` serves it, to the people allowed. A name that is also
 * a project photo or a business logo is left where it is (it was published). Run it once after
 * upgrading, with the API up or not; running it again moves nothing. Then purge the CDN's cache of the
 * names it lists.
 */
import type { DataSource } from 'typeorm';
import { isConfigError, loadConfig } from '../config';
import { openCliDatabase } from './cli-database';
import { PHOTO_WIDTHS } from '@marketplace/shared';
import { parsePhotoName, privateKey, sizeKey } from '../modules/upload/photo-names';
import { PRIVATE_CACHE } from '../modules/upload/photo-pipeline';
import { createPhotoStorage, type PhotoStorage } from '../storage';

export interface SecureResult {
  /** Names whose stored files were moved to private keys. */
  moved: number;
  /** Names with nothing stored under a public key (marked private all the same). */
  unchanged: number;
}

/** Every name attached to a credential or a message and to no project or profile, moved to private keys. */
export async function securePrivatePhotos(db: DataSource, storage: PhotoStorage, log: (line: string) => void): Promise<SecureResult> {
  const rows: { name: string }[] = await db.query(
    `SELECT DISTINCT attached.name FROM (
       SELECT document AS name FROM credential WHERE document IS NOT NULL
       UNION SELECT unnest(images) FROM proposal_message) attached
     WHERE NOT EXISTS (SELECT 1 FROM project p WHERE attached.name = ANY(p.images))
       AND NOT EXISTS (SELECT 1 FROM contractor_profile cp WHERE cp.logo = attached.name)
       AND NOT EXISTS (SELECT 1 FROM upload u WHERE u.name = attached.name AND u.private)
     ORDER BY attached.name`,
  );
  const result: SecureResult = { moved: 0, unchanged: 0 };
  for (const [index, { name }] of rows.entries()) {
    const photo = parsePhotoName(name);
    if (!photo) continue;
    const keys = photo.kind === 'legacy' ? [photo.name] : PHOTO_WIDTHS.map((width) => sizeKey(photo.name, width));
    let moved = false;
    for (const key of keys) {
      const stored = await storage.get(key);
      if (!stored) continue;
      // Copied first, removed after: an interruption leaves both, and the next run finishes the move.
      await storage.put(privateKey(key), stored.body, stored.contentType, { size: stored.size, cacheControl: PRIVATE_CACHE });
      await storage.delete(key);
      moved = true;
    }
    await db.query(`UPDATE upload SET private = true WHERE name = $1`, [name]);
    if (moved) result.moved += 1;
    else result.unchanged += 1;
    log(`[${index + 1}/${rows.length}] ${name} ${moved ? 'moved to private/' : 'not stored under a public key'}`);
  }
  return result;
}

async function main(): Promise<void> {
  const config = loadConfig();
  const { db, close } = await openCliDatabase(config);
  const storage = createPhotoStorage(config);
  try {
    const { moved, unchanged } = await securePrivatePhotos(db, storage, (line) => console.log(line));
    console.log(`Done: ${moved} moved to private/, ${unchanged} not stored under a public key. Purge the CDN's cache of the names moved, if one serves photos.`);
  } finally {
    await storage.close();
    await close();
  }
}

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(isConfigError(error) ? `Configuration error: ${(error as Error).message}` : error);
    process.exit(1);
  });
}
