import { useT } from '../../i18n/i18n-context';
import type { MessageKey } from '../../i18n/dictionaries';
import { AutoRefresh } from './auto-refresh';
import type { SmsOutboxAnswer } from './embedded-schemas';
import { Forbidden } from './settings';
import { AdminPage, Empty, Pager, when } from './ui';
import { Theirs } from '../../components/ui/their-words';

type Text = SmsOutboxAnswer['data'][number];

const PURPOSE: Record<string, MessageKey> = { verify: 'admin.sms.purpose.verify', forgot: 'admin.sms.purpose.forgot' };

/** The one-time code inside an OTP text (4 digits), shown large beside the message. */
function codeOf(body: string): string | null {
  return /\b(\d{4})\b/.exec(body)?.[1] ?? null;
}

function OutboxText({ text }: { text: Text }) {
  const t = useT();
  const code = codeOf(text.body);
  return (
    <li className="flex gap-3 p-3" data-testid="sms-text" data-phone={text.to}>
      <div className="min-w-0 flex-1 space-y-1">
        <div className="flex flex-wrap items-baseline justify-between gap-x-3">
          <span className="font-semibold" dir="ltr">
            {text.to}
          </span>
          <time className="text-xs text-gray-600" dateTime={text.created_at}>
            {when(text.created_at)}
          </time>
        </div>
        <span className="inline-block rounded bg-gray-100 px-2 py-0.5 text-xs text-gray-800">
          {t(PURPOSE[text.purpose ?? ''] ?? 'admin.sms.purpose.other')}
        </span>
        <p className="break-words text-sm text-gray-700" aria-label={t('admin.sms.message')}>
          <Theirs>{text.body}</Theirs>
        </p>
      </div>
      {code && (
        <div className="shrink-0 text-center">
          <span className="block text-xs text-gray-600">{t('admin.sms.code')}</span>
          <span className="block font-mono text-2xl font-bold tracking-widest text-primary" data-testid="sms-code">
            {code}
          </span>
        </div>
      )}
    </li>
  );
}

/** The embedded SMS service's texts, newest first (admins only; staff see the API's refusal). */
export function SmsOutboxView({ outbox, forbidden }: { outbox: SmsOutboxAnswer | null; forbidden: string | null }) {
  const t = useT();
  if (forbidden || !outbox) return <Forbidden title={t('admin.nav.smsOutbox')} message={forbidden} />;
  if (outbox.gateway === 'http') {
    return (
      <AdminPage title={t('admin.nav.smsOutbox')}>
        <p className="rounded border border-gray-300 bg-gray-50 p-3 text-sm" data-testid="sms-gateway">
          {t('admin.sms.gateway')}
        </p>
      </AdminPage>
    );
  }
  return (
    <AdminPage title={t('admin.nav.smsOutbox')}>
      <p className="text-sm text-gray-700">{t('admin.sms.intro')}</p>
      <AutoRefresh seconds={5} />
      {outbox.data.length === 0 ? (
        <Empty />
      ) : (
        <ul className="divide-y divide-gray-200 rounded-lg border border-gray-200 bg-white" data-testid="sms-outbox">
          {outbox.data.map((text) => (
            <OutboxText key={text.id} text={text} />
          ))}
        </ul>
      )}
      <Pager page={outbox.page} last={outbox.last_page} />
    </AdminPage>
  );
}
