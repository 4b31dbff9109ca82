import type { Route } from './+types/area';
import { pageMeta } from '../lib/meta';
import { PagePlaceholder } from '../features/frame/page-placeholder';

export const meta: Route.MetaFunction = (args) => pageMeta(args, 'page.area');

export default function Page() {
  return <PagePlaceholder title="page.area" />;
}
