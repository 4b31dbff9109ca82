import { buyRequestListSchema } from '@fardin/core/contract-requests';
import type { Route } from './+types/account.requests';
import { pageMeta } from '../lib/meta';
import { apiGet } from '../lib/api-client.server';
import { requireViewer } from '../lib/auth-guard.server';
import { MyRequestsPage } from '../features/requests/my-requests-page';

export const meta: Route.MetaFunction = (args) => pageMeta(args, 'commerce.req.myTitle', { noindex: true });

/** The shopper's "buy it for me" requests and staff's answers (issue 29 item 2). */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireViewer(request, context);
  const sent = new URL(request.url).searchParams.get('sent') === '1';
  return { requests: (await apiGet(context, '/api/requests', buyRequestListSchema)).data, sent };
}

export default function Page({ loaderData }: Route.ComponentProps) {
  return <MyRequestsPage requests={loaderData.requests} sent={loaderData.sent} />;
}
