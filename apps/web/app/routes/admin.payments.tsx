import { data } from 'react-router';
import { adminKhqrPageSchema, adminTopupPageSchema, adminTransferPageSchema } from '@fardin/core/contract-admin';
import type { Route } from './+types/admin.payments';
import { pageMeta } from '../lib/meta';
import { adminGet, adminSend, formText, type AdminResult } from '../features/admin/admin-api.server';
import { PaymentsView } from '../features/admin/payments';

export const meta: Route.MetaFunction = (args) => pageMeta(args, { text: 'Payments' }, { noindex: true });

export async function loader({ context }: Route.LoaderArgs) {
  const [transfers, topups, khqr] = await Promise.all([
    adminGet(context, '/api/admin/payments/transfers?row_per_page=50', adminTransferPageSchema),
    adminGet(context, '/api/admin/payments/topups?status=pending&row_per_page=50', adminTopupPageSchema),
    adminGet(context, '/api/admin/payments/khqr?row_per_page=20', adminKhqrPageSchema),
  ]);
  return { transfers: transfers.data, topups: topups.data, khqr: khqr.data };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const intent = formText(form, 'intent');
  const id = Number(formText(form, 'id'));
  const answer =
    intent === 'verify' ? await adminSend(context, `/api/admin/payments/transfers/${id}/verify`, 'POST')
    : intent === 'reject' ? await adminSend(context, `/api/admin/payments/transfers/${id}/reject`, 'POST', { reason: formText(form, 'reason') })
    : intent === 'topup-approve' || intent === 'topup-reject' ? await adminSend(context, `/api/admin/payments/topups/${id}`, 'POST', { approve: intent === 'topup-approve' })
    : { ok: false, message: 'Unknown action' };
  return data<AdminResult>({ ok: answer.ok, message: answer.message, intent }, { status: answer.ok ? 200 : 422 });
}

export default function Page({ loaderData, actionData }: Route.ComponentProps) {
  return <PaymentsView {...loaderData} result={actionData} />;
}
