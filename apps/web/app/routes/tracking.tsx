import type { Route } from './+types/tracking';
import { pageMeta } from '../lib/meta';
import { PagePlaceholder } from '../features/frame/page-placeholder';

export const meta: Route.MetaFunction = (args) => pageMeta(args, 'page.tracking');

export default function Page() {
  return <PagePlaceholder title="page.tracking" />;
}
