import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import sharp from 'sharp';
import type { PhotoStorage } from '../../storage';
import { ValidationError } from '../../shared/errors';
import { MAX_PHOTO_PIXELS, PHOTO_HINT, PHOTO_PIXELS_HINT, PHOTO_WIDTHS } from '@marketplace/shared';
import type { PhotoType } from './image-type';
import { LARGEST_WIDTH, originalKey, photoName, privateKey, sizeKey } from './photo-names';

// Every upload is a new temporary file read once: libvips' operation cache would only hold memory
// (and files by name) between requests.
sharp.cache(false);
/**
 * One libvips thread per image, and PHOTOS_AT_ONCE images per process (photoQueue below): however
 * many uploads arrive, encoding keeps to about one core and leaves the rest to the API's answers.
 */
export const PHOTO_THREADS = 1;
export const PHOTOS_AT_ONCE = 1;
sharp.concurrency(PHOTO_THREADS);

/** Served sizes never change under their name: browsers and CDNs may keep them for a year. */
export const PUBLIC_CACHE = 'public, max-age=31536000, immutable';
/**
 * Credential documents and message photos: only the browser of a person allowed may keep them, and
 * only briefly; never a shared cache or CDN (a rejected credential must not live on in one).
 */
export const PRIVATE_CACHE = 'private, max-age=300';

/**
 * A first-come, first-served queue of encodings: at most `size` run at once in this process, the
 * rest wait their turn (uploads across processes are bounded per client by upload leases).
 */
export class WorkQueue {
  private running = 0;
  private readonly waiting: (() => void)[] = [];
  constructor(readonly size: number) {}

  async run<T>(work: () => Promise<T>): Promise<T> {
    if (this.running >= this.size) await new Promise<void>((resolve) => this.waiting.push(resolve));
    else this.running++;
    try {
      return await work();
    } finally {
      // The slot passes straight to the next in line (running stays the same), or is freed.
      const next = this.waiting.shift();
      if (next) next();
      else this.running--;
    }
  }

  /** Encodings waiting for their turn (for tests and logs). */
  get queued(): number {
    return this.waiting.length;
  }
}

export const photoQueue = new WorkQueue(PHOTOS_AT_ONCE);

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

const tooManyPixels = (file: ReceivedPhoto) =>
  new ValidationError({
    photos: `"${file.originalname}" is too large in pixels: at most ${MAX_PHOTO_PIXELS / 1_000_000} megapixels (${PHOTO_PIXELS_HINT})`,
  });

/**
 * Decodes a received photo once and encodes its sizes from that one decode: turned upright by its
 * EXIF orientation, every piece of metadata (EXIF with GPS position, XMP, ICC, comments) left out,
 * never enlarged. Refuses, with the person's file name, what is not a photo and what would decode
 * to more than MAX_PHOTO_PIXELS (checked from the header, before any pixel is decoded). Waits its
 * turn in the process's photo queue.
 */
export function encodePhoto(file: ReceivedPhoto, type: PhotoType): Promise<EncodedPhoto> {
  return photoQueue.run(() => encodeNow(file, type));
}

async function encodeNow(file: ReceivedPhoto, type: PhotoType): Promise<EncodedPhoto> {
  // The one pipeline that reads the file: its header first (libvips refuses past the pixel limit
  // from the header alone), then one decode, shrunk on load to the largest size, to raw pixels.
  const source = sharp(file.path, { limitInputPixels: MAX_PHOTO_PIXELS });
  let header: sharp.Metadata;
  try {
    header = await source.metadata();
  } catch (error) {
    if (/pixel limit/i.test(String((error as Error)?.message))) throw tooManyPixels(file);
    throw notAnImage(file);
  }
  if (!header.width || !header.height || header.format !== SHARP_FORMAT[type.extension]) throw notAnImage(file);
  if (header.width * header.height > MAX_PHOTO_PIXELS) throw tooManyPixels(file);
  try {
    const { data, info } = await source
      .rotate()
      .resize({ width: LARGEST_WIDTH, height: WEBP_MAX_SIDE, fit: 'inside', withoutEnlargement: true })
      .raw({ depth: 'uchar' })
      .toBuffer({ resolveWithObject: true });
    const raw = { width: info.width, height: info.height, channels: info.channels };
    // Every size from the decoded pixels: no second decode of the file.
    const encode = (width: number) => {
      const pixels = sharp(data, { raw });
      return (width < raw.width ? pixels.resize({ width }) : pixels).webp({ quality: 80 }).toBuffer();
    };
    const largest = await encode(raw.width);
    const sizes = [];
    for (const width of PHOTO_WIDTHS) sizes.push({ width, data: width < raw.width ? await encode(width) : largest });
    const id = randomUUID();
    return { file, type, id, name: photoName(id, raw.width, raw.height), width: raw.width, height: raw.height, sizes };
  } catch {
    throw notAnImage(file);
  }
}

/**
 * Stores the private original and every size (a private file's sizes apart, under `private/`, with
 * private caching); on a storage failure removes what it wrote.
 */
export async function storePhoto(storage: PhotoStorage, photo: EncodedPhoto, { private: isPrivate = false } = {}): Promise<void> {
  const written: string[] = [];
  try {
    const original = originalKey(photo.id, photo.type.extension);
    written.push(original);
    await storage.put(original, createReadStream(photo.file.path), photo.type.mime, { size: photo.file.size });
    for (const size of photo.sizes) {
      const key = isPrivate ? privateKey(sizeKey(photo.name, size.width)) : sizeKey(photo.name, size.width);
      written.push(key);
      await storage.put(key, size.data, 'image/webp', { cacheControl: isPrivate ? PRIVATE_CACHE : PUBLIC_CACHE });
    }
  } catch (error) {
    await Promise.all(written.map((key) => storage.delete(key).catch(() => {})));
    throw error;
  }
}
