import type { Config } from '../config';
import { LocalPhotoStorage } from './local-storage';
import type { PhotoStorage } from './photo-storage';

export type { PhotoStorage, StoredPhoto } from './photo-storage';

/** The bucket when S3_BUCKET is set, otherwise the upload folder. */
export function createPhotoStorage(config: Pick<Config, 'uploadDir' | 's3'>): PhotoStorage {
  if (!config.s3) return new LocalPhotoStorage(config.uploadDir);
  // Loaded only with a bucket configured: the AWS SDK adds about 0.2 s to every start.
  const { S3PhotoStorage } = require('./s3-storage') as typeof import('./s3-storage');
  return new S3PhotoStorage(config.s3);
}
