/**
 * `npm run photos:migrate -w backend` (built: `node backend/dist/cli/migrate-photos.js`): copies
 * every photo in UPLOAD_DIR (sizes, private originals and photos from before re-encoding) to the
 * S3_BUCKET bucket under the same keys, skipping keys the bucket already has, so it can be run
 * again after an interruption. Local files are left in place.
 */
import { isConfigError, loadConfig } from '../config';
import { LocalPhotoStorage } from '../storage/local-storage';
import type { PhotoStorage } from '../storage/photo-storage';
import { S3PhotoStorage } from '../storage/s3-storage';
import { PRIVATE_CACHE, PUBLIC_CACHE } from '../modules/upload/photo-pipeline';

export interface MigrationResult {
  copied: number;
  skipped: number;
}

/** Copies every key of `from` missing in `to`, reporting each one through `log`. */
export async function migratePhotos(from: PhotoStorage, to: PhotoStorage, log: (line: string) => void): Promise<MigrationResult> {
  const keys: string[] = [];
  for await (const key of from.list()) keys.push(key);
  keys.sort();
  const result = { copied: 0, skipped: 0 };
  for (const [index, key] of keys.entries()) {
    const progress = `[${index + 1}/${keys.length}]`;
    if (await to.exists(key)) {
      result.skipped += 1;
      log(`${progress} ${key} already in the bucket`);
      continue;
    }
    const photo = await from.get(key);
    if (!photo) continue; // removed while we ran
    // Originals carry no caching (never served); private files keep private caching; sizes are public.
    const cacheControl = key.startsWith('originals/') ? undefined : key.startsWith('private/') ? PRIVATE_CACHE : PUBLIC_CACHE;
    await to.put(key, photo.body, photo.contentType, { size: photo.size, cacheControl });
    result.copied += 1;
    log(`${progress} ${key} copied`);
  }
  return result;
}

async function main(): Promise<void> {
  const config = loadConfig();
  if (!config.s3) {
    console.error('Set S3_BUCKET (and S3_ENDPOINT, S3_REGION, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY as needed) to the bucket to copy the photos to. See .env.example.');
    process.exit(2);
  }
  const bucket = new S3PhotoStorage(config.s3);
  try {
    console.log(`Copying photos from ${config.uploadDir} to the bucket ${config.s3.bucket} ...`);
    const { copied, skipped } = await migratePhotos(new LocalPhotoStorage(config.uploadDir), bucket, (line) => console.log(line));
    console.log(`Done: ${copied} copied, ${skipped} already there.`);
  } finally {
    await bucket.close();
  }
}

if (require.main === module) {
  main().catch((error) => {
    console.error(isConfigError(error) ? error.message : error);
    process.exit(1);
  });
}
