import type { Config } from '../config';
import { LocalPhotoStorage } from './local-storage';
import type { PhotoStorage } from './photo-storage';

export type { PhotoStorage, SignedUrlOptions, StoredPhoto } from './photo-storage';

/** The bucket when S3_BUCKET is set, otherwise the upload folder. */
export function createPhotoStorage(config: Pick<Config, 'uploadDir' | 's3'>): PhotoStorage {
  if (!config.s3) return new LocalPhotoStorage(config.uploadDir);
  // Loaded only with a bucket configured: the AWS SDK adds about 0.2 s to every start.
  const { S3PhotoStorage } = require('./s3-storage') as typeof import('./s3-storage');
  return new S3PhotoStorage(config.s3);
}

/**
 * The origin a bucket's presigned URLs point at (private files are redirected there), for the
 * pages' Content-Security-Policy; undefined without a bucket.
 */
export function bucketOrigin(config: Pick<Config, 's3'>): string | undefined {
  const s3 = config.s3;
  if (!s3) return undefined;
  if (s3.endpoint) {
    const endpoint = new URL(s3.endpoint);
    return s3.forcePathStyle ? endpoint.origin : `${endpoint.protocol}//${s3.bucket}.${endpoint.host}`;
  }
  // AWS S3 itself: virtual-hosted addresses, except for bucket names with dots (path style).
  return s3.bucket.includes('.') ? `https://s3.${s3.region}.amazonaws.com` : `https://${s3.bucket}.s3.${s3.region}.amazonaws.com`;
}
