import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { rename, rm } from 'node:fs/promises';
import path from 'node:path';
import express, { Router } from 'express';
import multer from 'multer';
import { ValidationError } from '../../shared/errors';
import { MAX_PHOTOS, MAX_PHOTO_BYTES, PHOTO_HINT } from '../../shared/rules';
import { detectPhotoTypeOfFile } from './image-type';

/**
 * Project photos: POST /api/uploads (multipart field `photos`, up to 10 PNG/JPG/GIF files of at
 * most 10 MB each, checked by content) stores them under the upload folder; GET /api/uploads/:name
 * serves them back. The returned names go into a project's `images`.
 */
export function uploadRoutes(uploadDir: string): Router {
  const incoming = path.join(uploadDir, '.incoming');
  mkdirSync(incoming, { recursive: true });
  const upload = multer({
    dest: incoming,
    limits: { fileSize: MAX_PHOTO_BYTES, files: MAX_PHOTOS, fields: 10, parts: MAX_PHOTOS + 10 },
  });

  const router = Router();
  router.post('/', upload.array('photos', MAX_PHOTOS), async (req, res) => {
    const files = (req.files as Express.Multer.File[] | undefined) ?? [];
    try {
      if (files.length === 0) {
        throw new ValidationError({ photos: `Choose at least one photo (${PHOTO_HINT})` });
      }
      const stored = [];
      for (const file of files) {
        const type = await detectPhotoTypeOfFile(file.path);
        if (!type) {
          throw new ValidationError({
            photos: `"${file.originalname}" is not a PNG, JPG or GIF image (${PHOTO_HINT})`,
          });
        }
        stored.push({ file, type, name: `${randomUUID()}.${type.extension}` });
      }
      for (const { file, name } of stored) await rename(file.path, path.join(uploadDir, name));
      res.status(201).json({
        files: stored.map(({ file, type, name }) => ({
          name,
          url: `/api/uploads/${name}`,
          originalName: file.originalname,
          size: file.size,
          type: type.mime,
        })),
      });
    } finally {
      await Promise.all(files.map((file) => rm(file.path, { force: true })));
    }
  });
  router.use(
    express.static(uploadDir, {
      dotfiles: 'deny',
      index: false,
      immutable: true,
      maxAge: '365d',
      fallthrough: true,
    }),
  );
  return router;
}
