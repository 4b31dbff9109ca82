import { data } from 'react-router';
import type { Route } from './+types/admin.blog-categories';
import { pageMeta } from '../lib/meta';
import { adminGet, adminSend, formText, type AdminResult } from '../features/admin/admin-api.server';
import { blogCategoriesSchema } from '../features/admin/schemas';
import { BlogCategoriesView } from '../features/admin/blog-categories';

export const meta: Route.MetaFunction = (args) => pageMeta(args, { text: 'Blog categories' }, { noindex: true });

export async function loader({ context }: Route.LoaderArgs) {
  return { categories: (await adminGet(context, '/api/admin/blog/categories', blogCategoriesSchema)).data };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const intent = formText(form, 'intent');
  const base = `/api/admin/blog/categories/${encodeURIComponent(formText(form, 'id'))}`;
  const name = { kh: formText(form, 'name_kh'), en: formText(form, 'name_en'), zh: formText(form, 'name_zh') };
  const answer =
    intent === 'create' ? await adminSend(context, '/api/admin/blog/categories', 'POST', { slug: formText(form, 'slug'), name })
    : intent === 'rename' ? await adminSend(context, base, 'PUT', { slug: formText(form, 'slug') || undefined, name })
    : intent === 'move' ? await adminSend(context, `${base}/move`, 'POST', { direction: formText(form, 'direction') })
    : intent === 'delete' ? await adminSend(context, base, 'DELETE')
    : await adminSend(context, `${base}/visibility`, 'POST', { visible: intent === 'show' });
  return data<AdminResult>({ ok: answer.ok, message: answer.message, intent }, { status: answer.ok ? 200 : 422 });
}

export default function Page({ loaderData, actionData }: Route.ComponentProps) {
  return <BlogCategoriesView categories={loaderData.categories} result={actionData} />;
}
