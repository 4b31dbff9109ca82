import { staffBuyRequestListSchema } from '@fardin/core/contract-requests';
import type { Route } from './+types/admin.requests';
import { pageMeta } from '../lib/meta';
import { apiCall, apiGet } from '../lib/api-client.server';
import { adminResult, UNKNOWN_ACTION } from '../features/admin/admin-request.server';
import { formText } from '../lib/form-data';
import { AdminRequestsView } from '../features/admin/buy-requests';

export const meta: Route.MetaFunction = (args) => pageMeta(args, { text: 'Buy requests' }, { noindex: true });

/** "Buy it for me" requests (issue 29 item 2): `?status=answered` lists the answered ones. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const status = new URL(request.url).searchParams.get('status') === 'answered' ? 'answered' : 'open';
  const list = await apiGet(context, `/api/admin/requests?status=${status}`, staffBuyRequestListSchema);
  return { rows: list.data, status } as const;
}

/** Answer one request with a product and a quote (the shopper is notified by the server's flow). */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const intent = formText(form, 'intent');
  const id = Number(formText(form, 'id'));
  const answer =
    intent === 'answer' && Number.isSafeInteger(id) && id > 0
      ? await apiCall(context, `/api/admin/requests/${id}/answer`, {
          method: 'POST',
          body: {
            product: formText(form, 'product'),
            quote_usd: formText(form, 'quote_usd'),
            note: formText(form, 'note'),
          },
        })
      : UNKNOWN_ACTION;
  return adminResult(request, answer, { intent });
}

export default function Page({ loaderData, actionData }: Route.ComponentProps) {
  return <AdminRequestsView rows={loaderData.rows} status={loaderData.status} result={actionData} />;
}
