import { Form } from 'react-router';
import { useT } from '../../i18n/i18n-context';

export interface TelegramLinkState {
  linked: boolean;
  mode: 'fake' | 'bot_api';
}

/**
 * The profile's Telegram box (decision 0040): "Link Telegram" asks for a one-time deep link
 * (`t.me/<bot>?start=<token>`, 15 minutes) and shows it; once the bot got `/start`, "linked".
 */
export function TelegramLink({ state, url }: { state: TelegramLinkState | null; url?: string | undefined }) {
  const t = useT();
  if (!state) return null;
  return (
    <section className="mt-8 rounded-lg border border-gray-200 p-4" data-testid="telegram-link">
      <h2 className="mb-1 font-semibold">{t('telegram.title')}</h2>
      {state.linked ? (
        <div className="flex flex-wrap items-center justify-between gap-2">
          <p className="font-semibold text-green-800" data-testid="telegram-linked">
            ✓ {t('telegram.linked')}
          </p>
          <Form method="post">
            <button type="submit" name="intent" value="telegram-unlink" className="text-sm underline">
              {t('telegram.unlink')}
            </button>
          </Form>
        </div>
      ) : url ? (
        <div className="space-y-2">
          <a
            href={url}
            target="_blank"
            rel="noopener noreferrer"
            className="block rounded-lg bg-sky-600 px-3 py-2.5 text-center font-semibold text-white"
            data-testid="telegram-deep-link"
          >
            {t('telegram.open')}
          </a>
          <p className="break-all text-xs text-gray-600" dir="ltr">
            {url}
          </p>
          <p className="text-xs text-gray-600">{t('telegram.linkHint')}</p>
          {state.mode === 'fake' && <p className="text-xs text-gray-600">{t('telegram.fakeHint')}</p>}
        </div>
      ) : (
        <div className="space-y-2">
          <p className="text-sm text-gray-700">{t('telegram.intro')}</p>
          <Form method="post">
            <button
              type="submit"
              name="intent"
              value="telegram-link"
              className="rounded-lg border border-sky-600 px-3 py-2 font-semibold text-sky-800"
            >
              {t('telegram.link')}
            </button>
          </Form>
        </div>
      )}
    </section>
  );
}
