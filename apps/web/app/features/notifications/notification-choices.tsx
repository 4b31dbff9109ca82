import { Form } from 'react-router';
import { NOTIFICATION_GROUPS, OPTIONAL_CHANNELS } from '@fardin/core/notification-kinds';
import { useT } from '../../i18n/i18n-context';
import type { NotificationSettings } from './notifications-page';

/** Per group, a check box per optional channel (money: always on, shown disabled). */
export function NotificationChoices({ settings, saved }: { settings: NotificationSettings; saved?: boolean }) {
  const t = useT();
  return (
    <section className="mt-6" data-testid="notification-choices">
      <h2 className="text-lg font-bold">{t('notifications.choices')}</h2>
      <p className="mb-2 text-sm text-gray-600">{t('notifications.choicesHint')}</p>
      <Form method="post" action={t.link('/account/notifications')}>
        <table className="w-full text-sm">
          <thead>
            <tr>
              <th />
              {OPTIONAL_CHANNELS.map((c) => (
                <th key={c} className="px-1 py-1 font-semibold">
                  {t(`notifications.channel.${c}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {NOTIFICATION_GROUPS.map((g) => {
              const always = settings.mandatory.includes(g);
              return (
                <tr key={g} className="border-t">
                  <th scope="row" className="py-2 pr-2 text-left font-normal">
                    {t(`notifications.group.${g}`)}
                    {always && <span className="block text-xs text-gray-500">{t('notifications.alwaysOn')}</span>}
                  </th>
                  {OPTIONAL_CHANNELS.map((c) => (
                    <td key={c} className="text-center">
                      <input
                        type="checkbox"
                        name={`on.${g}.${c}`}
                        aria-label={`${t(`notifications.group.${g}`)}: ${t(`notifications.channel.${c}`)}`}
                        defaultChecked={always || !(settings.off[g] ?? []).includes(c)}
                        disabled={always}
                        className="h-5 w-5"
                      />
                    </td>
                  ))}
                </tr>
              );
            })}
          </tbody>
        </table>
        <div className="mt-3 flex items-center gap-3">
          <button
            type="submit"
            name="intent"
            value="choices"
            className="rounded-lg bg-primary px-4 py-2 font-semibold text-white"
          >
            {t('notifications.save')}
          </button>
          {saved && <span className="text-sm text-green-700">{t('notifications.saved')}</span>}
        </div>
      </Form>
    </section>
  );
}
