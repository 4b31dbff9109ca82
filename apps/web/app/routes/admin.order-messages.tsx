import { data } from 'react-router';
import { conversationThreadAnswerSchema } from '@fardin/core/contract-conversations';
import type { Route } from './+types/admin.order-messages';
import { pageMeta } from '../lib/meta';
import { apiCall, apiGet } from '../lib/api-client.server';
import { adminResult, UNKNOWN_ACTION } from '../features/admin/admin-request.server';
import { formText } from '../lib/form-data';
import { ConversationThreadView } from '../features/admin/conversations';

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, { text: `Order #${args.params.id} messages` }, { noindex: true });

function orderId(raw: string): number {
  const id = Number(raw);
  if (!Number.isSafeInteger(id) || id <= 0) throw data(null, { status: 404 });
  return id;
}

export async function loader({ params, context }: Route.LoaderArgs) {
  return (await apiGet(context, `/api/admin/orders/${orderId(params.id)}/messages`, conversationThreadAnswerSchema))
    .data;
}

/** Answer the shopper (`reply`) or close the conversation (`close`). */
export async function action({ params, request, context }: Route.ActionArgs) {
  const base = `/api/admin/orders/${orderId(params.id)}/messages`;
  const form = await request.formData();
  const intent = formText(form, 'intent');
  const answer =
    intent === 'reply'
      ? await apiCall(context, base, { method: 'POST', body: { text: formText(form, 'text') } })
      : intent === 'close'
        ? await apiCall(context, `${base}/close`, { method: 'POST' })
        : UNKNOWN_ACTION;
  return adminResult(request, answer, { intent });
}

export default function Page({ loaderData, actionData }: Route.ComponentProps) {
  return <ConversationThreadView thread={loaderData} result={actionData} />;
}
