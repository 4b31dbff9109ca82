import type { Route } from './+types/admin.shipping';
import { pageMeta } from '../lib/meta';
import { shippingAnswerSchema } from '../features/admin/schemas';
import { ShippingView } from '../features/admin/shipping';
import { apiCall, apiGetOrForbidden } from '../lib/api-client.server';
import { adminResult, forbiddenText } from '../features/admin/admin-request.server';
import { formText } from '../lib/form-data';

export const meta: Route.MetaFunction = (args) => pageMeta(args, { text: 'Shipping fees' }, { noindex: true });

export async function loader({ request, context }: Route.LoaderArgs) {
  const answer = await apiGetOrForbidden(context, '/api/admin/shipping', shippingAnswerSchema);
  return answer.ok
    ? { forbidden: null, shipping: answer.data.data }
    : { forbidden: forbiddenText(request, answer), shipping: null };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const intent = formText(form, 'intent');
  const num = (name: string) => Number(formText(form, name));
  const answer =
    intent === 'rate'
      ? await apiCall(
          context,
          `/api/admin/shipping/rates/${encodeURIComponent(formText(form, 'country'))}/${encodeURIComponent(formText(form, 'transport'))}`,
          {
            method: 'PUT',
            body: {
              kilo_price: num('kilo_price'),
              vol_price: num('vol_price'),
              service_fee: num('service_fee'),
              days_min: num('days_min'),
              days_max: num('days_max'),
              active: form.get('active') !== null,
            },
          },
        )
      : await apiCall(context, `/api/admin/shipping/${intent === 'zone' ? 'zones' : 'districts'}/${num('id')}`, {
          method: 'PUT',
          body: { service_fee: num('service_fee') },
        });
  return adminResult(request, answer, { intent });
}

export default function Page({ loaderData, actionData }: Route.ComponentProps) {
  return <ShippingView shipping={loaderData.shipping} forbidden={loaderData.forbidden} result={actionData} />;
}
