import { data } from 'react-router';
import type { Route } from './+types/admin.shipping';
import { pageMeta } from '../lib/meta';
import { adminGetOrForbidden, adminSend, formText, type AdminResult } from '../features/admin/admin-api.server';
import { shippingAnswerSchema } from '../features/admin/schemas';
import { ShippingView } from '../features/admin/shipping';

export const meta: Route.MetaFunction = (args) => pageMeta(args, { text: 'Shipping fees' }, { noindex: true });

export async function loader({ context }: Route.LoaderArgs) {
  const answer = await adminGetOrForbidden(context, '/api/admin/shipping', shippingAnswerSchema);
  return answer.forbidden === null ? { forbidden: null, shipping: answer.data.data } : { forbidden: answer.forbidden, shipping: null };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const intent = formText(form, 'intent');
  const num = (name: string) => Number(formText(form, name));
  const answer = intent === 'rate'
    ? await adminSend(context, `/api/admin/shipping/rates/${encodeURIComponent(formText(form, 'country'))}/${encodeURIComponent(formText(form, 'transport'))}`, 'PUT', {
        kilo_price: num('kilo_price'), vol_price: num('vol_price'), service_fee: num('service_fee'), days_min: num('days_min'), days_max: num('days_max'), active: form.get('active') !== null,
      })
    : await adminSend(context, `/api/admin/shipping/${intent === 'zone' ? 'zones' : 'districts'}/${num('id')}`, 'PUT', { service_fee: num('service_fee') });
  return data<AdminResult>({ ok: answer.ok, message: answer.message, intent }, { status: answer.ok ? 200 : 422 });
}

export default function Page({ loaderData, actionData }: Route.ComponentProps) {
  return <ShippingView shipping={loaderData.shipping} forbidden={loaderData.forbidden} result={actionData} />;
}
