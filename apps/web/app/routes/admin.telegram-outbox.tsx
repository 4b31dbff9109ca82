import { redirect } from 'react-router';
import type { Route } from './+types/admin.telegram-outbox';
import { adminTelegramOutboxSchema } from '@fardin/core/contract-telegram';
import { pageMeta } from '../lib/meta';
import { TelegramOutboxView } from '../features/admin/telegram-outbox';
import { apiCall, apiGet } from '../lib/api-client.server';
import { adminResult, forwardQuery, UNKNOWN_ACTION } from '../features/admin/admin-request.server';
import { formText } from '../lib/form-data';

export const meta: Route.MetaFunction = (args) => pageMeta(args, { text: 'Telegram outbox' }, { noindex: true });

export async function loader({ request, context }: Route.LoaderArgs) {
  const outbox = await apiGet(
    context,
    `/api/admin/telegram-outbox${forwardQuery(request, ['chat'])}`,
    adminTelegramOutboxSchema,
  );
  // A chat id no chat has yet, for a shopper opening a link in a new chat.
  const newChatId = 100_000_000 + Math.floor(Math.random() * 800_000_000);
  return { outbox, newChatId };
}

/** intent=start: a shopper opens a deep link; intent=press: a button under a bot message is pressed. */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const intent = formText(form, 'intent');
  const chatId = formText(form, 'chat_id');
  if (intent === 'start') {
    const answer = await apiCall(context, '/api/admin/telegram-outbox/start', {
      method: 'POST',
      body: { chat_id: chatId, link: formText(form, 'link') },
    });
    if (answer.ok) throw redirect(`?chat=${encodeURIComponent(chatId)}`);
    return adminResult(request, answer, { intent });
  }
  const answer =
    intent === 'press'
      ? await apiCall(context, '/api/admin/telegram-outbox/press', {
          method: 'POST',
          body: { chat_id: chatId, message_id: formText(form, 'message_id'), data: formText(form, 'data') },
        })
      : UNKNOWN_ACTION;
  return adminResult(request, answer, { intent });
}

export default function Page({ loaderData, actionData }: Route.ComponentProps) {
  return <TelegramOutboxView outbox={loaderData.outbox} newChatId={loaderData.newChatId} result={actionData} />;
}
