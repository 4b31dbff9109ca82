import { z } from 'zod';
import { adminBlogPostPageSchema } from '@fardin/core/contract-content';
import type { Route } from './+types/admin.blog';
import { pageMeta } from '../lib/meta';
import { postBody, sentValues } from '../features/admin/blog-post-body.server';
import { blogCategoriesSchema } from '../features/admin/schemas';
import { BlogView } from '../features/admin/blog';
import { apiGet, apiCall } from '../lib/api-client.server';
import { adminResult, forwardQuery } from '../features/admin/admin-request.server';

export const meta: Route.MetaFunction = (args) => pageMeta(args, { text: 'Blog' }, { noindex: true });

const created = z.object({ data: z.object({ id: z.number() }) });

export async function loader({ request, context }: Route.LoaderArgs) {
  const [categories, posts] = await Promise.all([
    apiGet(context, '/api/admin/blog/categories', blogCategoriesSchema),
    apiGet(context, `/api/admin/blog/posts${forwardQuery(request, ['q', 'category_id'])}`, adminBlogPostPageSchema),
  ]);
  return { categories: categories.data, posts };
}

export async function action({ request, context }: Route.ActionArgs) {
  const body = postBody(await request.formData());
  const answer = await apiCall(context, '/api/admin/blog/posts', { method: 'POST', body }, created);
  return adminResult(
    request,
    answer,
    answer.ok ? { intent: 'create', id: answer.data.data.id } : { intent: 'create', values: sentValues(body) },
  );
}

export default function Page({ loaderData, actionData }: Route.ComponentProps) {
  return <BlogView posts={loaderData.posts} categories={loaderData.categories} result={actionData} />;
}
