import { data } from 'react-router';
import { z } from 'zod';
import type { Route } from './+types/admin.blog';
import { pageMeta } from '../lib/meta';
import { adminGet, adminSend, formText, type AdminResult } from '../features/admin/admin-api.server';
import { blogCategoriesSchema } from '../features/admin/schemas';
import { BlogView } from '../features/admin/blog';

export const meta: Route.MetaFunction = (args) => pageMeta(args, { text: 'Blog' }, { noindex: true });

const created = z.object({ data: z.object({ id: z.number() }) });

export async function loader({ context }: Route.LoaderArgs) {
  return adminGet(context, '/api/admin/blog/categories', blogCategoriesSchema);
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const texts = (['kh', 'en', 'zh'] as const)
    .map((locale) => ({ locale, title: formText(form, `title_${locale}`), excerpt: formText(form, `excerpt_${locale}`), body: formText(form, `body_${locale}`) }))
    .filter((text) => text.title !== '');
  const answer = await adminSend(context, '/api/admin/blog/posts', 'POST', {
    slug: formText(form, 'slug'), category_id: Number(formText(form, 'category_id')), image: formText(form, 'image'), author: formText(form, 'author'), texts,
  });
  const parsed = created.safeParse(answer.body);
  return data<AdminResult & { id?: number }>({ ok: answer.ok, message: answer.message, intent: 'create', ...(answer.ok && parsed.success ? { id: parsed.data.data.id } : {}) }, { status: answer.ok ? 200 : 422 });
}

export default function Page({ loaderData, actionData }: Route.ComponentProps) {
  return <BlogView categories={loaderData.data} result={actionData} />;
}
