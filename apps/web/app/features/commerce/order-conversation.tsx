import { Form, useNavigation } from 'react-router';
import type { ConversationThread } from '@fardin/core/contract-conversations';
import { formatDayTime } from '@fardin/core/date-text';
import { useT } from '../../i18n/i18n-context';
import { FilePicker, PICKER_IMAGE_TYPES } from '../../components/ui/file-picker';

/**
 * The order's conversation on the shopper's order page (decision 0041): the checkout note first,
 * then the shopper's messages on the right and the shop's answers on the left, and a form that
 * posts text and a photo (uploaded by the page's action through `POST /api/upload`).
 */
export function OrderConversation({
  thread,
  sent,
  error,
}: {
  thread: ConversationThread;
  sent: boolean;
  error?: string | undefined;
}) {
  const t = useT();
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle' && navigation.formData?.get('intent') === 'message';
  return (
    <section
      className="space-y-3 rounded-2xl bg-white p-4 shadow-sm"
      id="conversation"
      data-testid="order-conversation"
    >
      <div>
        <h2 className="font-bold">{t('commerce.chat.title')}</h2>
        <p className="text-sm text-gray-700">{t('commerce.chat.intro')}</p>
      </div>
      {thread.messages.length === 0 ? (
        <p className="text-sm text-gray-600">{t('commerce.chat.empty')}</p>
      ) : (
        <ol className="space-y-2" data-testid="chat-messages">
          {thread.messages.map((m) => {
            const mine = m.author === 'shopper';
            return (
              <li
                key={`${m.id}-${m.created_at}`}
                className={`flex ${mine ? 'justify-end' : 'justify-start'}`}
                data-testid="chat-message"
                data-author={m.author}
              >
                <div
                  className={`max-w-[85%] rounded-2xl px-3 py-2 text-sm ${mine ? 'rounded-br-sm bg-primary text-white' : 'rounded-bl-sm bg-gray-100 text-gray-900'}`}
                >
                  <p className={`text-xs ${mine ? 'text-white/90' : 'text-gray-700'}`}>
                    {m.source === 'checkout_note'
                      ? t('commerce.chat.note')
                      : mine
                        ? t('commerce.chat.you')
                        : t('commerce.chat.shop')}
                    {' · '}
                    <time dateTime={m.created_at}>{formatDayTime(m.created_at, t.locale)}</time>
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
                        alt={t('commerce.chat.photoAlt')}
                        className="max-h-48 rounded-lg object-contain"
                        data-testid="chat-photo"
                      />
                    </a>
                  ))}
                </div>
              </li>
            );
          })}
        </ol>
      )}
      {thread.awaiting_since && (
        <p className="text-xs text-gray-700" data-testid="chat-waiting">
          {t('commerce.chat.waiting')}
        </p>
      )}
      {sent && (
        <p role="status" className="rounded-lg bg-green-50 px-3 py-2 text-sm text-green-900" data-testid="chat-sent">
          {t('commerce.chat.sent')}
        </p>
      )}
      {error && (
        <p role="alert" className="rounded-lg bg-error/10 px-3 py-2 text-sm text-error" data-testid="chat-error">
          {error}
        </p>
      )}
      {/* A new message remounts the form: the text and the chosen photo are cleared. */}
      <Form
        key={thread.messages.length}
        method="post"
        encType="multipart/form-data"
        className="space-y-2"
        preventScrollReset
      >
        <input type="hidden" name="intent" value="message" />
        <label className="block text-sm">
          <span className="sr-only">{t('commerce.chat.placeholder')}</span>
          <textarea
            name="text"
            rows={3}
            maxLength={2000}
            placeholder={t('commerce.chat.placeholder')}
            className="w-full rounded-xl border border-gray-300 p-3 text-base focus:border-primary focus:outline-none"
            data-testid="chat-text"
          />
        </label>
        <FilePicker
          name="photo"
          accept={PICKER_IMAGE_TYPES}
          label={t('commerce.chat.photo')}
          texts={{ choose: t('filePicker.choose'), change: t('filePicker.change'), none: t('filePicker.none') }}
          testId="chat-photo-picker"
        />
        <button
          type="submit"
          disabled={busy}
          className="min-h-12 w-full rounded-xl bg-primary px-4 py-3 font-semibold text-white disabled:opacity-60"
          data-testid="chat-send"
        >
          {t('commerce.chat.send')}
        </button>
      </Form>
    </section>
  );
}
