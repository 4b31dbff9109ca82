import type { Context, MiddlewareHandler } from 'hono';
import { AUTH_COOKIE } from '@fardin/core/cookies';
import { ACCOUNT_CODE } from '@fardin/core/account-text';
import type { AppEnv } from './app-env';
import { HttpError, notFound } from './errors';
import { requestCookie, requestHeader } from './request-header';
import { securityDoc } from './openapi';
import type { SessionService, SessionUser } from '../modules/accounts/sessions';

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** The token of a request: `Authorization: Bearer ...`, else the web's httpOnly cookie. */
function requestToken(c: Context<AppEnv>): { token: string; via: 'bearer' | 'cookie' } | null {
  const header = requestHeader(c, 'authorization');
  if (header?.startsWith('Bearer ')) return { token: header.slice(7).trim(), via: 'bearer' };
  const cookie = requestCookie(c, AUTH_COOKIE);
  return cookie ? { token: cookie, via: 'cookie' } : null;
}

/** The host of an Origin header, or null when it names none (`null`, `file://`, garbage). */
function originHost(origin: string): string | null {
  try {
    const url = new URL(origin);
    return url.host || null;
  } catch {
    return null;
  }
}

/**
 * Resolves the user for every /api request. Cookie-authenticated writes must come from our own
 * origin (CSRF): a foreign Origin, or one naming no host at all (`Origin: null` from sandboxed
 * frames and some redirects), is a 403 with the code `auth.cross_site`.
 */
export function authenticate(sessions: SessionService): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const found = requestToken(c);
    if (found) {
      if (found.via === 'cookie' && UNSAFE_METHODS.has(c.req.method)) {
        const origin = requestHeader(c, 'origin');
        const host = requestHeader(c, 'host');
        if (origin !== undefined && host && originHost(origin) !== host)
          throw new HttpError(403, ACCOUNT_CODE.crossSite);
      }
      const user = await sessions.resolve(found.token);
      if (user) {
        c.set('user', user);
        c.set('token', found.token);
      }
    }
    await next();
  };
}

/** The logged-in user or a 401 {message}. Unverified accounts pass only where `allowUnverified`. */
export function currentUser(c: Context<AppEnv>, options: { allowUnverified?: boolean } = {}): SessionUser {
  const user = c.get('user');
  if (!user) throw new HttpError(401, 'auth.required');
  if (!user.verified && !options.allowUnverified) throw new HttpError(403, 'auth.not_verified');
  return user;
}

/** Route middleware form of currentUser; the contract marks the routes it guards (bearerAuth). */
export const requireUser: MiddlewareHandler<AppEnv> = Object.assign(
  async (c: Context<AppEnv>, next: () => Promise<void>) => {
    currentUser(c);
    await next();
  },
  securityDoc([401, 403]),
);

/** Staff-only routes answer 404 to everyone else, so their existence is not revealed. */
export function requireRole(...roles: SessionUser['role'][]): MiddlewareHandler<AppEnv> {
  return Object.assign(
    async (c: Context<AppEnv>, next: () => Promise<void>) => {
      const user = c.get('user');
      if (!user || !roles.includes(user.role)) throw notFound();
      await next();
    },
    securityDoc([404]),
  );
}
