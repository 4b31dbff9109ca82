import { useState } from 'react';
import { Link } from 'react-router';
import { useT } from '../../i18n/i18n-context';
import { Icon } from '../../components/ui/icon';

/**
 * The order's public tracking code (decision 0014) with a copy button and a link to /tracking that
 * can be shared: whoever has it sees the steps of the order, never names, addresses or prices.
 */
export function OrderTrackingCode({ code }: { code: string }) {
  const t = useT();
  const [done, setDone] = useState<'' | 'code' | 'link'>('');
  const path = `${t.link('/tracking')}?code=${encodeURIComponent(code)}`;
  const copy = async () => {
    await navigator.clipboard?.writeText(code).catch(() => undefined);
    setDone('code');
  };
  const share = async () => {
    const url = new URL(path, window.location.origin).href;
    if (typeof navigator.share === 'function')
      await navigator.share({ title: t('tracking.code'), text: code, url }).catch(() => undefined);
    else {
      await navigator.clipboard?.writeText(url).catch(() => undefined);
      setDone('link');
    }
  };
  const button =
    'inline-flex items-center gap-1 rounded-full border border-primary px-3 py-1.5 text-sm font-semibold text-primary';
  return (
    <section className="space-y-2 rounded-2xl bg-white p-4 shadow-sm" data-testid="order-tracking">
      <h2 className="font-bold">{t('tracking.code')}</h2>
      {/* A code, not words (a code of letters only, XPSA-JUYC-CGVT, read as Latin text on a Khmer page). */}
      <code className="block font-mono text-lg font-bold tracking-wider select-all" data-testid="order-tracking-code">
        {code}
      </code>
      <p className="text-sm text-gray-600">{t('tracking.hint')}</p>
      <div className="flex flex-wrap items-center gap-2">
        <button type="button" onClick={() => void copy()} className={button} data-testid="copy-tracking-code">
          {t('tracking.copy')}
        </button>
        <button type="button" onClick={() => void share()} className={button}>
          <Icon name="share-2" size={16} /> {t('tracking.share')}
        </button>
        <Link to={path} className="text-sm text-primary underline" data-testid="open-tracking">
          {t('tracking.open')}
        </Link>
      </div>
      <p aria-live="polite" className="text-sm text-primary">
        {done === 'code' ? t('tracking.copied') : done === 'link' ? t('tracking.linkCopied') : ''}
      </p>
    </section>
  );
}
