import { AUTH_COOKIE, TOKEN_MAX_AGE_S } from '@fardin/core/cookies';

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
