import type { Route } from './+types/blog.category';
import { pageMeta } from '../lib/meta';
import { loadBlogPage } from '../features/content/blog-loader.server';
import { BlogListPage } from '../features/content/blog-list-page';

export const meta: Route.MetaFunction = (args) => pageMeta(args, 'page.blogCategory');

export async function loader({ request, context, params }: Route.LoaderArgs) {
  return loadBlogPage(request, context, params.id);
}

export default function Page({ loaderData }: Route.ComponentProps) {
  return <BlogListPage {...loaderData} />;
}
