import type { Route } from './+types/account';
import { pageMeta } from '../lib/meta';
import { requireViewer } from '../lib/auth-guard.server';
import { AccountMenuPage } from '../features/accounts/account-menu-page';

export const meta: Route.MetaFunction = (args) => pageMeta(args, 'page.account', { noindex: true });

export async function loader({ request, context }: Route.LoaderArgs) {
  return { user: await requireViewer(request, context) };
}

export default function Page({ loaderData }: Route.ComponentProps) {
  return <AccountMenuPage user={loaderData.user} />;
}
