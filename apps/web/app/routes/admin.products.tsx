import { data } from 'react-router';
import { adminProductPageSchema } from '@fardin/core/contract-admin';
import type { Route } from './+types/admin.products';
import { pageMeta } from '../lib/meta';
import { adminGet, adminSend, forwardQuery, formText, type AdminResult } from '../features/admin/admin-api.server';
import { ProductList } from '../features/admin/product-list';

export const meta: Route.MetaFunction = (args) => pageMeta(args, { text: 'Products' }, { noindex: true });

export async function loader({ request, context }: Route.LoaderArgs) {
  return adminGet(context, `/api/admin/products${forwardQuery(request, ['q'])}`, adminProductPageSchema);
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const intent = formText(form, 'intent');
  const answer = await adminSend(context, `/api/admin/products/${Number(formText(form, 'id'))}/visibility`, 'POST', { active: intent === 'show' });
  return data<AdminResult>({ ok: answer.ok, message: answer.message, intent }, { status: answer.ok ? 200 : 422 });
}

export default function Page({ loaderData, actionData }: Route.ComponentProps) {
  return <ProductList page={loaderData} result={actionData} />;
}
