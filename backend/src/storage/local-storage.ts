import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream, mkdirSync } from 'node:fs';
import { mkdir, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { contentTypeOf, type PhotoStorage, type StoredPhoto } from './photo-storage';

/** Segments start with a letter or digit, so no key reaches `..`, a dot-file or outside the folder. */
const SAFE_KEY = /^[A-Za-z0-9][A-Za-z0-9._-]*(\/[A-Za-z0-9][A-Za-z0-9._-]*)*$/;

const missing = (error: unknown) => ['ENOENT', 'ENOTDIR', 'EISDIR'].includes((error as NodeJS.ErrnoException).code ?? '');

/** Photos as files under one folder (UPLOAD_DIR), a key's slashes as sub-folders. */
export class LocalPhotoStorage implements PhotoStorage {
  constructor(readonly root: string) {
    mkdirSync(root, { recursive: true });
  }

  private pathOf(key: string): string {
    if (!SAFE_KEY.test(key)) throw new Error(`Not a storage key: ${JSON.stringify(key)}`);
    return path.join(this.root, ...key.split('/'));
  }

  /**
   * Writes beside the target under a dot-name, then renames, so a reader never sees half a file.
   * No type is stored: a key's extension gives it back on reading.
   */
  async put(key: string, body: Buffer | Readable): Promise<void> {
    const target = this.pathOf(key);
    await mkdir(path.dirname(target), { recursive: true });
    const partial = path.join(path.dirname(target), `.${path.basename(target)}.${randomUUID()}.part`);
    try {
      if (Buffer.isBuffer(body)) await writeFile(partial, body);
      else await pipeline(body, createWriteStream(partial));
      await rename(partial, target);
    } catch (error) {
      await rm(partial, { force: true });
      throw error;
    }
  }

  async get(key: string): Promise<StoredPhoto | null> {
    const file = this.pathOf(key);
    try {
      const info = await stat(file);
      if (!info.isFile()) return null;
      return { body: createReadStream(file), contentType: contentTypeOf(key), size: info.size };
    } catch (error) {
      if (missing(error)) return null;
      throw error;
    }
  }

  async exists(key: string): Promise<boolean> {
    return (await stat(this.pathOf(key)).catch(() => null))?.isFile() ?? false;
  }

  async delete(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }

  /** Every stored file; dot-entries (`.incoming`, half-written files) are not photos. */
  async *list(): AsyncIterable<string> {
    const entries = await readdir(this.root, { recursive: true, withFileTypes: true });
    for (const entry of entries) {
      if (!entry.isFile()) continue;
      const key = path.relative(this.root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/');
      if (SAFE_KEY.test(key)) yield key;
    }
  }

  async close(): Promise<void> {}
}
