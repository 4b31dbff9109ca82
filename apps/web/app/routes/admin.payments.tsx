import { adminKhqrPageSchema, adminTopupPageSchema, adminTransferPageSchema } from '@fardin/core/contract-admin';
import type { Route } from './+types/admin.payments';
import { pageMeta } from '../lib/meta';
import { PaymentsView } from '../features/admin/payments';
import { apiGet, apiCall } from '../lib/api-client.server';
import { adminResult, UNKNOWN_ACTION } from '../features/admin/admin-request.server';
import { formText } from '../lib/form-data';

export const meta: Route.MetaFunction = (args) => pageMeta(args, { text: 'Payments' }, { noindex: true });

export async function loader({ context }: Route.LoaderArgs) {
  const [transfers, topups, khqr] = await Promise.all([
    apiGet(context, '/api/admin/payments/transfers?row_per_page=50', adminTransferPageSchema),
    apiGet(context, '/api/admin/payments/topups?status=pending&row_per_page=50', adminTopupPageSchema),
    apiGet(context, '/api/admin/payments/khqr?row_per_page=20', adminKhqrPageSchema),
  ]);
  return { transfers: transfers.data, topups: topups.data, khqr: khqr.data };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const intent = formText(form, 'intent');
  const id = Number(formText(form, 'id'));
  const answer =
    intent === 'verify'
      ? await apiCall(context, `/api/admin/payments/transfers/${id}/verify`, { method: 'POST' })
      : intent === 'reject'
        ? await apiCall(context, `/api/admin/payments/transfers/${id}/reject`, {
            method: 'POST',
            body: { reason: formText(form, 'reason') },
          })
        : intent === 'topup-approve' || intent === 'topup-reject'
          ? await apiCall(context, `/api/admin/payments/topups/${id}`, {
              method: 'POST',
              body: { approve: intent === 'topup-approve' },
            })
          : UNKNOWN_ACTION;
  return adminResult(request, answer, { intent });
}

export default function Page({ loaderData, actionData }: Route.ComponentProps) {
  return <PaymentsView {...loaderData} result={actionData} />;
}
