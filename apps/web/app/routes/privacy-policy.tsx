import type { Route } from './+types/privacy-policy';
import { pageMeta } from '../lib/meta';
import { PagePlaceholder } from '../features/frame/page-placeholder';

export const meta: Route.MetaFunction = (args) => pageMeta(args, 'page.privacy');

export default function Page() {
  return <PagePlaceholder title="page.privacy" />;
}
