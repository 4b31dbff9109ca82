import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from './app-env';
import { headerOf } from './request-header';

/**
 * The shop's own pictures (`/uploads/...`, `/api/demo-image/...`, `/banners/...`) are stored and
 * produced as relative paths, so they work on any host and port (decision 0024). The web uses them
 * as they are; other clients (the mobile app, which only prefixes `https:` to `//host` URLs) get
 * them made absolute on the origin they reached: the request's Host, or with TRUST_PROXY the
 * proxy's `X-Forwarded-Proto` / `X-Forwarded-Host`. Never a fixed base: PUBLIC_URL only names the
 * canonical site for links in pages.
 */

/** The env key an in-process caller (the web's SSR API client) sets: it wants relative paths. */
export const RELATIVE_URLS_ENV = 'relativeUrls';

type UrlEnv = { [RELATIVE_URLS_ENV]?: unknown } | undefined;

/** Whether this request's answers keep own paths relative (the web's in-process calls). */
export function wantsRelativeUrls(env: unknown): boolean {
  return (env as UrlEnv)?.[RELATIVE_URLS_ENV] === true;
}

const HOST = /^(?:[a-z0-9-]+(?:\.[a-z0-9-]+)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

/** First value of a proxy header (`a, b` -> `a`), trimmed and lower case. */
function firstOf(value: string | undefined): string | undefined {
  return value?.split(',')[0]?.trim().toLowerCase() || undefined;
}

/**
 * The origin the client reached: the request URL's (built from the Host header and whether the
 * socket is TLS), or behind `trustProxy` > 0 proxies the forwarded protocol and host. A malformed
 * host falls back to the request URL's.
 */
export function requestOrigin(request: Request, env: unknown, trustProxy: number): string {
  const url = new URL(request.url);
  let protocol = url.protocol.replace(/:$/, '');
  let host = firstOf(headerOf(request, env, 'host')) ?? url.host;
  if (trustProxy > 0) {
    const proto = firstOf(headerOf(request, env, 'x-forwarded-proto'));
    if (proto === 'http' || proto === 'https') protocol = proto;
    host = firstOf(headerOf(request, env, 'x-forwarded-host')) ?? host;
  }
  if (!HOST.test(host)) host = url.host;
  return `${protocol}://${host.toLowerCase()}`;
}

/** Keys whose string values (or string arrays) are picture URLs. */
const PICTURE_KEY = /image|images|pic|photo|cover|logo|icon|thumb|avatar|banner|qr_code_url/i;

function isOwnPath(value: string): boolean {
  return value.startsWith('/') && !value.startsWith('//');
}

/** A copy of `value` whose picture fields holding own paths are absolute on `origin`. */
export function absolutizeOwnUrls(value: unknown, origin: string, pictureKey = false): unknown {
  if (typeof value === 'string') return pictureKey && isOwnPath(value) ? `${origin}${value}` : value;
  if (Array.isArray(value)) return value.map((item) => absolutizeOwnUrls(item, origin, pictureKey));
  if (value && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value)) out[key] = absolutizeOwnUrls(item, origin, PICTURE_KEY.test(key));
    return out;
  }
  return value;
}

/**
 * API middleware: sets `c.var.origin`, and for callers other than the web makes the JSON answers'
 * own picture paths absolute on it (before the answer cache keeps them: its key carries the origin,
 * see `answerKeyPrefix`).
 */
export function ownUrls(trustProxy: number): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const origin = requestOrigin(c.req.raw, c.env, trustProxy);
    c.set('origin', origin);
    // The back office API is the web's (its forms send back what they read): always relative.
    if (!wantsRelativeUrls(c.env) && !c.req.path.startsWith('/api/admin/')) {
      const json = c.json.bind(c) as (...args: unknown[]) => Response;
      c.json = ((object: unknown, ...rest: unknown[]) =>
        json(absolutizeOwnUrls(object, origin), ...rest)) as typeof c.json;
    }
    await next();
  };
}

/** The answer cache's key prefix: '' for relative answers (the web), else the origin they name. */
export function answerKeyPrefix(trustProxy: number): (request: Request, env: unknown) => string {
  return (request, env) => (wantsRelativeUrls(env) ? '' : requestOrigin(request, env, trustProxy));
}
