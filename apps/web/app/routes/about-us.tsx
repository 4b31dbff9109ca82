import type { Route } from './+types/about-us';
import { pageMeta } from '../lib/meta';
import { PagePlaceholder } from '../features/frame/page-placeholder';

export const meta: Route.MetaFunction = (args) => pageMeta(args, 'page.aboutUs');

export default function Page() {
  return <PagePlaceholder title="page.aboutUs" />;
}
