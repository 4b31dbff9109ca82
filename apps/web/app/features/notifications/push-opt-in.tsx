import { useEffect, useState } from 'react';
import { useT } from '../../i18n/i18n-context';

type State = 'unsupported' | 'off' | 'on' | 'failed';

/** Asks the browser for push permission and hands the subscription to the API (the bell's opt-in). */
export function PushOptIn() {
  const t = useT();
  const [state, setState] = useState<State>('unsupported');
  useEffect(() => {
    if (!('serviceWorker' in navigator) || !('PushManager' in window)) return;
    void navigator.serviceWorker.ready
      .then((reg) => reg.pushManager.getSubscription())
      .then(
        (sub) => setState(sub ? 'on' : 'off'),
        () => setState('off'),
      );
  }, []);
  if (state === 'unsupported') return null;
  if (state === 'on') return <p className="text-sm text-green-700">{t('notifications.pushOn')}</p>;
  const turnOn = async () => {
    try {
      const key = (await (await fetch('/api/notifications/push-key', { credentials: 'same-origin' })).json()) as {
        public_key: string;
      };
      const reg = await navigator.serviceWorker.ready;
      const sub = await reg.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key.public_key });
      const json = sub.toJSON();
      const res = await fetch('/api/notifications/push-subscription', {
        method: 'POST',
        credentials: 'same-origin',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ endpoint: json.endpoint, keys: json.keys }),
      });
      setState(res.ok ? 'on' : 'failed');
    } catch {
      setState('failed');
    }
  };
  return (
    <div>
      <button
        type="button"
        onClick={() => void turnOn()}
        className="rounded-lg bg-secondary px-3 py-1.5 text-sm font-semibold text-black"
      >
        {t('notifications.push')}
      </button>
      {state === 'failed' && <p className="text-xs text-red-700">{t('notifications.pushFailed')}</p>}
    </div>
  );
}
