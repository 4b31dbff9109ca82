import type { Route } from './+types/product';
import { pageMeta } from '../lib/meta';
import { PagePlaceholder } from '../features/frame/page-placeholder';

export const meta: Route.MetaFunction = (args) => pageMeta(args, 'page.product');

export default function Page() {
  return <PagePlaceholder title="page.product" />;
}
