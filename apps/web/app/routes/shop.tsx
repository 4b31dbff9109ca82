import type { Route } from './+types/shop';
import { pageMeta } from '../lib/meta';
import { PagePlaceholder } from '../features/frame/page-placeholder';

export const meta: Route.MetaFunction = (args) => pageMeta(args, 'page.shop');

export default function Page() {
  return <PagePlaceholder title="page.shop" />;
}
