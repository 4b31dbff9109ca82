import { useEffect, useState } from 'react';
import { useT } from '../../i18n/i18n-context';
import { useSnackbar } from '../../components/ui/snackbar';
import { Icon } from '../../components/ui/icon';

/** The offline/online flag follows the browser's network status (SPEC section 4). */
export function NetworkStatus() {
  const t = useT();
  const snackbar = useSnackbar();
  const [online, setOnline] = useState(true);
  useEffect(() => {
    setOnline(navigator.onLine);
    const goOnline = () => {
      setOnline(true);
      snackbar.show(t('status.online'), 'success');
    };
    const goOffline = () => setOnline(false);
    window.addEventListener('online', goOnline);
    window.addEventListener('offline', goOffline);
    return () => {
      window.removeEventListener('online', goOnline);
      window.removeEventListener('offline', goOffline);
    };
  }, [snackbar, t]);
  if (online) return null;
  return (
    <div
      role="alert"
      data-testid="offline-banner"
      className="flex items-center justify-center gap-2 bg-warning px-4 py-2 text-sm text-black"
    >
      <Icon name="wifi-off" size={16} />
      {t('status.offline')}
    </div>
  );
}
