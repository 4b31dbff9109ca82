import { purchasingQueueSchema } from '@fardin/core/contract-operations';
import type { Route } from './+types/admin.purchasing';
import { pageMeta } from '../lib/meta';
import { PurchasingView } from '../features/admin/purchasing';
import { apiCall, apiGet, type ApiFailure } from '../lib/api-client.server';
import { adminLocale, adminResult } from '../features/admin/admin-request.server';
import { formText } from '../lib/form-data';
import { textOf } from '../i18n/texts.server';

export const meta: Route.MetaFunction = (args) => pageMeta(args, { text: 'Purchasing' }, { noindex: true });

export async function loader({ context }: Route.LoaderArgs) {
  return { groups: (await apiGet(context, '/api/admin/purchasing', purchasingQueueSchema)).data };
}

/** One purchase: the ticked lines of one seller, one marketplace order number, each line's actual unit price. */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const ids = form
    .getAll('line_id')
    .map(String)
    .filter((id) => /^\d+$/.test(id));
  if (ids.length === 0) {
    const none: ApiFailure = {
      ok: false,
      status: 422,
      code: '',
      message: textOf(adminLocale(request).locale, 'admin.ops.noneSelected'),
    };
    return adminResult(request, none, { intent: 'purchase' });
  }
  const price = (id: string) => formText(form, `price_${id}`);
  const answer = await apiCall(context, '/api/admin/purchases', {
    method: 'POST',
    body: {
      line_ids: ids.map(Number),
      seller: formText(form, 'seller'),
      marketplace_order_no: formText(form, 'marketplace_order_no'),
      // An empty price is left out: the API names the line it misses (purchase.price_missing).
      unit_prices: Object.fromEntries(
        ids
          .filter((id) => price(id) !== '')
          .map((id) => [id, { amount: Number(price(id)), currency: formText(form, `currency_${id}`) }]),
      ),
    },
  });
  return adminResult(request, answer, { intent: 'purchase' });
}

export default function Page({ loaderData, actionData }: Route.ComponentProps) {
  return <PurchasingView groups={loaderData.groups} result={actionData} />;
}
