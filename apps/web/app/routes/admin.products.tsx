import { adminProductPageSchema } from '@fardin/core/contract-admin';
import type { Route } from './+types/admin.products';
import { pageMeta } from '../lib/meta';
import { ProductList } from '../features/admin/product-list';
import { apiGet, apiCall } from '../lib/api-client.server';
import { forwardQuery, adminResult } from '../features/admin/admin-request.server';
import { formText } from '../lib/form-data';

export const meta: Route.MetaFunction = (args) => pageMeta(args, { text: 'Products' }, { noindex: true });

export async function loader({ request, context }: Route.LoaderArgs) {
  return apiGet(context, `/api/admin/products${forwardQuery(request, ['q'])}`, adminProductPageSchema);
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const intent = formText(form, 'intent');
  const answer = await apiCall(context, `/api/admin/products/${Number(formText(form, 'id'))}/visibility`, {
    method: 'POST',
    body: { active: intent === 'show' },
  });
  return adminResult(request, answer, { intent });
}

export default function Page({ loaderData, actionData }: Route.ComponentProps) {
  return <ProductList page={loaderData} result={actionData} />;
}
