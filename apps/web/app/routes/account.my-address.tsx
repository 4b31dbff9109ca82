import type { Route } from './+types/account.my-address';
import { pageMeta } from '../lib/meta';
import { PagePlaceholder } from '../features/frame/page-placeholder';

export const meta: Route.MetaFunction = (args) => pageMeta(args, 'page.myAddress', { noindex: true });

export default function Page() {
  return <PagePlaceholder title="page.myAddress" />;
}
