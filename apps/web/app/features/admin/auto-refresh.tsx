import { useEffect } from 'react';
import { Form, useNavigation, useRevalidator, useSearchParams } from 'react-router';
import { useT } from '../../i18n/i18n-context';
import { secondaryButtonClass } from './ui';

/**
 * A Refresh button (a plain GET form: it works before JavaScript loads) and, once hydrated, a
 * reload of the page's data every `seconds` while the tab is visible and nothing is being sent.
 */
export function AutoRefresh({ seconds }: { seconds: number }) {
  const t = useT();
  const revalidator = useRevalidator();
  const navigation = useNavigation();
  const [params] = useSearchParams();
  const busy = revalidator.state === 'loading' || navigation.state !== 'idle';

  useEffect(() => {
    const timer = setInterval(() => {
      if (document.visibilityState === 'visible' && revalidator.state === 'idle' && navigation.state === 'idle')
        void revalidator.revalidate();
    }, seconds * 1000);
    return () => clearInterval(timer);
  }, [seconds, revalidator, navigation.state]);

  return (
    <Form method="get" className="flex flex-wrap items-center gap-2 text-sm text-gray-600" replace>
      {[...params.entries()].map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <button type="submit" className={secondaryButtonClass} disabled={busy} data-testid="admin-refresh">
        {t('admin.refresh')}
      </button>
      <span aria-live="polite">{t('admin.autoRefresh', { seconds })}</span>
    </Form>
  );
}
