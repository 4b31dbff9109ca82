import { data, redirect } from 'react-router';
import { localizePath } from '@fardin/core/locale';
import { SPEC_TEXT } from '@fardin/core/messages';
import { tokenAnswerSchema } from '@fardin/core/contract-accounts';
import { z } from 'zod';
import type { Route } from './+types/forgot';
import { pageMeta } from '../lib/meta';
import { authCookie } from '../lib/auth-cookie.server';
import { callApi, formText } from '../features/accounts/account-api.server';
import { localeOf } from '../features/accounts/redirect-target.server';
import { ForgotForm, type ForgotState } from '../features/accounts/forgot-form';

export const meta: Route.MetaFunction = (args) => pageMeta(args, 'page.forgot', { noindex: true });

const referenceAnswer = z.object({ reference: z.string() });

/**
 * Phone -> code -> new password (SPEC section 3 state: phone, reference, confirm_reference). The
 * state travels in hidden fields, so each step works without JavaScript.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const phone = formText(form, 'phone');
  const step = formText(form, 'step');
  const fail = (state: ForgotState, message: string, errors: Record<string, string[]> = {}, status = 422, code?: string) =>
    data<ForgotState>({ ...state, message, ...(code ? { code } : {}), errors }, { status });

  if (step === 'password') {
    const state: ForgotState = { step: 'password', phone, reference: '', confirm_reference: formText(form, 'confirm_reference') };
    const password = formText(form, 'password');
    if (password !== formText(form, 'password_confirmation')) return fail(state, SPEC_TEXT.passwordMustMatch, { password_confirmation: [SPEC_TEXT.passwordMustMatch] });
    const answer = await callApi(context, '/api/auth/forgot/password', 'POST', { reference: state.confirm_reference, password });
    if (!answer.ok) return fail(answer.status === 422 && answer.errors?.password ? state : { ...state, step: 'phone' }, answer.message, answer.errors, answer.status, answer.code);
    const { token } = tokenAnswerSchema.parse(answer.body);
    throw redirect(localizePath('/account', localeOf(request)), { headers: { 'Set-Cookie': authCookie(request, token) } });
  }
  if (step === 'otp') {
    const state: ForgotState = { step: 'otp', phone, reference: formText(form, 'reference'), confirm_reference: '' };
    const answer = await callApi(context, '/api/auth/forgot/otp', 'POST', { reference: state.reference, otp: formText(form, 'otp').trim() });
    if (!answer.ok) return fail(state, answer.message, answer.errors, answer.status, answer.code);
    return { ...state, step: 'password', confirm_reference: referenceAnswer.parse(answer.body).reference } satisfies ForgotState;
  }
  const state: ForgotState = { step: 'phone', phone, reference: '', confirm_reference: '' };
  const answer = await callApi(context, '/api/auth/resend', 'POST', { phone, type: 'forgot' });
  if (!answer.ok) return fail(state, answer.message, answer.errors, answer.status, answer.code);
  return { ...state, step: 'otp', reference: referenceAnswer.parse(answer.body).reference } satisfies ForgotState;
}

export default function Page({ actionData }: Route.ComponentProps) {
  return <ForgotForm state={actionData ?? { step: 'phone', phone: '', reference: '', confirm_reference: '' }} />;
}
