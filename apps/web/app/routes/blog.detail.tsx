import type { Route } from './+types/blog.detail';
import { pageMeta } from '../lib/meta';
import { PagePlaceholder } from '../features/frame/page-placeholder';

export const meta: Route.MetaFunction = (args) => pageMeta(args, 'page.blogDetail');

export default function Page() {
  return <PagePlaceholder title="page.blogDetail" />;
}
