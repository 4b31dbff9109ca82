import type { Route } from './+types/price';
import { pageMeta } from '../lib/meta';
import { PagePlaceholder } from '../features/frame/page-placeholder';

export const meta: Route.MetaFunction = (args) => pageMeta(args, 'page.price');

export default function Page() {
  return <PagePlaceholder title="page.price" />;
}
