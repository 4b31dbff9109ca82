import path from 'node:path';
import type { Config } from '../../config';
import { createLocalUploadStorage, type UploadStorage } from '../../integrations/uploads/upload-storage';
import { createS3UploadStorage, s3SettingsOf } from '../../integrations/uploads/s3-upload-storage';

const storages = new Map<string, UploadStorage>();
/**
 * One upload store per place (the API and the /uploads route share it): the S3 bucket when
 * S3_BUCKET is set (shared by replicas, decision 0026), else DATA_DIR/uploads on this machine.
 */
export function uploadStorageFor(config: Config): UploadStorage {
  const s3 = s3SettingsOf(config);
  const place = s3
    ? `s3:${s3.endpoint ?? 'aws'}:${s3.region}:${s3.bucket}:${s3.credentials?.accessKeyId ?? ''}`
    : path.resolve(config.dataDir, 'uploads');
  let storage = storages.get(place);
  if (!storage) {
    storage = s3 ? createS3UploadStorage(s3) : createLocalUploadStorage(place);
    storages.set(place, storage);
  }
  return storage;
}
