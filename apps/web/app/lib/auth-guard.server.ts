import { redirect, type AppLoadContext } from 'react-router';
import { accountUserSchema, type AccountUser } from '@fardin/core/contract-accounts';
import { localizePath, splitLocalePath } from '@fardin/core/locale';
import { formatLocalPhone } from '@fardin/core/phone';
import { clearAuthCookie } from './auth-cookie.server';
import { apiCall } from './api-client.server';

/** `/login?redirect=<where the shopper was>` in the page's locale. */
function loginRedirectUrl(request: Request): string {
  const url = new URL(request.url);
  const { locale } = splitLocalePath(url.pathname);
  return `${localizePath('/login', locale)}?redirect=${encodeURIComponent(url.pathname + url.search)}`;
}

/**
 * The auth guard (SPEC section 2 "a route guard named auth"): guests, expired tokens and
 * unverified accounts leave for /login or /verify and come back afterwards. Use it first thing in
 * the loader and action of every private page (/account/**, /my-cart, /checkout, /buynow).
 */
export async function requireViewer(request: Request, context: AppLoadContext): Promise<AccountUser> {
  if (!context.token) throw redirect(loginRedirectUrl(request));
  const answer = await apiCall(context, '/api/profile', {}, accountUserSchema);
  if (!answer.ok && answer.status === 401)
    throw redirect(loginRedirectUrl(request), { headers: { 'Set-Cookie': clearAuthCookie(request) } });
  if (!answer.ok) throw new Response(null, { status: 502 });
  const user = answer.data;
  if (!user.verify_status) {
    const url = new URL(request.url);
    const { locale } = splitLocalePath(url.pathname);
    const params = new URLSearchParams({ phone: formatLocalPhone(user.phone), redirect: url.pathname + url.search });
    throw redirect(`${localizePath('/verify', locale)}?${params}`);
  }
  return user;
}
