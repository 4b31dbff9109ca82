import { adminDeliveryPageSchema } from '@fardin/core/contract-admin';
import type { Route } from './+types/admin.deliveries';
import { pageMeta } from '../lib/meta';
import { DeliveriesView } from '../features/admin/deliveries';
import { apiGet, apiCall } from '../lib/api-client.server';
import { forwardQuery, adminResult, UNKNOWN_ACTION } from '../features/admin/admin-request.server';
import { formText } from '../lib/form-data';

export const meta: Route.MetaFunction = (args) => pageMeta(args, { text: 'Deliveries' }, { noindex: true });

export async function loader({ request, context }: Route.LoaderArgs) {
  return apiGet(context, `/api/admin/deliveries${forwardQuery(request, ['status', 'code'])}`, adminDeliveryPageSchema);
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const intent = formText(form, 'intent');
  const base = `/api/admin/deliveries/${Number(formText(form, 'id'))}`;
  const answer =
    intent === 'driver'
      ? await apiCall(context, `${base}/driver`, {
          method: 'POST',
          body: { driver_name: formText(form, 'driver_name'), driver_phone: formText(form, 'driver_phone') },
        })
      : intent === 'status'
        ? await apiCall(context, `${base}/move`, { method: 'POST', body: { status: formText(form, 'status') } })
        : UNKNOWN_ACTION;
  return adminResult(request, answer, { intent });
}

export default function Page({ loaderData, actionData }: Route.ComponentProps) {
  return <DeliveriesView page={loaderData} result={actionData} />;
}
