import { data } from 'react-router';
import { z } from 'zod';
import { adminBlogPostSchema } from '@fardin/core/contract-content';
import type { Route } from './+types/admin.blog-post';
import { pageMeta } from '../lib/meta';
import { adminGet, adminSend } from '../features/admin/admin-api.server';
import { postBody, sentValues } from '../features/admin/blog-post-body.server';
import { blogCategoriesSchema } from '../features/admin/schemas';
import { BlogPostEdit, type BlogEditResult } from '../features/admin/blog-post-edit';

export const meta: Route.MetaFunction = (args) => pageMeta(args, { text: 'Blog post' }, { noindex: true });

const answer = z.object({ data: adminBlogPostSchema });

function postId(raw: string): number {
  const id = Number(raw);
  if (!Number.isSafeInteger(id) || id <= 0) throw data(null, { status: 404 });
  return id;
}

export async function loader({ params, context }: Route.LoaderArgs) {
  const id = postId(params.id);
  const [post, categories] = await Promise.all([adminGet(context, `/api/admin/blog/posts/${id}`, answer), adminGet(context, '/api/admin/blog/categories', blogCategoriesSchema)]);
  return { post: post.data, categories: categories.data };
}

export async function action({ params, request, context }: Route.ActionArgs) {
  const id = postId(params.id);
  const body = postBody(await request.formData());
  const sent = await adminSend(context, `/api/admin/blog/posts/${id}`, 'PUT', body);
  if (sent.ok) return data<BlogEditResult>({ ok: true, message: sent.message, intent: 'save' });
  return data<BlogEditResult>({ ok: false, message: sent.message, intent: 'save', values: sentValues(body) }, { status: 422 });
}

export default function Page({ loaderData, actionData }: Route.ComponentProps) {
  return <BlogPostEdit post={loaderData.post} categories={loaderData.categories} result={actionData} />;
}
