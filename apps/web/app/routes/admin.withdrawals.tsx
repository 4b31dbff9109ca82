import { adminWithdrawalPageSchema, WITHDRAWAL_STATUSES, type WithdrawalStatus } from '@fardin/core/contract-admin';
import type { Route } from './+types/admin.withdrawals';
import { pageMeta } from '../lib/meta';
import { WithdrawalsView } from '../features/admin/withdrawals';
import { apiGet, apiCall } from '../lib/api-client.server';
import { adminResult, UNKNOWN_ACTION } from '../features/admin/admin-request.server';
import { formText } from '../lib/form-data';

export const meta: Route.MetaFunction = (args) => pageMeta(args, { text: 'Withdrawals' }, { noindex: true });

/** `?status=pending` (the default: what staff still pay out), `paid`, or `all`. */
function statusOf(request: Request): WithdrawalStatus | 'all' {
  const asked = new URL(request.url).searchParams.get('status');
  return asked === 'all' || (WITHDRAWAL_STATUSES as readonly string[]).includes(asked ?? '')
    ? (asked as WithdrawalStatus | 'all')
    : 'pending';
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const status = statusOf(request);
  const filter = status === 'all' ? '' : `&status=${status}`;
  const page = await apiGet(context, `/api/admin/withdrawals?row_per_page=50${filter}`, adminWithdrawalPageSchema);
  return { status, withdrawals: page.data };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const intent = formText(form, 'intent');
  const id = Number(formText(form, 'id'));
  const answer =
    intent === 'paid'
      ? await apiCall(context, `/api/admin/withdrawals/${id}/paid`, {
          method: 'POST',
          body: { note: formText(form, 'note') || null },
        })
      : UNKNOWN_ACTION;
  return adminResult(request, answer, { intent });
}

export default function Page({ loaderData, actionData }: Route.ComponentProps) {
  return <WithdrawalsView {...loaderData} result={actionData} />;
}
