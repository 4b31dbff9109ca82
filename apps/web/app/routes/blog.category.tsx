import type { Route } from './+types/blog.category';
import { pageMeta } from '../lib/meta';
import { PagePlaceholder } from '../features/frame/page-placeholder';

export const meta: Route.MetaFunction = (args) => pageMeta(args, 'page.blogCategory');

export default function Page() {
  return <PagePlaceholder title="page.blogCategory" />;
}
