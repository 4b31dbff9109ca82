import { redirect } from 'react-router';
import { localizePath } from '@fardin/core/locale';
import { tokenAnswerSchema } from '@fardin/core/contract-accounts';
import { formatLocalPhone } from '@fardin/core/phone';
import type { Route } from './+types/login';
import { pageMeta } from '../lib/meta';
import { authCookie, clearAuthCookie } from '../lib/auth-cookie.server';
import { callApi, failure, formText } from '../features/accounts/account-api.server';
import { localeOf, redirectTarget } from '../features/accounts/redirect-target.server';
import { LoginForm } from '../features/accounts/login-form';

export const meta: Route.MetaFunction = (args) => pageMeta(args, 'page.login', { noindex: true });

export async function loader({ request, context }: Route.LoaderArgs) {
  const target = redirectTarget(request);
  if (context.token) {
    const profile = await context.api('/api/profile');
    if (profile.ok) throw redirect(target);
  }
  return { redirect: target };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const locale = localeOf(request);
  if (formText(form, 'intent') === 'logout') {
    // SPEC section 4: logout resets the token and reloads /login.
    if (context.token) await callApi(context, '/api/logout', 'POST').catch(() => null);
    throw redirect(localizePath('/login', locale), { headers: { 'Set-Cookie': clearAuthCookie(request) } });
  }
  const phone = formText(form, 'phone');
  const answer = await callApi(context, `/api/login?vendor_code=${encodeURIComponent(context.vendorCode)}`, 'POST', { phone, password: formText(form, 'password') });
  if (!answer.ok) return failure(answer, { phone });
  const { token, user } = tokenAnswerSchema.parse(answer.body);
  const target = redirectTarget(request, formText(form, 'redirect') || null);
  const headers = { 'Set-Cookie': authCookie(request, token) };
  if (!user.verify_status) {
    const params = new URLSearchParams({ phone: formatLocalPhone(user.phone), redirect: target });
    throw redirect(`${localizePath('/verify', locale)}?${params}`, { headers });
  }
  throw redirect(target, { headers });
}

export default function Page({ loaderData, actionData }: Route.ComponentProps) {
  return <LoginForm redirectTo={loaderData.redirect} result={actionData} />;
}
