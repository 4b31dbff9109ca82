import type { Route } from './+types/blog';
import { pageMeta } from '../lib/meta';
import { PagePlaceholder } from '../features/frame/page-placeholder';

export const meta: Route.MetaFunction = (args) => pageMeta(args, 'page.blog');

export default function Page() {
  return <PagePlaceholder title="page.blog" />;
}
