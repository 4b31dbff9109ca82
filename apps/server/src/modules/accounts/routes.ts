import path from 'node:path';
import { Hono, type MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { MAX_UPLOAD_BYTES } from '@fardin/core/constants';
import type { AppDeps } from '../../app';
import type { AppEnv } from '../../http/app-env';
import { createSmsSender, listOutbox } from '../../integrations/sms/sms-sender';
import { createReverseGeocoder } from '../../integrations/geocoding/reverse-geocoder';
import { createLocalUploadStorage, type UploadStorage } from '../../integrations/uploads/upload-storage';
import { uploadsRoute } from '../../integrations/uploads/uploads-route';
import { createS3UploadStorage, s3SettingsOf } from '../../integrations/uploads/s3-upload-storage';
import { createAccountService } from './account-service';
import { walletBalance } from '../wallet/service';
import { createAddressService } from './address-service';
import { authRoutes } from './auth-routes';
import { createOtpService } from './otp';
import { profileRoutes } from './profile-routes';
import { createDbRateLimiter } from './rate-limit';
import { startHousekeeping } from './housekeeping';
import { RULES, throttle } from './throttle';
import { createSessionService } from './sessions';
import { createUploadService } from '../uploads/service';
import { errorResponse } from '../../http/errors';
import { smsOutboxAnswerSchema } from '@fardin/core/contract-accounts';
import { apiDoc } from '../../http/openapi';

const doc = apiDoc('Accounts');

/** API paths that take multipart images up to 5 MB (the JSON body limit is 1 MB). */
export const UPLOAD_PATHS = ['/upload', '/profile/image'] as const;
/** Every path that stores an image, guests' image search included: one throttle for all (decision 0013). */
export const THROTTLED_UPLOAD_PATHS = [...UPLOAD_PATHS, '/image_search/upload'] as const;

const storages = new Map<string, UploadStorage>();
/**
 * One upload store per place (the API and the /uploads route share it): the S3 bucket when
 * S3_BUCKET is set (shared by replicas), else DATA_DIR/uploads on this machine.
 */
export function uploadStorageFor(deps: Pick<AppDeps, 'config'>): UploadStorage {
  const s3 = s3SettingsOf(deps.config);
  const place = s3 ? `s3:${s3.endpoint ?? 'aws'}:${s3.region}:${s3.bucket}:${s3.credentials?.accessKeyId ?? ''}` : path.resolve(deps.config.dataDir, 'uploads');
  let storage = storages.get(place);
  if (!storage) {
    storage = s3 ? createS3UploadStorage(s3) : createLocalUploadStorage(place);
    storages.set(place, storage);
  }
  return storage;
}

/** Serves uploaded files at /uploads/... (mounted outside /api). */
export function uploadsFiles(deps: Pick<AppDeps, 'config'>) {
  return uploadsRoute(uploadStorageFor(deps));
}

/** The dev outbox is readable outside production, or in production E2E runs (E2E=1). */
export function devToolsEnabled(config: AppDeps['config']): boolean {
  return config.NODE_ENV !== 'production' || config.E2E;
}

/** Everything of the account area, mounted at the API root. */
export function accountRoutes(deps: AppDeps) {
  const now = deps.now ?? (() => new Date());
  const sessions = createSessionService(deps.db, now);
  const limiter = createDbRateLimiter(deps.db, now);
  const sms = createSmsSender(deps.db, deps.config, deps.logger);
  const otp = createOtpService({ db: deps.db, sms, limiter, now, siteName: deps.config.SITE_NAME });
  const accounts = createAccountService({ db: deps.db, sessions, otp, limiter, walletBalanceCents: (id) => walletBalance(deps.db, id) });
  const addresses = createAddressService(deps.db);
  if (deps.config.NODE_ENV !== 'test') startHousekeeping(deps.db, now, deps.logger);
  const api = new Hono<AppEnv>();
  // Registered before the routes that handle these paths (here and in the products module), so the
  // attempt is counted before any body is read.
  const uploadThrottle = throttle(limiter, (ip, userId) => [
    { key: `upload:ip:${ip}`, rule: RULES.uploadIp },
    ...(userId === undefined ? [] : [{ key: `upload:user:${userId}`, rule: RULES.uploadUser }]),
  ]);
  for (const uploadPath of THROTTLED_UPLOAD_PATHS) api.post(uploadPath, uploadThrottle);
  api.post('/query_google_map', throttle(limiter, (ip) => [{ key: `map:ip:${ip}`, rule: RULES.mapQueryIp }]));
  api.route('/', authRoutes(accounts, otp, sessions, deps.config.VENDOR_CODE));
  const uploads = createUploadService(deps.db, { publicUrl: deps.config.PUBLIC_URL });
  api.route('/', profileRoutes({ accounts, addresses, storage: uploadStorageFor(deps), uploads, geocoder: createReverseGeocoder(deps.config) }));
  if (devToolsEnabled(deps.config) && sms.kind === 'outbox') {
    api.get('/dev/sms-outbox', doc('Texts the embedded SMS sender kept (development and E2E only)', smsOutboxAnswerSchema), async (c) => c.json({ data: await listOutbox(deps.db) }));
  }
  return api;
}

const uploadLimit = bodyLimit({
  maxSize: MAX_UPLOAD_BYTES + 64 * 1024,
  onError: (c) => errorResponse(c, 413, 'upload.image_too_large'),
});

/** The API's JSON body limit, except on the image upload paths which allow 5 MB files. */
export function withUploadLimit(jsonLimit: MiddlewareHandler): MiddlewareHandler {
  return (c, next) => (UPLOAD_PATHS.some((p) => c.req.path.endsWith(p)) && c.req.method === 'POST' ? uploadLimit(c, next) : jsonLimit(c, next));
}
