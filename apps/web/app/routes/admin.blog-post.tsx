import { data } from 'react-router';
import { z } from 'zod';
import { adminBlogPostSchema } from '@fardin/core/contract-content';
import type { Route } from './+types/admin.blog-post';
import { pageMeta } from '../lib/meta';
import { postBody, sentValues } from '../features/admin/blog-post-body.server';
import { blogCategoriesSchema } from '../features/admin/schemas';
import { BlogPostEdit } from '../features/admin/blog-post-edit';
import { apiGet, apiCall } from '../lib/api-client.server';
import { adminResult } from '../features/admin/admin-request.server';

export const meta: Route.MetaFunction = (args) => pageMeta(args, { text: 'Blog post' }, { noindex: true });

const answer = z.object({ data: adminBlogPostSchema });

function postId(raw: string): number {
  const id = Number(raw);
  if (!Number.isSafeInteger(id) || id <= 0) throw data(null, { status: 404 });
  return id;
}

export async function loader({ params, context }: Route.LoaderArgs) {
  const id = postId(params.id);
  const [post, categories] = await Promise.all([
    apiGet(context, `/api/admin/blog/posts/${id}`, answer),
    apiGet(context, '/api/admin/blog/categories', blogCategoriesSchema),
  ]);
  return { post: post.data, categories: categories.data };
}

export async function action({ params, request, context }: Route.ActionArgs) {
  const id = postId(params.id);
  const body = postBody(await request.formData());
  const sent = await apiCall(context, `/api/admin/blog/posts/${id}`, { method: 'PUT', body });
  return adminResult(request, sent, sent.ok ? { intent: 'save' } : { intent: 'save', values: sentValues(body) });
}

export default function Page({ loaderData, actionData }: Route.ComponentProps) {
  return <BlogPostEdit post={loaderData.post} categories={loaderData.categories} result={actionData} />;
}
