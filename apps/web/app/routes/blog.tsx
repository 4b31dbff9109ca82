import type { Route } from './+types/blog';
import { pageMeta } from '../lib/meta';
import { loadBlogPage } from '../features/content/blog-loader.server';
import { BlogListPage } from '../features/content/blog-list-page';

export const meta: Route.MetaFunction = (args) => pageMeta(args, 'page.blog');

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadBlogPage(request, context, undefined);
}

export default function Page({ loaderData }: Route.ComponentProps) {
  return <BlogListPage {...loaderData} />;
}
