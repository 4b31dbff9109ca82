import type { Route } from './+types/express';
import { pageMeta } from '../lib/meta';
import { PagePlaceholder } from '../features/frame/page-placeholder';

export const meta: Route.MetaFunction = (args) => pageMeta(args, 'page.express');

export default function Page() {
  return <PagePlaceholder title="page.express" />;
}
