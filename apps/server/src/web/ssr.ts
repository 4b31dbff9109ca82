import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Context } from 'hono';
import { createRequestHandler, type AppLoadContext, type ServerBuild } from 'react-router';
import { AUTH_COOKIE } from '@fardin/core/cookies';
import type { WebLoadContext } from '@fardin/core/load-context';
import type { App } from '../app';
import type { AppEnv } from '../http/app-env';
import { cspNonce } from '../http/security-headers';
import { requestCookie } from '../http/request-header';
import { CLIENT_ADDRESS_ENV, clientAddress } from '../http/client-address';
import { REFRESH_ENV } from '../http/answer-cache';
import { RELATIVE_URLS_ENV } from '../http/own-urls';
import { serveAssets } from './static-files';
import { createPageCache, markTransient, type PageCache, type PageCacheOptions } from './page-cache';

export const WEB_ROOT = fileURLToPath(new URL('../../../web', import.meta.url));
const BUILD_DIR = path.resolve(WEB_ROOT, process.env.WEB_BUILD_DIR ?? 'build');
const CLIENT_DIR = path.join(BUILD_DIR, 'client');
const SERVER_BUILD = path.join(BUILD_DIR, 'server', 'index.js');

type NodeMiddleware = (req: IncomingMessage, res: ServerResponse, next: () => void) => void;

export interface WebHandler {
  /** Node middleware that must run before the Hono app (Vite in development). */
  nodeMiddleware?: NodeMiddleware;
  /** The guest page cache (production only; decision 0020). */
  pages?: PageCache;
  close(): Promise<void>;
}

/** What every page request's load context carries of the configuration. */
export interface WebSite {
  vendorCode: string;
  /** The canonical origin (config PUBLIC_URL). */
  publicUrl: string;
}

/** The load context of one page request: an in-process API client carrying the shopper's token. */
export function loadContextFor(app: App, c: Context<AppEnv>, site: WebSite): WebLoadContext {
  const token = requestCookie(c, AUTH_COOKIE) ?? null;
  // The API counts attempts per client address; its in-process requests have no socket of their own.
  // Its answers keep the shop's own picture paths relative: pages work on any host (decision 0024).
  const env = { [CLIENT_ADDRESS_ENV]: clientAddress(c), [RELATIVE_URLS_ENV]: true };
  return {
    token,
    vendorCode: site.vendorCode,
    publicUrl: site.publicUrl,
    // Made here, for pages only: the CSP of this answer then allows exactly the scripts carrying it.
    nonce: cspNonce(c),
    api: (apiPath, init = {}) => {
      const headers = new Headers(init.headers);
      headers.set('Accept', 'application/json, text/plain, */*');
      if (token && !headers.has('Authorization')) headers.set('Authorization', `Bearer ${token}`);
      return Promise.resolve(
        app.request(apiPath.startsWith('/api') ? apiPath : `/api${apiPath}`, { ...init, headers }, env),
      ).then((res) => {
        // A passing failure shown on a 200 page must not be kept for other guests (decision 0020).
        if (res.status >= 500 || res.status === 429) markTransient(c.req.raw);
        return res;
      });
    },
  };
}

/** Mounts the React Router app: static files and SSR (production build, or Vite in development). */
export async function mountWeb(
  app: App,
  mode: 'production' | 'development',
  site: WebSite,
  pageOptions: PageCacheOptions = {},
): Promise<WebHandler> {
  // A function is asked again on every request and React Router then rebuilds its route table
  // (flattening and ranking every route) each time: only development (Vite reloads) needs that.
  let getBuild: ServerBuild | (() => Promise<ServerBuild>);
  let nodeMiddleware: NodeMiddleware | undefined;
  let close = async () => {};
  let pages: PageCache | undefined;

  if (mode === 'development') {
    const vite = await import('vite');
    const server = await vite.createServer({ root: WEB_ROOT, server: { middlewareMode: true }, appType: 'custom' });
    nodeMiddleware = server.middlewares as unknown as NodeMiddleware;
    getBuild = () => server.ssrLoadModule('virtual:react-router/server-build') as Promise<ServerBuild>;
    close = () => server.close();
  } else {
    getBuild = (await import(pathToFileURL(SERVER_BUILD).href)) as ServerBuild;
    // Guest catalogue pages from memory (decision 0020), ahead of the static files' lookups; a
    // back-office write of what guests see drops them with the API answers they were made from.
    const cache = createPageCache({
      refetch: async (key) => {
        const res = await app.request(key, { headers: { Accept: 'text/html' } }, REFRESH_ENV);
        await res.body?.cancel();
      },
      ...pageOptions,
    });
    app.answers.onInvalidate(() => cache.invalidate());
    app.use('*', cache.middleware());
    const routed = app.fetch;
    app.fetch = (request, env, executionCtx) =>
      cache.answerEarly(request, env, app.frame) ?? routed(request, env, executionCtx);
    pages = cache;
    const root = path.relative(process.cwd(), CLIENT_DIR) || '.';
    const { assets, files } = serveAssets(root);
    app.use('/assets/*', assets);
    app.use('*', files);
  }

  const handle = createRequestHandler(getBuild, mode);
  // The web app declares AppLoadContext as WebLoadContext (apps/web/app/load-context.d.ts).
  app.all('*', (c) => {
    pages?.countRender();
    return handle(c.req.raw, loadContextFor(app, c, site) as unknown as AppLoadContext);
  });
  return { ...(nodeMiddleware ? { nodeMiddleware } : {}), ...(pages ? { pages } : {}), close };
}
