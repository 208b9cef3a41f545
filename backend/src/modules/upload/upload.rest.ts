import { mkdirSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { Router, type RequestHandler, type Response } from 'express';
import multer from 'multer';
import type { PhotoStorage } from '../../storage';
import { ValidationError } from '../../shared/errors';
import { MAX_PHOTOS, MAX_PHOTO_BYTES, PHOTO_HINT, PHOTO_WIDTHS } from '@marketplace/shared';
import { detectPhotoTypeOfFile } from './image-type';
import { largestKey, parsePhotoName, privateKey, sizeKey } from './photo-names';
import { encodePhoto, PRIVATE_CACHE, PUBLIC_CACHE, storePhoto, type EncodedPhoto } from './photo-pipeline';
import { privateResponsivePhoto, responsivePhoto } from './photo-urls';
import type { UploadPasses } from './upload-passes';
import type { PhotoRegistry } from './photo-registry';
import type { PrivateFiles } from './private-files';
import { passLimit, type UploadLeases } from './upload-limits';
import { assertCanUpload, assertCanUploadPrivately } from '../../policy/files';
import { isUser } from '../../policy/actor';
import { actorOf } from '../../rest/actor';
import { NotFoundError } from '../../shared/errors';
import type { DataSource } from 'typeorm';

/** The header carrying a visitor's one-time upload pass (from POST /api/uploads/passes). */
export const UPLOAD_PASS_HEADER = 'Upload-Pass';

/** How long a presigned URL for a private file works (the API checks who asks before handing one out). */
export const PRIVATE_URL_SECONDS = 300;

/**
 * Photos: POST /api/uploads (multipart field `photos`, up to 10 PNG/JPG/GIF files of at most
 * 10 MB and MAX_PHOTO_PIXELS each, checked by content; signed in, or with a visitor's one-time pass from
 * POST /api/uploads/passes in the Upload-Pass header) re-encodes each to WebP sizes without metadata (photo-pipeline.ts)
 * and answers their names, which go into a project's `images`, a message or a credential.
 * GET /api/uploads/:name serves the largest size, GET /api/uploads/:width/:name another
 * (480, 960, 1600); the original is stored but never served.
 *
 * Private files: POST /api/uploads?access=private (signed in) stores a credential document or a
 * message photo apart; GET /api/uploads/private/:name and /private/:width/:name give it only to the
 * people the policy allows (404 for everyone else), with private caching: streamed from the upload
 * folder, or a redirect to a presigned bucket URL good for PRIVATE_URL_SECONDS.
 *
 * Cost: at most UPLOADS_AT_ONCE uploads per client at once (leases in PostgreSQL), encoding one
 * photo at a time per process (photoQueue), and a limit on passes per client per hour.
 */
export interface UploadRouteDeps {
  storage: PhotoStorage;
  uploadDir: string;
  passes: UploadPasses;
  registry: PhotoRegistry;
  privateFiles: PrivateFiles;
  leases: UploadLeases;
  db: DataSource;
  /** Upload passes per client per hour (0: no limit). */
  passesPerHour: number;
}

const isPrivateUpload = (query: unknown) => (query as Record<string, unknown>)?.access === 'private';

export function uploadRoutes({ storage, uploadDir, passes, registry, privateFiles, leases, db, passesPerHour }: UploadRouteDeps): Router {
  // Received files wait on disk, so a request never holds more than one photo's limit in memory.
  const incoming = path.join(uploadDir, '.incoming');
  mkdirSync(incoming, { recursive: true });
  const upload = multer({
    dest: incoming,
    limits: { fileSize: MAX_PHOTO_BYTES, files: MAX_PHOTOS, fields: 10, parts: MAX_PHOTOS + 10 },
  });

  const router = Router();
  // A visitor's posting form asks for a one-time pass first (signed-in people need none).
  router.post('/passes', passLimit(db, passesPerHour), async (_req, res) => {
    const { pass, expiresAt } = await passes.issue();
    res.status(201).json({ pass, expiresAt: expiresAt.toISOString() });
  });
  // Who may upload is settled before the body is read: a refused request stores nothing, not even on disk.
  const mayUpload: RequestHandler = async (req, res, next) => {
    try {
      const actor = actorOf(res);
      if (isPrivateUpload(req.query)) assertCanUploadPrivately(actor);
      else assertCanUpload(actor, actor.kind === 'user' ? false : await passes.redeem(req.get(UPLOAD_PASS_HEADER)));
      next();
    } catch (error) {
      next(error);
    }
  };
  router.post('/', leases.middleware(), mayUpload, upload.array('photos', MAX_PHOTOS), async (req, res) => {
    const files = (req.files as Express.Multer.File[] | undefined) ?? [];
    const isPrivate = isPrivateUpload(req.query);
    const actor = actorOf(res);
    try {
      if (files.length === 0) {
        throw new ValidationError({ photos: `Choose at least one photo (${PHOTO_HINT})` });
      }
      // Every file is checked and encoded before any is stored: one bad file stores nothing.
      const encoded: EncodedPhoto[] = [];
      for (const file of files) {
        const type = await detectPhotoTypeOfFile(file.path);
        if (!type) {
          throw new ValidationError({
            photos: `"${file.originalname}" is not a PNG, JPG or GIF image (${PHOTO_HINT})`,
          });
        }
        encoded.push(await encodePhoto(file, type));
      }
      for (const photo of encoded) await storePhoto(storage, photo, { private: isPrivate });
      await registry.record(encoded, { private: isPrivate, uploaderId: isUser(actor) ? actor.userId : null });
      res.status(201).json({
        files: encoded.map((photo) => ({
          name: photo.name,
          ...(isPrivate ? privateResponsivePhoto(photo.name) : responsivePhoto(photo.name)),
          originalName: photo.file.originalname,
          size: photo.file.size,
          type: 'image/webp',
          originalType: photo.type.mime,
        })),
      });
    } finally {
      await Promise.all(files.map((file) => rm(file.path, { force: true })));
    }
  });

  const send = async (res: Response, key: string | undefined) => {
    const photo = key ? await storage.get(key) : null;
    if (!photo) {
      res.status(404).json({ error: 'No such photo' });
      return;
    }
    res.set({ 'Content-Type': photo.contentType, 'Cache-Control': PUBLIC_CACHE });
    if (photo.size !== undefined) res.set('Content-Length', String(photo.size));
    // A client that leaves mid-photo, or a store that fails mid-stream, just ends the response.
    await pipeline(photo.body, res).catch(() => res.destroy());
  };
  /** The stored key of a name at a width (undefined: the largest), when both are ones the pipeline writes. */
  const keyOf = (name: string, rawWidth?: string): string | undefined => {
    const photo = parsePhotoName(name);
    if (!photo) return undefined;
    if (rawWidth === undefined) return largestKey(photo);
    const width = Number(rawWidth);
    const sized = photo.kind === 'responsive' && (PHOTO_WIDTHS as readonly number[]).includes(width) && String(width) === rawWidth;
    return sized ? sizeKey(photo.name, width) : undefined;
  };

  /**
   * A private file, to the people the policy allows only; anyone else gets the same 404 as for a
   * file that does not exist. Files attached before private storage existed are still at their
   * public key: served from there, through the same check.
   */
  const sendPrivate = async (res: Response, name: string, key: string | undefined) => {
    const missing = () => res.status(404).set('Cache-Control', 'private, no-store').json({ error: 'No such file' });
    if (!key) return missing();
    try {
      await privateFiles.authorize(actorOf(res), name);
    } catch (error) {
      if (error instanceof NotFoundError) return missing();
      throw error;
    }
    res.set('Vary', 'Cookie');
    if (storage.signedUrl) {
      const stored = (await storage.exists(privateKey(key))) ? privateKey(key) : (await storage.exists(key)) ? key : undefined;
      if (!stored) return missing();
      const url = await storage.signedUrl(stored, { expiresIn: PRIVATE_URL_SECONDS, cacheControl: PRIVATE_CACHE });
      // The redirect itself is never kept: its URL stops working after PRIVATE_URL_SECONDS.
      res.set('Cache-Control', 'private, no-store').redirect(302, url);
      return;
    }
    const photo = (await storage.get(privateKey(key))) ?? (await storage.get(key));
    if (!photo) return missing();
    res.set({ 'Content-Type': photo.contentType, 'Cache-Control': PRIVATE_CACHE });
    if (photo.size !== undefined) res.set('Content-Length', String(photo.size));
    await pipeline(photo.body, res).catch(() => res.destroy());
  };
  // Declared before /:width/:name, which would otherwise take /private/<name>.
  router.get('/private/:name', async (req, res) => {
    await sendPrivate(res, req.params.name, keyOf(req.params.name));
  });
  router.get('/private/:width/:name', async (req, res) => {
    await sendPrivate(res, req.params.name, keyOf(req.params.name, req.params.width));
  });
  router.get('/:name', async (req, res) => {
    await send(res, keyOf(req.params.name));
  });
  router.get('/:width/:name', async (req, res) => {
    await send(res, keyOf(req.params.name, req.params.width));
  });
  return router;
}
