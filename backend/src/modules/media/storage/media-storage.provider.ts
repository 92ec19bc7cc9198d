import type { Provider } from '@nestjs/common';
import path from 'node:path';
import type { AppConfig } from '../../../config/app-config.js';
import { APP_CONFIG } from '../../../config/config.module.js';
import { LocalDiskStorage } from './local-disk-storage.js';
import { MediaStorage } from './media-storage.js';
import { S3Storage } from './s3-storage.js';

/** S3 when a bucket is configured, otherwise the local disk under `DATA_DIR`. */
export function createMediaStorage(config: AppConfig): MediaStorage {
  const { bucket } = config.s3;
  if (bucket) return new S3Storage({ ...config.s3, bucket });
  return new LocalDiskStorage(path.join(config.dataDir, 'media'));
}

export const mediaStorageProvider: Provider = {
  provide: MediaStorage,
  inject: [APP_CONFIG],
  useFactory: createMediaStorage,
};
