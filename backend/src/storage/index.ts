import type { Config } from '../config';
import { LocalPhotoStorage } from './local-storage';
import type { PhotoStorage } from './photo-storage';
import { S3PhotoStorage } from './s3-storage';

export type { PhotoStorage, StoredPhoto } from './photo-storage';

/** The bucket when S3_BUCKET is set, otherwise the upload folder. */
export function createPhotoStorage(config: Pick<Config, 'uploadDir' | 's3'>): PhotoStorage {
  return config.s3 ? new S3PhotoStorage(config.s3) : new LocalPhotoStorage(config.uploadDir);
}
