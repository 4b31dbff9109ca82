import { Form, Link } from 'react-router';
import type { ConversationThread, InboxRow } from '@fardin/core/contract-conversations';
import { useT } from '../../i18n/i18n-context';
import { ActionButton, AdminPage, Card, Empty, Notice, inputClass, Submit, when } from './ui';
import { Theirs } from '../../components/ui/their-words';

function InboxItem({ row }: { row: InboxRow }) {
  const t = useT();
  const waiting = row.awaiting_since !== null;
  return (
    <li
      className={`space-y-1 p-3 text-sm ${waiting ? 'border-l-4 border-l-amber-600 bg-amber-50' : ''}`}
      data-testid="inbox-conversation"
      data-order-id={row.order_id}
      data-waiting={waiting}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span className="font-semibold">#{row.order_id}</span>
        <span className="text-gray-700">
          {waiting
            ? t('admin.conv.waiting', { when: when(row.awaiting_since!) })
            : t('admin.conv.answered', { when: when(row.last_message_at) })}
        </span>
      </div>
      <p>
        <Theirs>{row.customer_name}</Theirs>
        {row.customer_phone && (
          <>
            {' · '}
            <a href={`tel:${row.customer_phone}`} dir="ltr" className="underline">
              {row.customer_phone}
            </a>
          </>
        )}
      </p>
      <p className="line-clamp-2 break-words text-gray-800" data-testid="inbox-last-message">
        {row.last_author === 'staff' ? `${t('admin.conv.staff')}: ` : ''}
        <Theirs>{row.last_message}</Theirs>
      </p>
      <p className="text-gray-600">{t('admin.conv.messages', { count: row.messages })}</p>
      <Link to={`/admin/orders/${row.order_id}/messages`} className="inline-block underline" data-testid="inbox-open">
        {t('admin.conv.openThread', { id: row.order_id })}
      </Link>
    </li>
  );
}

/** /admin/conversations: open conversations, the oldest unanswered first (decision 0041). */
export function ConversationInboxView({ rows, status }: { rows: InboxRow[]; status: 'open' | 'closed' }) {
  const t = useT();
  return (
    <AdminPage title={t('admin.conv.title')}>
      <p className="text-sm text-gray-700">{t('admin.conv.intro')}</p>
      <Link
        to={status === 'open' ? '/admin/conversations?status=closed' : '/admin/conversations'}
        className="text-sm underline"
      >
        {status === 'open' ? t('admin.conv.showClosed') : t('admin.conv.showOpen')}
      </Link>
      {rows.length === 0 ? (
        <Empty />
      ) : (
        <Card className="p-0">
          <ul className="divide-y divide-gray-200" data-testid="conversation-inbox">
            {rows.map((row) => (
              <InboxItem key={row.order_id} row={row} />
            ))}
          </ul>
        </Card>
      )}
    </AdminPage>
  );
}

/** /admin/orders/{id}/messages: the order's conversation, the answer form and closing. */
export function ConversationThreadView({
  thread,
  result,
}: {
  thread: ConversationThread;
  result?: { ok: boolean; message: string } | undefined;
}) {
  const t = useT();
  return (
    <AdminPage title={t('admin.conv.threadTitle', { id: thread.order_id })}>
      <Notice result={result} />
      <p className="flex flex-wrap gap-3 text-sm">
        <Link to={`/admin/orders/${thread.order_id}`} className="underline">
          {t('admin.conv.order')}
        </Link>
        <Link to="/admin/conversations" className="underline">
          {t('admin.nav.conversations')}
        </Link>
        {thread.status === 'closed' && (
          <span className="rounded bg-gray-200 px-2 text-gray-800">{t('admin.conv.closed')}</span>
        )}
      </p>
      {thread.messages.length === 0 ? (
        <Empty />
      ) : (
        <Card>
          <ol className="space-y-2" data-testid="thread-messages">
            {thread.messages.map((m) => (
              <li
                key={`${m.id}-${m.created_at}`}
                className={`rounded p-2 text-sm ${m.author === 'staff' ? 'ml-8 bg-primary/10' : 'mr-8 bg-gray-100'}`}
                data-testid="thread-message"
                data-author={m.author}
              >
                <p className="text-xs text-gray-700">
                  {m.source === 'checkout_note'
                    ? t('admin.conv.note')
                    : m.author === 'staff'
                      ? `${t('admin.conv.staff')}${m.author_name ? ` (${m.author_name})` : ''}`
                      : t('admin.conv.customer')}
                  {' · '}
                  {when(m.created_at)}
                </p>
                {m.text && (
                  <p className="whitespace-pre-line break-words" data-user-text="">
                    {m.text}
                  </p>
                )}
                {m.photos.map((url) => (
                  <a key={url} href={url} target="_blank" rel="noreferrer" className="mt-1 block">
                    <img
                      src={url}
                      alt=""
                      className="max-h-48 rounded border object-contain"
                      data-testid="thread-photo"
                    />
                  </a>
                ))}
              </li>
            ))}
          </ol>
        </Card>
      )}
      <Card>
        <Form key={thread.messages.length} method="post" className="space-y-2">
          <label className="block text-sm">
            <span className="mb-1 block font-semibold">{t('admin.conv.reply')}</span>
            <textarea name="text" rows={3} maxLength={2000} required className={inputClass} data-testid="reply-text" />
          </label>
          <Submit label={t('admin.conv.send')} intent="reply" />
        </Form>
      </Card>
      {thread.status === 'open' && (
        <ActionButton intent="close" label={t('admin.conv.close')} values={{}} tone="secondary" />
      )}
    </AdminPage>
  );
}
