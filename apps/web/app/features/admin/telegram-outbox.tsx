import { Form, Link } from 'react-router';
import type { AdminTelegramOutbox } from '@fardin/core/contract-telegram';
import { useT } from '../../i18n/i18n-context';
import { AutoRefresh } from './auto-refresh';
import { AdminPage, Empty, Notice, Submit, inputClass, when } from './ui';

type Message = AdminTelegramOutbox['messages'][number];

/** One message of the chat: the bot's on the left with its inline buttons, the shopper's on the right. */
function Bubble({ message }: { message: Message }) {
  const t = useT();
  const bot = message.direction === 'bot';
  return (
    <li
      className={`flex ${bot ? 'justify-start' : 'justify-end'}`}
      data-testid="telegram-message"
      data-direction={message.direction}
    >
      <div className={`max-w-[85%] rounded-lg p-2 text-sm ${bot ? 'bg-white shadow' : 'bg-green-100'}`}>
        <p className="text-xs font-semibold text-gray-600">
          {bot ? t('admin.telegram.bot') : t('admin.telegram.you')} ·{' '}
          <time dateTime={message.created_at}>{when(message.created_at)}</time>
        </p>
        <p className="whitespace-pre-wrap break-words" data-user-text="">
          {message.text}
        </p>
        {message.buttons.length > 0 && (
          <div className="mt-2 flex flex-col gap-1">
            {message.buttons.map((button) =>
              button.callback_data ? (
                <Form method="post" key={button.callback_data}>
                  <input type="hidden" name="chat_id" value={message.chat_id} />
                  <input type="hidden" name="message_id" value={message.id} />
                  <input type="hidden" name="data" value={button.callback_data} />
                  <button
                    type="submit"
                    name="intent"
                    value="press"
                    className="w-full rounded border border-sky-600 px-2 py-1 text-sky-800"
                    data-testid="telegram-button"
                  >
                    {button.text}
                  </button>
                </Form>
              ) : button.url ? (
                <a
                  key={button.url}
                  href={button.url}
                  className="block rounded border border-sky-600 px-2 py-1 text-center text-sky-800"
                >
                  {button.text} ↗
                </a>
              ) : null,
            )}
          </div>
        )}
      </div>
    </li>
  );
}

/** The shopper's side: a chat opens a deep link (`/start <token>`). */
function SimulateStart({ chatId }: { chatId: number }) {
  const t = useT();
  return (
    <Form
      method="post"
      className="space-y-2 rounded-lg border border-gray-200 bg-white p-3"
      data-testid="telegram-start"
    >
      <p className="font-semibold">{t('admin.telegram.simulate')}</p>
      <label className="block text-sm">
        {t('admin.telegram.link')}
        <input name="link" required className={inputClass} dir="ltr" />
      </label>
      <label className="block text-sm">
        {t('admin.telegram.chatId')}
        <input name="chat_id" type="number" required defaultValue={chatId} className={inputClass} dir="ltr" />
      </label>
      <Submit label={t('admin.telegram.start')} intent="start" />
    </Form>
  );
}

/**
 * The Telegram outbox on the embedded fake Bot API: chats (the staff group, each shopper's), the
 * chosen chat's messages with their inline buttons, and a form to open a shopper's deep link.
 */
export function TelegramOutboxView({
  outbox,
  result,
  newChatId,
}: {
  outbox: AdminTelegramOutbox;
  result?: { ok: boolean; message: string } | undefined;
  newChatId: number;
}) {
  const t = useT();
  if (outbox.mode !== 'fake') {
    return (
      <AdminPage title={t('admin.nav.telegramOutbox')}>
        <p className="rounded border border-gray-300 bg-gray-50 p-3 text-sm" data-testid="telegram-real">
          {t('admin.telegram.real')}
        </p>
      </AdminPage>
    );
  }
  const label = (chat: AdminTelegramOutbox['chats'][number]) =>
    chat.chat_id === outbox.staff_chat_id
      ? t('admin.telegram.staffGroup')
      : chat.user_name
        ? t('admin.telegram.shopper', { user: chat.user_name })
        : t('admin.telegram.chat', { id: chat.chat_id });
  return (
    <AdminPage title={t('admin.nav.telegramOutbox')}>
      <p className="text-sm text-gray-700">
        {t('admin.telegram.intro')}{' '}
        <span dir="ltr" data-user-text="">
          @{outbox.bot_username}
        </span>
      </p>
      <AutoRefresh seconds={5} />
      <Notice result={result} />
      <div className="grid gap-3 md:grid-cols-[240px_1fr]">
        <div className="space-y-3">
          <nav aria-label={t('admin.telegram.chats')} className="flex gap-1 overflow-x-auto md:flex-col">
            {outbox.chats.map((chat) => (
              <Link
                key={chat.chat_id}
                to={`?chat=${chat.chat_id}`}
                data-testid="telegram-chat"
                data-chat={chat.chat_id}
                aria-current={chat.chat_id === outbox.chat_id ? 'page' : undefined}
                className={`whitespace-nowrap rounded px-2 py-1 text-sm ${chat.chat_id === outbox.chat_id ? 'bg-primary text-white' : 'bg-gray-100'}`}
              >
                {label(chat)} ({chat.messages})
              </Link>
            ))}
          </nav>
          <SimulateStart chatId={newChatId} />
        </div>
        {outbox.messages.length === 0 ? (
          <Empty />
        ) : (
          <ul
            className="space-y-2 rounded-lg bg-sky-50 p-3"
            data-testid="telegram-chat-messages"
            data-chat={outbox.chat_id ?? ''}
          >
            {outbox.messages.map((message) => (
              <Bubble key={message.id} message={message} />
            ))}
          </ul>
        )}
      </div>
    </AdminPage>
  );
}
