/**
 * `npm run photos:strip-legacy -w backend` (built: `node backend/dist/cli/strip-legacy-photos.js`):
 * photos uploaded before re-encoding (`<uuid>.jpg|png|gif`, served as sent) may carry the
 * homeowner's GPS position. This rewrites each one under the same name, upright and without
 * metadata, in its own format, after keeping the file as sent under `originals/` (private). Works on
 * the configured store (the bucket when S3_BUCKET is set, else UPLOAD_DIR); rerunning skips photos
 * already done. Browsers and CDNs may keep the old bytes until their cache expires: purge the CDN.
 */
import type { Readable } from 'node:stream';
import sharp from 'sharp';
import { isConfigError, loadConfig } from '../config';
import { PUBLIC_CACHE } from '../modules/upload/photo-pipeline';
import { parsePhotoName } from '../modules/upload/photo-names';
import { MAX_PHOTO_BYTES } from '@marketplace/shared';
import { createPhotoStorage, type PhotoStorage } from '../storage';

async function bytesOf(body: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of body) {
    size += chunk.length;
    if (size > MAX_PHOTO_BYTES * 2) throw new Error('larger than any upload could be');
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

/**
 * Photos stored before re-encoding were taken up to 40 megapixels (the cap of the time); this
 * one-off run by an operator keeps that limit rather than today's upload cap.
 */
const LEGACY_PIXEL_LIMIT = 40_000_000;

/** Re-encodes the photo without metadata in its own format (a GIF keeps its frames). */
function clean(bytes: Buffer, key: string): Promise<Buffer> {
  const image = sharp(bytes, { limitInputPixels: LEGACY_PIXEL_LIMIT, animated: key.endsWith('.gif') }).rotate();
  if (key.endsWith('.png')) return image.png().toBuffer();
  if (key.endsWith('.gif')) return image.gif().toBuffer();
  return image.jpeg({ quality: 90, mozjpeg: true }).toBuffer();
}

export async function stripLegacyPhotos(storage: PhotoStorage, log: (line: string) => void): Promise<{ stripped: number; skipped: number; failed: number }> {
  const keys: string[] = [];
  for await (const key of storage.list()) if (parsePhotoName(key)?.kind === 'legacy') keys.push(key);
  keys.sort();
  const result = { stripped: 0, skipped: 0, failed: 0 };
  for (const [index, key] of keys.entries()) {
    const progress = `[${index + 1}/${keys.length}] ${key}`;
    const kept = `originals/${key}`;
    if (await storage.exists(kept)) {
      result.skipped += 1;
      log(`${progress} already stripped`);
      continue;
    }
    const photo = await storage.get(key);
    if (!photo) continue; // removed while we ran
    let keptCopy = false;
    try {
      const sent = await bytesOf(photo.body);
      const stripped = await clean(sent, key);
      await storage.put(kept, sent, photo.contentType);
      keptCopy = true;
      await storage.put(key, stripped, photo.contentType, { cacheControl: PUBLIC_CACHE });
      result.stripped += 1;
      log(`${progress} stripped`);
    } catch (error) {
      // Without the kept copy, a rerun tries this photo again.
      if (keptCopy) await storage.delete(kept).catch(() => {});
      result.failed += 1;
      log(`${progress} left as it is: ${(error as Error).message}`);
    }
  }
  return result;
}

async function main(): Promise<void> {
  const config = loadConfig();
  const storage = createPhotoStorage(config);
  try {
    console.log(`Stripping metadata from older photos in ${config.s3 ? `the bucket ${config.s3.bucket}` : config.uploadDir} ...`);
    const { stripped, skipped, failed } = await stripLegacyPhotos(storage, (line) => console.log(line));
    console.log(`Done: ${stripped} stripped, ${skipped} done before, ${failed} left as they are.`);
  } finally {
    await storage.close();
  }
}

if (require.main === module) {
  main().catch((error) => {
    console.error(isConfigError(error) ? error.message : error);
    process.exit(1);
  });
}
