import { data } from 'react-router';
import { adminOrderDetailSchema } from '@fardin/core/contract-admin';
import type { Route } from './+types/admin.order';
import { pageMeta } from '../lib/meta';
import { adminGet, adminSend, formText, type AdminResult } from '../features/admin/admin-api.server';
import { OrderDetailView } from '../features/admin/order-detail';

export const meta: Route.MetaFunction = (args) => pageMeta(args, { text: `Order #${args.params.id}` }, { noindex: true });

function orderId(raw: string): number {
  const id = Number(raw);
  if (!Number.isSafeInteger(id) || id <= 0) throw data(null, { status: 404 });
  return id;
}

export async function loader({ params, context }: Route.LoaderArgs) {
  return (await adminGet(context, `/api/admin/orders/${orderId(params.id)}`, adminOrderDetailSchema)).data;
}

export async function action({ params, request, context }: Route.ActionArgs) {
  const id = orderId(params.id);
  const form = await request.formData();
  const intent = formText(form, 'intent');
  const base = `/api/admin/orders/${id}`;
  const answer =
    intent === 'stage' ? await adminSend(context, `${base}/stage`, 'POST', { stage: formText(form, 'stage'), note: formText(form, 'note') })
    : intent === 'references' ? await adminSend(context, `${base}/references`, 'POST', { marketplace_order_no: formText(form, 'marketplace_order_no'), tracking_no: formText(form, 'tracking_no') })
    : intent === 'cancel' ? await adminSend(context, `${base}/cancel`, 'POST', { reason: formText(form, 'reason') })
    : intent === 'refund' ? await adminSend(context, `${base}/refund`, 'POST')
    : intent === 'check' ? await adminSend(context, `${base}/lines/${orderId(formText(form, 'line_id'))}/check`, 'POST', { photos: formText(form, 'photos'), weight_kg: formText(form, 'weight_kg'), length_cm: formText(form, 'length_cm'), width_cm: formText(form, 'width_cm'), height_cm: formText(form, 'height_cm'), note: formText(form, 'note') })
    : { ok: false, message: 'Unknown action' };
  return data<AdminResult>({ ok: answer.ok, message: answer.message, intent }, { status: answer.ok ? 200 : 422 });
}

export default function Page({ loaderData, actionData }: Route.ComponentProps) {
  return <OrderDetailView order={loaderData} result={actionData} />;
}
