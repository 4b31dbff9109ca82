import type { Route } from './+types/price-list';
import { pageMeta } from '../lib/meta';
import { PagePlaceholder } from '../features/frame/page-placeholder';

export const meta: Route.MetaFunction = (args) => pageMeta(args, 'page.priceList');

export default function Page() {
  return <PagePlaceholder title="page.priceList" />;
}
