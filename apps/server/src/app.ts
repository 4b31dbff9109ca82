import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { MiddlewareHandler } from 'hono';
import { MAX_JSON_BODY_BYTES } from '@fardin/core/request-size-limits';
import type { AppDeps } from './app-deps';
import { createServices } from './services';
import type { AppEnv } from './http/app-env';
import { handleError, errorResponse } from './http/errors';
import { requestFrame } from './http/request-frame';
import { createAnswerCache, REFRESH_ENV, type AnswerCache } from './http/answer-cache';
import { healthRoutes } from './modules/health/routes';
import { referenceRoutes } from './modules/reference/routes';
import { authenticate } from './http/auth';
import { clientSlots } from './http/client-slots';
import { deliveryRoutes } from './modules/delivery/routes';
import { contentRoutes } from './modules/content/routes';
import { assistantRoutes } from './modules/assistant/routes';
import { commerceRoutes } from './commerce-api';
import { accountRoutes, uploadsFiles, withUploadLimit } from './modules/accounts/routes';
import { imageRoutes } from './modules/images/routes';
import { catalogueRoutes } from './modules/catalogue/routes';
import { imageProxyOptions } from './modules/images/service';
import { adminRoutes } from './modules/admin/routes';
import { operationsRoutes } from './modules/operations/routes';
import { notificationRoutes } from './modules/notifications/routes';
import { telegramRoutes } from './modules/telegram/routes';
import { conversationRoutes } from './modules/conversations/routes';
import { buyRequestRoutes, e2eShortLinkRoutes } from './modules/requests/routes';
import { riderRoutes } from './modules/riders/routes';
import { parcelRoutes } from './modules/parcels/routes';
import { openApiRoutes } from './http/openapi-routes';
import { afterBackOfficeWrites } from './http/back-office-writes';
import { answerKeyPrefix, originRules, ownUrls, RELATIVE_URLS_ENV } from './http/own-urls';

export type { AppDeps };

/** GET and HEAD requests carry no body: the limit would only build a full web Request to find that out. */
function forBodies(limit: MiddlewareHandler<AppEnv>): MiddlewareHandler<AppEnv> {
  return (c, next) => (c.req.method === 'GET' || c.req.method === 'HEAD' ? next() : limit(c, next));
}

/** The public JSON API, mounted under /api (the same contract a mobile app uses). */
function createApi(deps: AppDeps, answers: AnswerCache = createAnswerCache()) {
  const services = deps.services ?? createServices(deps);
  const { reference, sessions, catalogue } = services;
  const api = new Hono<AppEnv>();
  api.use(
    forBodies(
      withUploadLimit(
        bodyLimit({
          maxSize: MAX_JSON_BODY_BYTES,
          onError: (c) => errorResponse(c, 413, 'request.too_large'),
        }),
      ),
    ),
  );
  api.use(authenticate(sessions));
  // No client holds more than its share of the database pool (decision 0034).
  api.use(
    clientSlots({
      maxInFlight: deps.config.CLIENT_MAX_IN_FLIGHT,
      maxQueued: deps.config.CLIENT_MAX_QUEUED,
      queueTimeoutMs: deps.config.CLIENT_QUEUE_TIMEOUT_MS,
    }),
  );
  api.use(ownUrls(originRules(deps.config)));
  const dropKept = () => {
    reference.invalidate();
    catalogue.invalidate();
    answers.invalidate();
  };
  // Another replica's back-office write, or a listener that reconnected (it may have missed some).
  deps.cacheNotices?.onChange(dropKept);
  api.use(
    '/admin/*',
    afterBackOfficeWrites(async () => {
      dropKept();
      // Awaited: when the admin sees the write succeed, the other replicas have been told.
      await deps.cacheNotices?.publish();
    }),
  );
  api.route('/', healthRoutes(services.health));
  api.route(
    '/',
    referenceRoutes(
      reference,
      { name: deps.config.SITE_NAME, publicUrl: deps.config.PUBLIC_URL, mapTileUrl: deps.config.MAP_TILE_URL },
      answers,
    ),
  );
  api.route('/', imageRoutes(imageProxyOptions(deps.config, services.uploadStorage)));
  api.route('/', accountRoutes(services, deps));
  api.route('/', commerceRoutes(services, deps));
  api.route('/', catalogueRoutes(catalogue, { uploads: services.uploadStorage, answers }));
  // The delivery module's public reference answers (the product page's landed cost among them) are
  // kept like the catalogue's: their handlers answer from the query alone and mark them public.
  const keptReference = answers.middleware(() => ({ ttlMs: 15_000 }));
  for (const reference of ['/zones', '/provinces', '/transports', '/price/countries', '/price/landed'])
    api.get(reference, keptReference);
  api.route('/', deliveryRoutes(services));
  api.route('/', contentRoutes(services, deps));
  api.route('/', assistantRoutes(services, deps));
  api.route('/', adminRoutes(services, deps));
  api.route('/', operationsRoutes(services));
  api.route('/', notificationRoutes(services.notifications.service, services.notifications.push));
  api.route(
    '/',
    telegramRoutes(services.telegram, {
      webhookSecret: services.telegramBot.webhookSecret,
      fake: services.telegramBot.fake !== null,
    }),
  );
  api.route('/', conversationRoutes(services));
  api.route('/', buyRequestRoutes(services, deps));
  // E2E only: a fake store's short links on this machine (issue 29 item 2).
  if (deps.config.E2E) api.route('/', e2eShortLinkRoutes());
  api.route('/', riderRoutes(services));
  api.route('/', parcelRoutes(services));
  api.route('/', openApiRoutes(api));
  api.all('*', (c) => errorResponse(c, 404, 'request.not_found'));
  return api;
}

/** The whole HTTP app: request ids, logs, security headers, compression, /api; the web is added by main. */
export function createApp(appDeps: AppDeps) {
  const services = appDeps.services ?? createServices(appDeps);
  const deps = { ...appDeps, services };
  const app = new Hono<AppEnv>();
  // Request id and log, client address, security headers, compression: declared once, with the
  // form an answer written before routing takes (below and in the web's page cache).
  const frame = requestFrame(deps);
  for (const middleware of frame.middleware) app.use(middleware);
  // Stale marketplace answers are refreshed through the whole app, as a guest, in the background.
  const answers = createAnswerCache({
    ...(deps.now ? { now: () => deps.now!().getTime() } : {}),
    // A key is `/path?query` (the web's relative answers) or `origin/path?query` (decision 0024).
    keyPrefix: answerKeyPrefix(originRules(deps.config)),
    refetch: async (key) => {
      const env = key.startsWith('/') ? { ...REFRESH_ENV, [RELATIVE_URLS_ENV]: true } : REFRESH_ENV;
      const res = await app.request(key, { headers: { Accept: 'application/json' } }, env);
      await res.body?.cancel();
    },
  });
  app.route('/uploads', uploadsFiles(services.uploadStorage));
  app.route('/api', createApi(deps, answers));
  app.onError(handleError);

  // A kept public answer is written before Hono routes the request (decision 0008): with the same
  // frame (`frame.early`, made from the same parts), so only the cost differs. Everything else, and
  // HEAD, background refreshes and answers still being compressed, goes through Hono.
  const routed = app.fetch;
  app.fetch = (request, env, executionCtx) =>
    answers.answerEarly(request, env, frame.early) ?? routed(request, env, executionCtx);
  // The web's guest page cache (web/page-cache.ts) is dropped with these answers (`answers.onInvalidate`)
  // and answers its kept pages before routing with the same frame.
  return Object.assign(app, { answers, frame: frame.early });
}
export type App = ReturnType<typeof createApp>;
