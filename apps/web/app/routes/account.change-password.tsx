import { data } from 'react-router';
import { SPEC_TEXT } from '@fardin/core/messages';
import type { Route } from './+types/account.change-password';
import { pageMeta } from '../lib/meta';
import { requireViewer } from '../lib/auth-guard.server';
import { callApi, failure, formText, type FormResult } from '../features/accounts/account-api.server';
import { ChangePasswordForm } from '../features/accounts/change-password-form';

export const meta: Route.MetaFunction = (args) => pageMeta(args, 'page.changePassword', { noindex: true });

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireViewer(request, context);
  return null;
}

export async function action({ request, context }: Route.ActionArgs) {
  await requireViewer(request, context);
  const form = await request.formData();
  const next = formText(form, 'new_password');
  if (next !== formText(form, 'password_confirmation')) {
    return data<FormResult>({ message: SPEC_TEXT.passwordMustMatch, errors: { password_confirmation: [SPEC_TEXT.passwordMustMatch] } }, { status: 422 });
  }
  const answer = await callApi(context, '/api/auth/change', 'PUT', { current_password: formText(form, 'current_password'), new_password: next });
  if (!answer.ok) return failure(answer);
  return data<FormResult>({ ok: true });
}

export default function Page({ actionData }: Route.ComponentProps) {
  return <ChangePasswordForm result={actionData} />;
}
