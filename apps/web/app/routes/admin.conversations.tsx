import { inboxAnswerSchema } from '@fardin/core/contract-conversations';
import type { Route } from './+types/admin.conversations';
import { pageMeta } from '../lib/meta';
import { apiGet } from '../lib/api-client.server';
import { ConversationInboxView } from '../features/admin/conversations';

export const meta: Route.MetaFunction = (args) => pageMeta(args, { text: 'Messages' }, { noindex: true });

/** The inbox of orders' conversations (decision 0041): `?status=closed` lists the closed ones. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const status = new URL(request.url).searchParams.get('status') === 'closed' ? 'closed' : 'open';
  const inbox = await apiGet(context, `/api/admin/conversations?status=${status}`, inboxAnswerSchema);
  return { rows: inbox.data, status } as const;
}

export default function Page({ loaderData }: Route.ComponentProps) {
  return <ConversationInboxView rows={loaderData.rows} status={loaderData.status} />;
}
