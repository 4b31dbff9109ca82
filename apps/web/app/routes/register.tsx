import { data, redirectDocument } from 'react-router';
import { errorText } from '@fardin/core/error-codes';
import { localizePath } from '@fardin/core/locale';
import { registerSchema, tokenAnswerSchema } from '@fardin/core/contract-accounts';
import { formatLocalPhone } from '@fardin/core/phone';
import type { Route } from './+types/register';
import { pageMeta } from '../lib/meta';
import { textOf } from '../i18n/texts.server';
import { authCookie } from '../lib/auth-cookie.server';
import { failure, type FormResult } from '../features/accounts/form-result.server';
import { apiCall, requestLocale } from '../lib/api-client.server';
import { formRaw } from '../lib/form-data';
import { inputErrors } from '../lib/input-errors.server';
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
  const locale = requestLocale(request);
  // Every mistake at once (the API's answer names one field), in the order of the form.
  const errors = await inputErrors(registerSchema, { ...values, password }, locale);
  const confirmation = formRaw(form, 'password_confirmation');
  if (!confirmation)
    errors.password_confirmation = errorText('validation.required', locale, 'password_confirmation is required', {
      field: 'password_confirmation',
    });
  else if (password !== confirmation) errors.password_confirmation = textOf(locale, 'accounts.passwordMustMatch');
  const refused = Object.entries(errors);
  if (refused.length > 0) {
    return data<FormResult>(
      { message: refused[0]![1], errors: Object.fromEntries(refused.map(([k, v]) => [k, [v]])), values },
      { status: 422 },
    );
  }
  const answer = await apiCall(
    context,
    `/api/register?vendor_code=${encodeURIComponent(context.vendorCode)}`,
    { method: 'POST', body: { ...values, password, lang: locale } },
    tokenAnswerSchema,
  );
  if (!answer.ok) return failure(request, answer, values);
  const { token, user } = answer.data;
  const params = new URLSearchParams({
    phone: formatLocalPhone(user.phone),
    redirect: redirectTarget(request, formRaw(form, 'redirect') || null),
  });
  // The form posts from the page's script once it runs (a refused password stays typed); the code's
  // page then loads as a document, as after the form's plain post, with the new session's frame.
  throw redirectDocument(`${localizePath('/verify', locale)}?${params}`, {
    headers: { 'Set-Cookie': authCookie(request, token) },
  });
}

export default function Page({ loaderData, actionData }: Route.ComponentProps) {
  return <RegisterForm redirectTo={loaderData.redirect} result={actionData} />;
}
