import { data } from 'react-router';
import { z } from 'zod';
import { adminBlogPostPageSchema } from '@fardin/core/contract-content';
import type { Route } from './+types/admin.blog';
import { pageMeta } from '../lib/meta';
import { adminGet, adminSend, forwardQuery } from '../features/admin/admin-api.server';
import { postBody, sentValues } from '../features/admin/blog-post-body.server';
import { blogCategoriesSchema } from '../features/admin/schemas';
import { BlogView, type BlogCreateResult } from '../features/admin/blog';

export const meta: Route.MetaFunction = (args) => pageMeta(args, { text: 'Blog' }, { noindex: true });

const created = z.object({ data: z.object({ id: z.number() }) });

export async function loader({ request, context }: Route.LoaderArgs) {
  const [categories, posts] = await Promise.all([
    adminGet(context, '/api/admin/blog/categories', blogCategoriesSchema),
    adminGet(context, `/api/admin/blog/posts${forwardQuery(request, ['q', 'category_id'])}`, adminBlogPostPageSchema),
  ]);
  return { categories: categories.data, posts };
}

export async function action({ request, context }: Route.ActionArgs) {
  const body = postBody(await request.formData());
  const answer = await adminSend(context, '/api/admin/blog/posts', 'POST', body);
  const parsed = created.safeParse(answer.body);
  if (answer.ok && parsed.success) return data<BlogCreateResult>({ ok: true, message: answer.message, intent: 'create', id: parsed.data.data.id });
  return data<BlogCreateResult>({ ok: false, message: answer.message, intent: 'create', values: sentValues(body) }, { status: 422 });
}

export default function Page({ loaderData, actionData }: Route.ComponentProps) {
  return <BlogView posts={loaderData.posts} categories={loaderData.categories} result={actionData} />;
}
