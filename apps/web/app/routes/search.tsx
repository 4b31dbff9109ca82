import type { Route } from './+types/search';
import { pageMeta } from '../lib/meta';
import { PagePlaceholder } from '../features/frame/page-placeholder';

export const meta: Route.MetaFunction = (args) => pageMeta(args, 'page.search');

export default function Page() {
  return <PagePlaceholder title="page.search" />;
}
