import { Hono, type MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { MAX_UPLOAD_BYTES } from '@fardin/core/request-size-limits';
import { ERROR_TEXT } from '@fardin/core/error-codes';
import type { Config } from '../../config';
import type { ServiceDeps, Services } from '../../services';
import type { AppEnv } from '../../http/app-env';
import type { UploadStorage } from '../../integrations/uploads/upload-storage';
import { uploadsRoute } from '../../integrations/uploads/uploads-route';
import { authRoutes } from './auth-routes';
import { profileRoutes } from './profile-routes';
import { RULES, throttle } from './throttle';
import { errorResponse } from '../../http/errors';
import { smsOutboxAnswerSchema } from '@fardin/core/contract-accounts';
import { apiDoc } from '../../http/openapi';

const doc = apiDoc('Accounts');

/** API paths that take multipart images up to 5 MB (the JSON body limit is 1 MB). */
const UPLOAD_PATHS = ['/upload', '/profile/image'] as const;
/** Every path that stores an image, guests' image search included: one throttle for all (decision 0013). */
const THROTTLED_UPLOAD_PATHS = [...UPLOAD_PATHS, '/image_search/upload'] as const;

/** Serves uploaded files at /uploads/... (mounted outside /api). */
export function uploadsFiles(storage: UploadStorage) {
  return uploadsRoute(storage);
}

/** The dev outbox is readable outside production, or in production E2E runs (E2E=1). */
function devToolsEnabled(config: Pick<Config, 'NODE_ENV' | 'E2E'>): boolean {
  return config.NODE_ENV !== 'production' || config.E2E;
}

/** Everything of the account area, mounted at the API root. */
export function accountRoutes(services: Services, deps: Pick<ServiceDeps, 'config'>) {
  const { accounts, addresses, otp, sessions, sms, limiter } = services;
  if (deps.config.NODE_ENV !== 'test') services.startHousekeeping();
  const api = new Hono<AppEnv>();
  // Registered before the routes that handle these paths (here and in the products module), so the
  // attempt is counted before any body is read.
  const uploadThrottle = throttle(limiter, (ip, userId) => [
    { key: `upload:ip:${ip}`, rule: RULES.uploadIp },
    ...(userId === undefined ? [] : [{ key: `upload:user:${userId}`, rule: RULES.uploadUser }]),
  ]);
  for (const uploadPath of THROTTLED_UPLOAD_PATHS) api.post(uploadPath, uploadThrottle);
  api.post(
    '/query_google_map',
    throttle(limiter, (ip) => [{ key: `map:ip:${ip}`, rule: RULES.mapQueryIp }]),
  );
  // Public load on the database (issue 24 item 9, decision 0034): the assistant and the KHQR poll.
  api.post(
    '/chat',
    throttle(limiter, (ip) => [
      { key: `chat:ip:${ip}`, rule: RULES.chatIp, code: 'chat.too_many', text: ERROR_TEXT['chat.too_many'].en },
    ]),
  );
  api.post(
    '/payment/check_payment_status',
    throttle(limiter, (ip) => [
      {
        key: `payment-check:ip:${ip}`,
        rule: RULES.paymentCheckIp,
        code: 'payment.too_many_checks',
        text: ERROR_TEXT['payment.too_many_checks'].en,
      },
    ]),
  );
  api.route('/', authRoutes(accounts, otp, sessions, deps.config.VENDOR_CODE));
  api.route(
    '/',
    profileRoutes({
      accounts,
      addresses,
      storage: services.uploadStorage,
      uploads: services.uploads,
      geocoder: services.geocoder,
    }),
  );
  if (devToolsEnabled(deps.config) && sms.kind === 'outbox') {
    api.get(
      '/dev/sms-outbox',
      doc('Texts the embedded SMS sender kept (development and E2E only)', smsOutboxAnswerSchema),
      async (c) => c.json({ data: await services.smsOutbox.list() }),
    );
  }
  return api;
}

const uploadLimit = bodyLimit({
  maxSize: MAX_UPLOAD_BYTES + 64 * 1024,
  onError: (c) => errorResponse(c, 413, 'upload.image_too_large'),
});

/** The API's JSON body limit, except on the image upload paths which allow 5 MB files. */
export function withUploadLimit(jsonLimit: MiddlewareHandler): MiddlewareHandler {
  return (c, next) =>
    UPLOAD_PATHS.some((p) => c.req.path.endsWith(p)) && c.req.method === 'POST'
      ? uploadLimit(c, next)
      : jsonLimit(c, next);
}
