import { data } from 'react-router';
import { adminDeliveryPageSchema } from '@fardin/core/contract-admin';
import type { Route } from './+types/admin.deliveries';
import { pageMeta } from '../lib/meta';
import { adminGet, adminSend, forwardQuery, formText, type AdminResult } from '../features/admin/admin-api.server';
import { DeliveriesView } from '../features/admin/deliveries';

export const meta: Route.MetaFunction = (args) => pageMeta(args, { text: 'Deliveries' }, { noindex: true });

export async function loader({ request, context }: Route.LoaderArgs) {
  return adminGet(context, `/api/admin/deliveries${forwardQuery(request, ['status', 'code'])}`, adminDeliveryPageSchema);
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const intent = formText(form, 'intent');
  const base = `/api/admin/deliveries/${Number(formText(form, 'id'))}`;
  const answer =
    intent === 'driver' ? await adminSend(context, `${base}/driver`, 'POST', { driver_name: formText(form, 'driver_name'), driver_phone: formText(form, 'driver_phone') })
    : intent === 'status' ? await adminSend(context, `${base}/move`, 'POST', { status: formText(form, 'status') })
    : { ok: false, message: 'Unknown action' };
  return data<AdminResult>({ ok: answer.ok, message: answer.message, intent }, { status: answer.ok ? 200 : 422 });
}

export default function Page({ loaderData, actionData }: Route.ComponentProps) {
  return <DeliveriesView page={loaderData} result={actionData} />;
}
