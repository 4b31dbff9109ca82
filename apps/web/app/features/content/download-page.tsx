import { useEffect, useState } from 'react';
import { useT } from '../../i18n/i18n-context';

interface InstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

/** /download and /download-bk: store badges (when configured) and installing the web app. */
export function DownloadPage({ appStore, playStore }: { appStore: string | null; playStore: string | null }) {
  const t = useT();
  const [prompt, setPrompt] = useState<InstallPromptEvent | null>(null);
  const [installed, setInstalled] = useState(false);
  useEffect(() => {
    const onPrompt = (event: Event) => {
      event.preventDefault();
      setPrompt(event as InstallPromptEvent);
    };
    const onInstalled = () => setInstalled(true);
    window.addEventListener('beforeinstallprompt', onPrompt);
    window.addEventListener('appinstalled', onInstalled);
    if (window.matchMedia?.('(display-mode: standalone)').matches) setInstalled(true);
    return () => {
      window.removeEventListener('beforeinstallprompt', onPrompt);
      window.removeEventListener('appinstalled', onInstalled);
    };
  }, []);
  const install = async () => {
    if (!prompt) return;
    await prompt.prompt();
    const choice = await prompt.userChoice;
    if (choice.outcome === 'accepted') setInstalled(true);
    setPrompt(null);
  };
  const badges = [
    { href: appStore, store: 'App Store', icon: '' },
    { href: playStore, store: 'Google Play', icon: '▶' },
  ].filter((b): b is { href: string; store: string; icon: string } => Boolean(b.href));
  return (
    <div className="mx-auto max-w-2xl space-y-4" data-testid="download-page">
      <div className="flex items-center gap-3">
        <img src="/app-icon.svg" alt="" width={64} height={64} className="h-16 w-16 rounded-2xl" />
        <div>
          <h1 className="text-2xl font-bold text-primary">{t('content.downloadTitle')}</h1>
          <p className="text-gray-700">{t('content.downloadIntro')}</p>
        </div>
      </div>
      {badges.length > 0 && (
        <ul className="flex flex-wrap gap-3" data-testid="store-badges">
          {badges.map((b) => (
            <li key={b.store}>
              <a
                href={b.href}
                target="_blank"
                rel="noopener noreferrer"
                className="flex items-center gap-2 rounded-xl bg-black px-4 py-2 text-white"
              >
                <span aria-hidden="true" className="text-2xl">
                  {b.icon}
                </span>
                <span className="leading-tight">
                  <span className="block text-xs">{t('content.getItOn')}</span>
                  <span className="block text-lg font-bold">{b.store}</span>
                </span>
              </a>
            </li>
          ))}
        </ul>
      )}
      <section className="space-y-2 rounded-xl bg-white p-4 shadow-sm" data-testid="web-install">
        <h2 className="text-lg font-bold">{t('content.installTitle')}</h2>
        <p className="text-gray-700">{t('content.installText')}</p>
        {installed ? (
          <p role="status" className="font-medium text-primary">
            {t('content.installed')}
          </p>
        ) : prompt ? (
          <button type="button" onClick={install} className="rounded-lg bg-primary px-4 py-2 font-bold text-white">
            {t('content.install')}
          </button>
        ) : (
          <p className="text-sm text-gray-600">{t('content.installHowTo')}</p>
        )}
      </section>
    </div>
  );
}
