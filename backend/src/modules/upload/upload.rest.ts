import { mkdirSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { Router, type RequestHandler, type Response } from 'express';
import multer from 'multer';
import type { PhotoStorage } from '../../storage';
import { ValidationError } from '../../shared/errors';
import { MAX_PHOTOS, MAX_PHOTO_BYTES, PHOTO_HINT, PHOTO_WIDTHS } from '@marketplace/rules';
import { detectPhotoTypeOfFile } from './image-type';
import { LARGEST_WIDTH, parsePhotoName, sizeKey } from './photo-names';
import { encodePhoto, PUBLIC_CACHE, storePhoto, type EncodedPhoto } from './photo-pipeline';
import { responsivePhoto } from './photo-urls';
import type { UploadPasses } from './upload-passes';
import type { PhotoRegistry } from './photo-registry';
import { assertCanUpload } from '../../policy/policy';
import { actorOf } from '../../rest/actor';

/** The header carrying a visitor's one-time upload pass (from POST /api/uploads/passes). */
export const UPLOAD_PASS_HEADER = 'Upload-Pass';

/**
 * Photos: POST /api/uploads (multipart field `photos`, up to 10 PNG/JPG/GIF files of at most
 * 10 MB each, checked by content; signed in, or with a visitor's one-time pass from
 * POST /api/uploads/passes in the Upload-Pass header) re-encodes each to WebP sizes without metadata (photo-pipeline.ts)
 * and answers their names, which go into a project's `images`, a message or a credential.
 * GET /api/uploads/:name serves the largest size, GET /api/uploads/:width/:name another
 * (480, 960, 1600); the original is stored but never served.
 */
export function uploadRoutes({ storage, uploadDir, passes, registry }: { storage: PhotoStorage; uploadDir: string; passes: UploadPasses; registry: PhotoRegistry }): Router {
  // Received files wait on disk, so a request never holds more than one photo's limit in memory.
  const incoming = path.join(uploadDir, '.incoming');
  mkdirSync(incoming, { recursive: true });
  const upload = multer({
    dest: incoming,
    limits: { fileSize: MAX_PHOTO_BYTES, files: MAX_PHOTOS, fields: 10, parts: MAX_PHOTOS + 10 },
  });

  const router = Router();
  // A visitor's posting form asks for a one-time pass first (signed-in people need none).
  router.post('/passes', async (_req, res) => {
    const { pass, expiresAt } = await passes.issue();
    res.status(201).json({ pass, expiresAt: expiresAt.toISOString() });
  });
  // Who may upload is settled before the body is read: a refused request stores nothing, not even on disk.
  const mayUpload: RequestHandler = async (req, res, next) => {
    try {
      const actor = actorOf(res);
      assertCanUpload(actor, actor.kind === 'user' ? false : await passes.redeem(req.get(UPLOAD_PASS_HEADER)));
      next();
    } catch (error) {
      next(error);
    }
  };
  router.post('/', mayUpload, upload.array('photos', MAX_PHOTOS), async (req, res) => {
    const files = (req.files as Express.Multer.File[] | undefined) ?? [];
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
      for (const photo of encoded) await storePhoto(storage, photo);
      await registry.record(encoded);
      res.status(201).json({
        files: encoded.map((photo) => ({
          name: photo.name,
          ...responsivePhoto(photo.name),
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
  router.get('/:name', async (req, res) => {
    const photo = parsePhotoName(req.params.name);
    await send(res, photo && (photo.kind === 'legacy' ? photo.name : sizeKey(photo.name, LARGEST_WIDTH)));
  });
  router.get('/:width/:name', async (req, res) => {
    const photo = parsePhotoName(req.params.name);
    const width = Number(req.params.width);
    const sized = photo?.kind === 'responsive' && (PHOTO_WIDTHS as readonly number[]).includes(width) && String(width) === req.params.width;
    await send(res, sized ? sizeKey(photo.name, width) : undefined);
  });
  return router;
}
