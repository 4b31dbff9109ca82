import { AUTH_COOKIE, TOKEN_MAX_AGE_S } from '@fardin/core/constants';

function secure(request: Request): string {
  const proto = request.headers.get('x-forwarded-proto') ?? new URL(request.url).protocol.replace(':', '');
  return proto === 'https' ? '; Secure' : '';
}

/** The login cookie (SPEC section 4 and DESIGN.md section 4): httpOnly, SameSite=Lax, one day. */
export function authCookie(request: Request, token: string): string {
  return `${AUTH_COOKIE}=${encodeURIComponent(token)}; Path=/; Max-Age=${TOKEN_MAX_AGE_S}; HttpOnly; SameSite=Lax${secure(request)}`;
}

export function clearAuthCookie(request: Request): string {
  return `${AUTH_COOKIE}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax${secure(request)}`;
}

/**
 * Where to go after login: a path of this site only (never `//host` or a full URL), and never
 * back to the auth pages themselves.
 */
export function safeRedirect(target: unknown, fallback: string): string {
  if (typeof target !== 'string' || !target.startsWith('/') || target.startsWith('//') || target.startsWith('/\\')) return fallback;
  if (/^\/(?:en\/|zh\/)?(?:login|register|verify|forgot)(?:[/?#]|$)/.test(target)) return fallback;
  return target;
}
