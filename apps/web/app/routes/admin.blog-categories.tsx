import type { Route } from './+types/admin.blog-categories';
import { pageMeta } from '../lib/meta';
import { blogCategoriesSchema } from '../features/admin/schemas';
import { BlogCategoriesView } from '../features/admin/blog-categories';
import { apiGet, apiCall } from '../lib/api-client.server';
import { adminResult } from '../features/admin/admin-request.server';
import { formText } from '../lib/form-data';

export const meta: Route.MetaFunction = (args) => pageMeta(args, { text: 'Blog categories' }, { noindex: true });

export async function loader({ context }: Route.LoaderArgs) {
  return { categories: (await apiGet(context, '/api/admin/blog/categories', blogCategoriesSchema)).data };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const intent = formText(form, 'intent');
  const base = `/api/admin/blog/categories/${encodeURIComponent(formText(form, 'id'))}`;
  const name = { kh: formText(form, 'name_kh'), en: formText(form, 'name_en'), zh: formText(form, 'name_zh') };
  const answer =
    intent === 'create'
      ? await apiCall(context, '/api/admin/blog/categories', {
          method: 'POST',
          body: { slug: formText(form, 'slug'), name },
        })
      : intent === 'rename'
        ? await apiCall(context, base, { method: 'PUT', body: { slug: formText(form, 'slug') || undefined, name } })
        : intent === 'move'
          ? await apiCall(context, `${base}/move`, { method: 'POST', body: { direction: formText(form, 'direction') } })
          : intent === 'delete'
            ? await apiCall(context, base, { method: 'DELETE' })
            : await apiCall(context, `${base}/visibility`, { method: 'POST', body: { visible: intent === 'show' } });
  return adminResult(request, answer, { intent });
}

export default function Page({ loaderData, actionData }: Route.ComponentProps) {
  return <BlogCategoriesView categories={loaderData.categories} result={actionData} />;
}
