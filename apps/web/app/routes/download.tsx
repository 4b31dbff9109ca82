import type { Route } from './+types/download';
import { pageMeta } from '../lib/meta';
import { PagePlaceholder } from '../features/frame/page-placeholder';

export const meta: Route.MetaFunction = (args) => pageMeta(args, 'page.download');

export default function Page() {
  return <PagePlaceholder title="page.download" />;
}
