import { data, redirect } from 'react-router';
import type { Route } from './+types/verify';
import { pageMeta } from '../lib/meta';
import { callApi, failure, formText, type FormResult } from '../features/accounts/account-api.server';
import { redirectTarget } from '../features/accounts/redirect-target.server';
import { VerifyForm } from '../features/accounts/verify-form';

export const meta: Route.MetaFunction = (args) => pageMeta(args, 'page.verify', { noindex: true });

export function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  return { phone: url.searchParams.get('phone') ?? '', redirect: redirectTarget(request) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const phone = formText(form, 'phone');
  if (formText(form, 'intent') === 'resend') {
    const answer = await callApi(context, '/api/auth/resend', 'POST', { phone, type: 'verify' });
    if (!answer.ok) return failure(answer, { phone });
    return data<FormResult>({ ok: true, message: 'resent', values: { phone } });
  }
  const answer = await callApi(context, `/api/verify?vendor_code=${encodeURIComponent(context.vendorCode)}`, 'POST', { phone, otp: formText(form, 'otp').trim() });
  if (!answer.ok) return failure(answer, { phone });
  throw redirect(redirectTarget(request, formText(form, 'redirect') || null));
}

export default function Page({ loaderData, actionData }: Route.ComponentProps) {
  return <VerifyForm phone={actionData?.values?.phone ?? loaderData.phone} redirectTo={loaderData.redirect} result={actionData} />;
}
