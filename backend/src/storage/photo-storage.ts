import type { Readable } from 'node:stream';

/** One stored object as read back: its bytes as a stream, and what to tell the browser about them. */
export interface StoredPhoto {
  body: Readable;
  contentType: string;
  /** Bytes, when the store knows them (sent as Content-Length). */
  size?: number;
}

export interface PutOptions {
  /** Bytes of a streamed body (object stores need it up front). */
  size?: number;
  /** Cache-Control stored with the object, for a CDN that serves the bucket directly. */
  cacheControl?: string;
}

export interface SignedUrlOptions {
  expiresIn: number;
  cacheControl: string;
  /** When the URL is signed (its lifetime counts from it); now unless given. */
  signingDate?: Date;
}

/**
 * Where photos live, by key (`960/<name>`, `originals/<id>.jpg`, or an older `<uuid>.jpg`).
 * Keys are the caller's: the store neither invents nor rewrites them.
 */
export interface PhotoStorage {
  put(key: string, body: Buffer | Readable, contentType: string, options?: PutOptions): Promise<void>;
  /** The object, or null when there is none under that key. */
  get(key: string): Promise<StoredPhoto | null>;
  exists(key: string): Promise<boolean>;
  /** Removes the object; removing a missing one is not an error. */
  delete(key: string): Promise<void>;
  /**
   * Stores that can hand a browser the object directly (S3): a URL for `key` that works for
   * `expiresIn` seconds and answers with `cacheControl`. Unset: the API streams the object itself.
   */
  signedUrl?(key: string, options: SignedUrlOptions): Promise<string>;
  /** Every key, in no particular order. */
  list(): AsyncIterable<string>;
  /** Releases connections (the process is stopping). */
  close(): Promise<void>;
}

const TYPES: Record<string, string> = { webp: 'image/webp', jpg: 'image/jpeg', jpeg: 'image/jpeg', png: 'image/png', gif: 'image/gif' };

/** The Content-Type of a key by its extension (every key the pipeline writes has one). */
export function contentTypeOf(key: string): string {
  return TYPES[key.slice(key.lastIndexOf('.') + 1).toLowerCase()] ?? 'application/octet-stream';
}
