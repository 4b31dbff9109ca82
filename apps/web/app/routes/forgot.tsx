import { data, redirect } from 'react-router';
import { localizePath } from '@fardin/core/locale';
import { tokenAnswerSchema } from '@fardin/core/contract-accounts';
import { z } from 'zod';
import type { Route } from './+types/forgot';
import { pageMeta } from '../lib/meta';
import { authCookie } from '../lib/auth-cookie.server';
import { apiCall, failureText, fieldErrors, requestLocale, type ApiFailure } from '../lib/api-client.server';
import { textOf } from '../i18n/texts.server';
import { formRaw } from '../lib/form-data';
import { ForgotForm, type ForgotState } from '../features/accounts/forgot-form';

export const meta: Route.MetaFunction = (args) => pageMeta(args, 'page.forgot', { noindex: true });

const referenceAnswer = z.object({ reference: z.string() });

/**
 * Phone -> code -> new password (SPEC section 3 state: phone, reference, confirm_reference). The
 * state travels in hidden fields, so each step works without JavaScript.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const phone = formRaw(form, 'phone');
  const step = formRaw(form, 'step');
  const locale = requestLocale(request);
  const refused = (state: ForgotState, message: string, errors: Record<string, string[]>, status = 422) =>
    data<ForgotState>({ ...state, message, errors }, { status: status >= 500 ? 502 : status });
  const fail = (state: ForgotState, answer: ApiFailure) =>
    refused(state, failureText(answer, locale), fieldErrors(answer, locale), answer.status);

  if (step === 'password') {
    const state: ForgotState = {
      step: 'password',
      phone,
      reference: '',
      confirm_reference: formRaw(form, 'confirm_reference'),
    };
    const password = formRaw(form, 'password');
    if (password !== formRaw(form, 'password_confirmation')) {
      const message = textOf(locale, 'accounts.passwordMustMatch');
      return refused(state, message, { password_confirmation: [message] });
    }
    const answer = await apiCall(
      context,
      '/api/auth/forgot/password',
      { method: 'POST', body: { reference: state.confirm_reference, password } },
      tokenAnswerSchema,
    );
    if (!answer.ok)
      return fail(
        answer.status === 422 && fieldErrors(answer, locale).password ? state : { ...state, step: 'phone' },
        answer,
      );
    throw redirect(localizePath('/account', locale), {
      headers: { 'Set-Cookie': authCookie(request, answer.data.token) },
    });
  }
  if (step === 'otp') {
    const state: ForgotState = { step: 'otp', phone, reference: formRaw(form, 'reference'), confirm_reference: '' };
    const answer = await apiCall(
      context,
      '/api/auth/forgot/otp',
      { method: 'POST', body: { reference: state.reference, otp: formRaw(form, 'otp').trim() } },
      referenceAnswer,
    );
    if (!answer.ok) return fail(state, answer);
    return { ...state, step: 'password', confirm_reference: answer.data.reference } satisfies ForgotState;
  }
  const state: ForgotState = { step: 'phone', phone, reference: '', confirm_reference: '' };
  const answer = await apiCall(
    context,
    '/api/auth/resend',
    { method: 'POST', body: { phone, type: 'forgot', lang: requestLocale(request) } },
    referenceAnswer,
  );
  if (!answer.ok) return fail(state, answer);
  return { ...state, step: 'otp', reference: answer.data.reference } satisfies ForgotState;
}

export default function Page({ actionData }: Route.ComponentProps) {
  return <ForgotForm state={actionData ?? { step: 'phone', phone: '', reference: '', confirm_reference: '' }} />;
}
