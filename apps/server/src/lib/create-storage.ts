import type { Config } from '../config';
import { createS3Storage } from './s3-storage';
import { createDiskStorage, type Storage } from './storage';

/** The storage the configuration names: the local disk under DATA_DIR (default) or an S3-compatible bucket. */
export function createStorage(config: Pick<Config, 'dataDir' | 'storage'>): Storage {
  return config.storage.kind === 's3'
    ? createS3Storage(config.storage.s3)
    : createDiskStorage(config.dataDir);
}
