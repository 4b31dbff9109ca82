import type { Route } from './+types/my-cart';
import { pageMeta } from '../lib/meta';
import { PagePlaceholder } from '../features/frame/page-placeholder';

export const meta: Route.MetaFunction = (args) => pageMeta(args, 'page.myCart', { noindex: true });

export default function Page() {
  return <PagePlaceholder title="page.myCart" />;
}
