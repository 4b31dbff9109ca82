import path from 'node:path';
import type { Config } from '../../config';
import { createLocalUploadStorage, type UploadStorage } from '../../integrations/uploads/upload-storage';

const storages = new Map<string, UploadStorage>();
/** One upload store per data directory (the API and the /uploads route share it). */
export function uploadStorageFor(config: Pick<Config, 'dataDir'>): UploadStorage {
  const dir = path.resolve(config.dataDir, 'uploads');
  let storage = storages.get(dir);
  if (!storage) {
    storage = createLocalUploadStorage(dir);
    storages.set(dir, storage);
  }
  return storage;
}
