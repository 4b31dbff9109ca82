import { data } from 'react-router';
import type { Route } from './+types/account.change-password';
import { pageMeta } from '../lib/meta';
import { textOf } from '../i18n/texts.server';
import { requireViewer } from '../lib/auth-guard.server';
import { failure, type FormResult } from '../features/accounts/form-result.server';
import { apiCall, requestLocale } from '../lib/api-client.server';
import { formRaw } from '../lib/form-data';
import { ChangePasswordForm } from '../features/accounts/change-password-form';

export const meta: Route.MetaFunction = (args) => pageMeta(args, 'page.changePassword', { noindex: true });

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireViewer(request, context);
  return null;
}

export async function action({ request, context }: Route.ActionArgs) {
  await requireViewer(request, context);
  const form = await request.formData();
  const next = formRaw(form, 'new_password');
  if (next !== formRaw(form, 'password_confirmation')) {
    const message = textOf(requestLocale(request), 'accounts.passwordMustMatch');
    return data<FormResult>({ message, errors: { password_confirmation: [message] } }, { status: 422 });
  }
  const answer = await apiCall(context, '/api/auth/change', {
    method: 'PUT',
    body: { current_password: formRaw(form, 'current_password'), new_password: next },
  });
  if (!answer.ok) return failure(request, answer);
  return data<FormResult>({ ok: true });
}

export default function Page({ actionData }: Route.ComponentProps) {
  return <ChangePasswordForm result={actionData} />;
}
