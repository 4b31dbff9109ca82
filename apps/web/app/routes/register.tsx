import { data, redirect } from 'react-router';
import { localizePath } from '@fardin/core/locale';
import { tokenAnswerSchema } from '@fardin/core/contract-accounts';
import { formatLocalPhone } from '@fardin/core/phone';
import type { Route } from './+types/register';
import { pageMeta } from '../lib/meta';
import { textOf } from '../i18n/texts.server';
import { authCookie } from '../lib/auth-cookie.server';
import { failure, type FormResult } from '../features/accounts/form-result.server';
import { apiCall, requestLocale } from '../lib/api-client.server';
import { formRaw } from '../lib/form-data';
import { redirectTarget } from '../features/accounts/redirect-target.server';
import { RegisterForm } from '../features/accounts/register-form';

export const meta: Route.MetaFunction = (args) => pageMeta(args, 'page.register', { noindex: true });

export function loader({ request }: Route.LoaderArgs) {
  return { redirect: redirectTarget(request) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const values = { name: formRaw(form, 'name'), phone: formRaw(form, 'phone') };
  const password = formRaw(form, 'password');
  if (password !== formRaw(form, 'password_confirmation')) {
    const message = textOf(requestLocale(request), 'accounts.passwordMustMatch');
    return data<FormResult>({ message, errors: { password_confirmation: [message] }, values }, { status: 422 });
  }
  const answer = await apiCall(
    context,
    `/api/register?vendor_code=${encodeURIComponent(context.vendorCode)}`,
    { method: 'POST', body: { ...values, password, lang: requestLocale(request) } },
    tokenAnswerSchema,
  );
  if (!answer.ok) return failure(request, answer, values);
  const { token, user } = answer.data;
  const params = new URLSearchParams({
    phone: formatLocalPhone(user.phone),
    redirect: redirectTarget(request, formRaw(form, 'redirect') || null),
  });
  throw redirect(`${localizePath('/verify', requestLocale(request))}?${params}`, {
    headers: { 'Set-Cookie': authCookie(request, token) },
  });
}

export default function Page({ loaderData, actionData }: Route.ComponentProps) {
  return <RegisterForm redirectTo={loaderData.redirect} result={actionData} />;
}
