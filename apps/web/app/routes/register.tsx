import { data, redirect } from 'react-router';
import { localizePath } from '@fardin/core/locale';
import { SPEC_TEXT } from '@fardin/core/messages';
import { tokenAnswerSchema } from '@fardin/core/contract-accounts';
import { formatLocalPhone } from '@fardin/core/phone';
import type { Route } from './+types/register';
import { pageMeta } from '../lib/meta';
import { authCookie } from '../lib/auth-cookie.server';
import { callApi, failure, formText, type FormResult } from '../features/accounts/account-api.server';
import { localeOf, redirectTarget } from '../features/accounts/redirect-target.server';
import { RegisterForm } from '../features/accounts/register-form';

export const meta: Route.MetaFunction = (args) => pageMeta(args, 'page.register', { noindex: true });

export function loader({ request }: Route.LoaderArgs) {
  return { redirect: redirectTarget(request) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const values = { name: formText(form, 'name'), phone: formText(form, 'phone') };
  const password = formText(form, 'password');
  if (password !== formText(form, 'password_confirmation')) {
    return data<FormResult>({ message: SPEC_TEXT.passwordMustMatch, errors: { password_confirmation: [SPEC_TEXT.passwordMustMatch] }, values }, { status: 422 });
  }
  const answer = await callApi(context, `/api/register?vendor_code=${encodeURIComponent(context.vendorCode)}`, 'POST', { ...values, password });
  if (!answer.ok) return failure(answer, values);
  const { token, user } = tokenAnswerSchema.parse(answer.body);
  const params = new URLSearchParams({ phone: formatLocalPhone(user.phone), redirect: redirectTarget(request, formText(form, 'redirect') || null) });
  throw redirect(`${localizePath('/verify', localeOf(request))}?${params}`, { headers: { 'Set-Cookie': authCookie(request, token) } });
}

export default function Page({ loaderData, actionData }: Route.ComponentProps) {
  return <RegisterForm redirectTo={loaderData.redirect} result={actionData} />;
}
