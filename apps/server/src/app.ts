import path from 'node:path';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { requestId } from 'hono/request-id';
import { NONCE, secureHeaders } from 'hono/secure-headers';
import type { Db } from '@fardin/db/open-db';
import { MAX_JSON_BODY_BYTES } from '@fardin/core/constants';
import type { Config } from './config';
import type { Logger } from './logger';
import type { AppEnv } from './http/app-env';
import { handleError } from './http/errors';
import { compress } from './http/compress';
import { healthRoutes } from './modules/health/routes';
import { catalogRoutes } from './modules/catalog/routes';
import { createCatalogService } from './modules/catalog/service';
import { createSessionService } from './modules/accounts/sessions';
import { authenticate } from './http/auth';
import { deliveryRoutes } from './modules/delivery/routes';
import { contentRoutes } from './modules/content/routes';
import { assistantRoutes } from './modules/assistant/routes';
import { commerceRoutes } from './modules/checkout/commerce-api';
import { catalogueProductLookup } from './modules/cart/catalogue-lookup';
import type { ProductLookup } from './modules/cart/product-lookup';
import { accountRoutes, uploadsFiles, withUploadLimit } from './modules/accounts/routes';
import { imageRoutes } from './modules/images/routes';
import { productRoutes } from './modules/products/routes';
import { createLocalUploadStorage } from './integrations/uploads/upload-storage';
import { createProductService } from './modules/products/service';
import { imageProxyOptions } from './modules/images/service';
import { adminRoutes } from './modules/admin/routes';

export interface AppDeps {
  db: Db;
  config: Config;
  logger: Logger;
  /** The clock; tests move it to check expiry. */
  now?: () => Date;
  /** Product source of cart and checkout; tests pass a fixed list. */
  productLookup?: ProductLookup;
}

/** The public JSON API, mounted under /api (the same contract a mobile app uses). */
export function createApi(deps: AppDeps) {
  const catalog = createCatalogService(deps.db);
  const sessions = createSessionService(deps.db, deps.now);
  const api = new Hono<AppEnv>();
  api.use(
    withUploadLimit(bodyLimit({
      maxSize: MAX_JSON_BODY_BYTES,
      onError: (c) => c.json({ message: 'Request body is too large' }, 413),
    })),
  );
  api.use(authenticate(sessions));
  api.route('/', healthRoutes(deps.db));
  api.route('/', catalogRoutes(catalog, { name: deps.config.SITE_NAME, publicUrl: deps.config.PUBLIC_URL, mapTileUrl: deps.config.MAP_TILE_URL }));
  api.route('/', imageRoutes(imageProxyOptions(deps.config)));
  api.route('/', accountRoutes(deps));
  const products = createProductService({ db: deps.db, config: deps.config, categories: () => catalog.listCategories() });
  api.route('/', commerceRoutes({ ...deps, lookup: deps.productLookup ?? catalogueProductLookup(products) }));
  api.route(
    '/',
    productRoutes(products, {
      uploads: createLocalUploadStorage(path.resolve(deps.config.dataDir, 'uploads')),
      publicUrl: deps.config.PUBLIC_URL,
    }),
  );
  api.route('/', deliveryRoutes(deps));
  api.route('/', contentRoutes(deps));
  api.route('/', assistantRoutes(deps));
  api.route('/', adminRoutes(deps));
  api.all('*', (c) => c.json({ message: 'Not found' }, 404));
  return api;
}

/** The whole HTTP app: request ids, logs, security headers, compression, /api; the web is added by main. */
export function createApp(deps: AppDeps) {
  const app = new Hono<AppEnv>();
  app.use(requestId());
  app.use(async (c, next) => {
    const logger = deps.logger.child({ reqId: c.get('requestId') });
    c.set('logger', logger);
    const started = performance.now();
    await next();
    logger.info({ method: c.req.method, path: c.req.path, status: c.res.status, ms: Math.round(performance.now() - started) }, 'request');
  });
  // Vite's development client injects inline scripts without our nonce: CSP only outside development.
  const csp = deps.config.NODE_ENV === 'development' ? undefined : {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'", NONCE],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
    connectSrc: ["'self'"],
    fontSrc: ["'self'", 'data:'],
    frameAncestors: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    objectSrc: ["'none'"],
  };
  app.use(
    secureHeaders({
      ...(csp ? { contentSecurityPolicy: csp } : {}),
      strictTransportSecurity: deps.config.NODE_ENV === 'production' ? 'max-age=31536000; includeSubDomains' : false,
      crossOriginEmbedderPolicy: false,
      // 'no-referrer' makes Chrome send `Origin: null` on form posts, which React Router's CSRF check refuses.
      referrerPolicy: 'strict-origin-when-cross-origin',
    }),
  );
  app.use(compress());
  app.route('/uploads', uploadsFiles(deps));
  app.route('/api', createApi(deps));
  app.onError(handleError);
  return app;
}
export type App = ReturnType<typeof createApp>;
