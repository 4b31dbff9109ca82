import { Form, Link } from 'react-router';
import type { z } from 'zod';
import type { bellAnswerSchema, notificationSettingsSchema } from '@fardin/core/contract-notifications';
import { formatDayTime } from '@fardin/core/date-text';
import { useT } from '../../i18n/i18n-context';
import { NotificationChoices } from './notification-choices';
import { PushOptIn } from './push-opt-in';

type Bell = z.infer<typeof bellAnswerSchema>;
export type NotificationSettings = z.infer<typeof notificationSettingsSchema>;

/** The bell's page: newest first, unread marked, mark one or all read, web push opt-in, choices. */
export function NotificationsPage({
  bell,
  settings,
  saved,
}: {
  bell: Bell;
  settings: NotificationSettings;
  saved: boolean;
}) {
  const t = useT();
  return (
    <section className="mx-auto w-full max-w-2xl rounded-2xl bg-white p-4 shadow-sm md:p-8">
      <h1 className="mb-4 text-xl font-bold text-primary">{t('notifications.title')}</h1>
      <div data-testid="notifications-page" className="max-w-xl">
        <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
          <PushOptIn />
          {bell.unread > 0 && (
            <Form method="post">
              <button
                type="submit"
                name="intent"
                value="read-all"
                data-testid="mark-all-read"
                className="rounded-lg border border-primary px-3 py-1.5 text-sm font-semibold text-primary"
              >
                {t('notifications.markAllRead')}
              </button>
            </Form>
          )}
        </div>
        {bell.data.length === 0 ? (
          <div data-testid="notifications-empty" className="rounded-xl bg-gray-50 p-6 text-center text-gray-600">
            <p className="font-semibold">{t('notifications.empty')}</p>
            <p className="mt-1 text-sm">{t('notifications.emptyHint')}</p>
          </div>
        ) : (
          <ul className="divide-y rounded-xl border" data-testid="notification-list">
            {bell.data.map((n) => (
              <li
                key={n.id}
                className={`flex gap-3 p-3 ${n.read ? '' : 'bg-primary/5'}`}
                data-testid="notification-item"
              >
                <div className="min-w-0 flex-1">
                  <p className="font-semibold">
                    {!n.read && (
                      <span
                        className="mr-1 inline-block h-2 w-2 rounded-full bg-primary"
                        aria-label={t('notifications.unread')}
                      />
                    )}
                    {n.title}
                  </p>
                  <p className="text-sm text-gray-700">{n.body}</p>
                  <p className="mt-1 text-xs text-gray-500">
                    <time dateTime={n.date} data-testid="notification-date">
                      {formatDayTime(n.date, t.locale)}
                    </time>
                  </p>
                </div>
                <div className="flex shrink-0 flex-col items-end gap-1">
                  {n.link && (
                    <Link
                      to={t.link(n.link.replace(/^\/orders\//, '/account/my-order/'))}
                      className="text-sm font-semibold text-primary"
                    >
                      {t('notifications.open')}
                    </Link>
                  )}
                  {!n.read && (
                    <Form method="post">
                      <input type="hidden" name="id" value={n.id} />
                      <button type="submit" name="intent" value="read" className="text-xs text-gray-600 underline">
                        {t('notifications.markRead')}
                      </button>
                    </Form>
                  )}
                </div>
              </li>
            ))}
          </ul>
        )}
        <NotificationChoices settings={settings} saved={saved} />
      </div>
    </section>
  );
}
