import { redirect } from 'react-router';
import { localizePath } from '@fardin/core/locale';
import { tokenAnswerSchema } from '@fardin/core/contract-accounts';
import { formatLocalPhone } from '@fardin/core/phone';
import type { Route } from './+types/login';
import { pageMeta } from '../lib/meta';
import { authCookie, clearAuthCookie } from '../lib/auth-cookie.server';
import { failure } from '../features/accounts/form-result.server';
import { apiCall, requestLocale } from '../lib/api-client.server';
import { formRaw } from '../lib/form-data';
import { redirectTarget } from '../features/accounts/redirect-target.server';
import { LoginForm } from '../features/accounts/login-form';

export const meta: Route.MetaFunction = (args) => pageMeta(args, 'page.login', { noindex: true });

export async function loader({ request, context }: Route.LoaderArgs) {
  const target = redirectTarget(request);
  if (context.token) {
    const profile = await apiCall(context, '/api/profile');
    if (profile.ok) throw redirect(target);
  }
  return { redirect: target };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const locale = requestLocale(request);
  if (formRaw(form, 'intent') === 'logout') {
    // SPEC section 4: logout resets the token and reloads /login.
    if (context.token) await apiCall(context, '/api/logout', { method: 'POST' });
    throw redirect(localizePath('/login', locale), { headers: { 'Set-Cookie': clearAuthCookie(request) } });
  }
  const phone = formRaw(form, 'phone');
  const answer = await apiCall(
    context,
    `/api/login?vendor_code=${encodeURIComponent(context.vendorCode)}`,
    { method: 'POST', body: { phone, password: formRaw(form, 'password') } },
    tokenAnswerSchema,
  );
  if (!answer.ok) return failure(request, answer, { phone });
  const { token, user } = answer.data;
  const target = redirectTarget(request, formRaw(form, 'redirect') || null);
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
