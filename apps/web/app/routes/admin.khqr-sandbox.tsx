import { data } from 'react-router';
import type { Route } from './+types/admin.khqr-sandbox';
import { pageMeta } from '../lib/meta';
import { adminGet, adminSend, forwardQuery, formText, type AdminResult } from '../features/admin/admin-api.server';
import { khqrSandboxAnswerSchema } from '../features/admin/embedded-schemas';
import { KhqrSandboxView } from '../features/admin/khqr-sandbox';

export const meta: Route.MetaFunction = (args) => pageMeta(args, { text: 'KHQR sandbox' }, { noindex: true });

export async function loader({ request, context }: Route.LoaderArgs) {
  return { pending: await adminGet(context, `/api/admin/payments/khqr-sandbox${forwardQuery(request, [])}`, khqrSandboxAnswerSchema) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const id = Number(formText(form, 'id'));
  const answer = formText(form, 'intent') === 'pay' && Number.isSafeInteger(id) && id > 0
    ? await adminSend(context, `/api/admin/payments/khqr-sandbox/${id}/pay`, 'POST')
    : { ok: false, message: 'Unknown action' };
  return data<AdminResult>({ ok: answer.ok, message: answer.message, intent: 'pay' }, { status: answer.ok ? 200 : 422 });
}

export default function Page({ loaderData, actionData }: Route.ComponentProps) {
  return <KhqrSandboxView pending={loaderData.pending} result={actionData} />;
}
