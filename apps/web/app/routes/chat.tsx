import type { Route } from './+types/chat';
import { pageMeta } from '../lib/meta';
import { PagePlaceholder } from '../features/frame/page-placeholder';

export const meta: Route.MetaFunction = (args) => pageMeta(args, 'page.chat');

export default function Page() {
  return <PagePlaceholder title="page.chat" />;
}
