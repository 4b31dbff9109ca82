import { data, redirect } from 'react-router';
import type { Route } from './+types/verify';
import { pageMeta } from '../lib/meta';
import { failure, type FormResult } from '../features/accounts/form-result.server';
import { apiCall, requestLocale } from '../lib/api-client.server';
import { formRaw } from '../lib/form-data';
import { redirectTarget } from '../features/accounts/redirect-target.server';
import { VerifyForm } from '../features/accounts/verify-form';

export const meta: Route.MetaFunction = (args) => pageMeta(args, 'page.verify', { noindex: true });

export function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  return { phone: url.searchParams.get('phone') ?? '', redirect: redirectTarget(request) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const phone = formRaw(form, 'phone');
  if (formRaw(form, 'intent') === 'resend') {
    const answer = await apiCall(context, '/api/auth/resend', {
      method: 'POST',
      body: { phone, type: 'verify', lang: requestLocale(request) },
    });
    if (!answer.ok) return failure(request, answer, { phone });
    return data<FormResult>({ ok: true, message: 'resent', values: { phone } });
  }
  const answer = await apiCall(context, `/api/verify?vendor_code=${encodeURIComponent(context.vendorCode)}`, {
    method: 'POST',
    body: { phone, otp: formRaw(form, 'otp').trim() },
  });
  if (!answer.ok) return failure(request, answer, { phone });
  throw redirect(redirectTarget(request, formRaw(form, 'redirect') || null));
}

export default function Page({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <VerifyForm
      phone={actionData?.values?.phone ?? loaderData.phone}
      redirectTo={loaderData.redirect}
      result={actionData}
    />
  );
}
