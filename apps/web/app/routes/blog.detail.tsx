import { data } from 'react-router';
import { z } from 'zod';
import type { Route } from './+types/blog.detail';
import { blogPostSchema } from '@fardin/core/contract-content';
import { splitLocalePath } from '@fardin/core/locale';
import { apiGet } from '../lib/api-client.server';
import { pageMeta } from '../lib/meta';
import { BlogDetailPage } from '../features/content/blog-detail-page';

export const meta: Route.MetaFunction = (args) =>
  args.data
    ? pageMeta(args, { text: args.data.post.title }, { description: args.data.post.excerpt })
    : pageMeta(args, 'page.blogDetail');

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const id = Number(params.id);
  if (!params.id || !Number.isInteger(id) || id <= 0) throw data(null, { status: 404 });
  const { locale } = splitLocalePath(new URL(request.url).pathname);
  const answer = await apiGet(context, `/api/blog/${id}?lang=${locale}`, z.object({ data: blogPostSchema }));
  return { post: answer.data };
}

export default function Page({ loaderData }: Route.ComponentProps) {
  return <BlogDetailPage post={loaderData.post} />;
}
