import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import sharp from 'sharp';
import type { PhotoStorage } from '../../storage';
import { ValidationError } from '../../shared/errors';
import { MAX_PHOTO_PIXELS, PHOTO_HINT, PHOTO_WIDTHS } from '@marketplace/rules';
import type { PhotoType } from './image-type';
import { LARGEST_WIDTH, originalKey, photoName, sizeKey } from './photo-names';

// Every upload is a new temporary file read a few times within a second: libvips' operation cache
// would only hold memory (and files by name) between requests.
sharp.cache(false);

/** Served sizes never change under their name: browsers and CDNs may keep them for a year. */
export const PUBLIC_CACHE = 'public, max-age=31536000, immutable';

/** WebP cannot be taller than this; a very tall photo is scaled to fit. */
const WEBP_MAX_SIDE = 16383;

export interface ReceivedPhoto {
  path: string;
  originalname: string;
  size: number;
}

export interface EncodedPhoto {
  file: ReceivedPhoto;
  type: PhotoType;
  id: string;
  name: string;
  width: number;
  height: number;
  sizes: { width: number; data: Buffer }[];
}

const notAnImage = (file: ReceivedPhoto) =>
  new ValidationError({ photos: `"${file.originalname}" is not a PNG, JPG or GIF image (${PHOTO_HINT})` });

const SHARP_FORMAT: Record<PhotoType['extension'], string> = { png: 'png', jpg: 'jpeg', gif: 'gif' };

/**
 * Decodes a received photo and encodes its sizes: turned upright by its EXIF orientation, every
 * piece of metadata (EXIF with GPS position, XMP, ICC, comments) left out, never enlarged.
 * Refuses, with the person's file name, what is not a photo and what would decode to more than
 * MAX_PHOTO_PIXELS (checked from the header, before any pixel is decoded).
 */
export async function encodePhoto(file: ReceivedPhoto, type: PhotoType): Promise<EncodedPhoto> {
  const header = await sharp(file.path, { limitInputPixels: false }).metadata().catch(() => undefined);
  if (!header?.width || !header.height || header.format !== SHARP_FORMAT[type.extension]) throw notAnImage(file);
  if (header.width * header.height > MAX_PHOTO_PIXELS) {
    throw new ValidationError({
      photos: `"${file.originalname}" is too large in pixels (at most ${MAX_PHOTO_PIXELS / 1_000_000} megapixels)`,
    });
  }
  const encode = (width: number) =>
    sharp(file.path, { limitInputPixels: MAX_PHOTO_PIXELS })
      .rotate()
      .resize({ width, height: WEBP_MAX_SIDE, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 80 })
      .toBuffer({ resolveWithObject: true });
  try {
    const largest = await encode(LARGEST_WIDTH);
    const sizes = [];
    for (const width of PHOTO_WIDTHS) {
      sizes.push({ width, data: width < largest.info.width ? (await encode(width)).data : largest.data });
    }
    const id = randomUUID();
    const { width, height } = largest.info;
    return { file, type, id, name: photoName(id, width, height), width, height, sizes };
  } catch {
    throw notAnImage(file);
  }
}

/** Stores the private original and every size; on a storage failure removes what it wrote. */
export async function storePhoto(storage: PhotoStorage, photo: EncodedPhoto): Promise<void> {
  const written: string[] = [];
  try {
    const original = originalKey(photo.id, photo.type.extension);
    written.push(original);
    await storage.put(original, createReadStream(photo.file.path), photo.type.mime, { size: photo.file.size });
    for (const size of photo.sizes) {
      const key = sizeKey(photo.name, size.width);
      written.push(key);
      await storage.put(key, size.data, 'image/webp', { cacheControl: PUBLIC_CACHE });
    }
  } catch (error) {
    await Promise.all(written.map((key) => storage.delete(key).catch(() => {})));
    throw error;
  }
}
