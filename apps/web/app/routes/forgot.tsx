import type { Route } from './+types/forgot';
import { pageMeta } from '../lib/meta';
import { PagePlaceholder } from '../features/frame/page-placeholder';

export const meta: Route.MetaFunction = (args) => pageMeta(args, 'page.forgot', { noindex: true });

export default function Page() {
  return <PagePlaceholder title="page.forgot" />;
}
