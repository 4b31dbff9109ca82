import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from './app-env';
import { headerOf } from './request-header';

/**
 * The shop's own pictures (`/uploads/...`, `/api/demo-image/...`, `/banners/...`) are stored and
 * produced as relative paths, so they work on any host and port (decision 0024). The web uses them
 * as they are; other clients (the mobile app, which only prefixes `https:` to `//host` URLs) get
 * them made absolute on one of the shop's configured origins (`PUBLIC_URL`, `PUBLIC_ORIGINS`): the
 * one the request's Host (with TRUST_PROXY, `X-Forwarded-Host`) names, else PUBLIC_URL. A Host
 * names a configured origin or is ignored: no text of the request ever reaches an answer, so no
 * kept answer can carry a foreign host (issue 24 item 4, decision 0035).
 */

/** The env key an in-process caller (the web's SSR API client) sets: it wants relative paths. */
export const RELATIVE_URLS_ENV = 'relativeUrls';

type UrlEnv = { [RELATIVE_URLS_ENV]?: unknown } | undefined;

/** Whether this request's answers keep own paths relative (the web's in-process calls). */
function wantsRelativeUrls(env: unknown): boolean {
  return (env as UrlEnv)?.[RELATIVE_URLS_ENV] === true;
}

/** First value of a proxy header (`a, b` -> `a`), trimmed and lower case. */
function firstOf(value: string | undefined): string | undefined {
  return value?.split(',')[0]?.trim().toLowerCase() || undefined;
}

/** `host[:port]` as `URL.host` writes it (default port dropped), or null when it is not a host. */
function normalHost(protocol: string, host: string): string | null {
  if (!/^[a-z0-9.:[\]-]+$/i.test(host)) return null;
  try {
    return new URL(`${protocol}//${host}`).host;
  } catch {
    return null;
  }
}

export interface OriginRules {
  /** The canonical origin (config PUBLIC_URL). */
  publicUrl: string;
  /** Every origin the shop answers under, PUBLIC_URL among them (config `publicOrigins`). */
  origins: readonly string[];
  /** Proxies trusted for `X-Forwarded-Host` / `X-Forwarded-Proto` (config TRUST_PROXY). */
  trustProxy: number;
}

/**
 * The configured origin a request reached: the one whose host the Host header (behind trusted
 * proxies `X-Forwarded-Host`) names, the protocol preferred as the request or the proxy says;
 * PUBLIC_URL for any other host. Always one of `rules.origins`.
 */
export function originResolver(rules: OriginRules): (request: Request, env: unknown) => string {
  const known = rules.origins.map((origin) => new URL(origin));
  return (request, env) => {
    const url = new URL(request.url);
    let protocol = url.protocol;
    let host = firstOf(headerOf(request, env, 'host')) ?? url.host;
    if (rules.trustProxy > 0) {
      const proto = firstOf(headerOf(request, env, 'x-forwarded-proto'));
      if (proto === 'http' || proto === 'https') protocol = `${proto}:`;
      host = firstOf(headerOf(request, env, 'x-forwarded-host')) ?? host;
    }
    const named = normalHost(protocol, host);
    const matches = known.filter((o) => o.host === named);
    const chosen = matches.find((o) => o.protocol === protocol) ?? matches[0];
    return chosen ? chosen.origin : rules.publicUrl;
  };
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
 * API middleware: sets `c.var.origin` (a configured origin), and for callers other than the web
 * makes the JSON answers' own picture paths absolute on it (before the answer cache keeps them:
 * its key carries the origin, see `answerKeyPrefix`).
 */
export function ownUrls(rules: OriginRules): MiddlewareHandler<AppEnv> {
  const originOf = originResolver(rules);
  return async (c, next) => {
    const origin = originOf(c.req.raw, c.env);
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

/** The answer cache's key prefix: '' for relative answers (the web), else the configured origin they name. */
export function answerKeyPrefix(rules: OriginRules): (request: Request, env: unknown) => string {
  const originOf = originResolver(rules);
  return (request, env) => (wantsRelativeUrls(env) ? '' : originOf(request, env));
}

/** The origin rules of a configuration. */
export function originRules(config: { PUBLIC_URL: string; publicOrigins: string[]; TRUST_PROXY: number }): OriginRules {
  return { publicUrl: config.PUBLIC_URL, origins: config.publicOrigins, trustProxy: config.TRUST_PROXY };
}
