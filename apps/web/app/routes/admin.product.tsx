import { data, redirect } from 'react-router';
import { adminProductSchema, type FardinProductInputBody } from '@fardin/core/contract-admin';
import { z } from 'zod';
import type { Route } from './+types/admin.product';
import { pageMeta } from '../lib/meta';
import { ProductForm, VARIANT_ROWS } from '../features/admin/product-form';
import { apiGet, apiCall } from '../lib/api-client.server';
import { adminResult } from '../features/admin/admin-request.server';
import { formText } from '../lib/form-data';

export const meta: Route.MetaFunction = (args) => pageMeta(args, { text: 'Product' }, { noindex: true });

const answer = z.object({ data: adminProductSchema });

function productId(raw: string): number | null {
  if (raw === 'new') return null;
  const id = Number(raw);
  if (!Number.isSafeInteger(id) || id <= 0) throw data(null, { status: 404 });
  return id;
}

export async function loader({ params, context }: Route.LoaderArgs) {
  const id = productId(params.id);
  if (id === null) {
    await apiGet(context, '/api/admin/me', z.unknown());
    return { product: null };
  }
  return { product: (await apiGet(context, `/api/admin/products/${id}`, answer)).data };
}

/** The form's fields as the API's product input (empty variant rows are skipped). */
function productBody(form: FormData): FardinProductInputBody {
  const variants = Array.from({ length: VARIANT_ROWS }, (_, i) => ({
    name: formText(form, `variant_name_${i}`),
    price: formText(form, `variant_price_${i}`),
    stock: formText(form, `variant_stock_${i}`),
  }))
    .filter((v) => v.name !== '')
    .map((v) => ({ name: v.name, price: Number(v.price || 0), stock: Number(v.stock || 0) }));
  return {
    title_kh: formText(form, 'title_kh'),
    title_en: formText(form, 'title_en'),
    title_zh: formText(form, 'title_zh'),
    category: formText(form, 'category'),
    description: formText(form, 'description'),
    price: Number(formText(form, 'price') || 0),
    stock: Number(formText(form, 'stock') || 0),
    images: formText(form, 'images')
      .split(/\s*\n\s*/)
      .filter(Boolean),
    variants,
    active: form.get('active') === 'on',
  };
}

export async function action({ params, request, context }: Route.ActionArgs) {
  const id = productId(params.id);
  const body = productBody(await request.formData());
  const sent =
    id === null
      ? await apiCall(context, '/api/admin/products', { method: 'POST', body })
      : await apiCall(context, `/api/admin/products/${id}`, { method: 'PUT', body });
  if (!sent.ok) return adminResult(request, sent, { values: body });
  if (id === null) {
    const created = answer.safeParse(sent.data);
    if (created.success) throw redirect(`/admin/products/${created.data.data.id}?saved=1`);
  }
  return adminResult(request, sent);
}

export default function Page({ loaderData, actionData }: Route.ComponentProps) {
  return <ProductForm product={loaderData.product} result={actionData} />;
}
