import { useT } from '../../i18n/i18n-context';
import type { MessageKey } from '../../i18n/dictionaries';

/** A page that sits in the frame before its feature lands: its heading and a short line. */
export function PagePlaceholder({ title }: { title: MessageKey }) {
  const t = useT();
  return (
    <section className="py-8" data-testid="page-placeholder">
      <h1 className="text-2xl font-bold text-primary">{t(title)}</h1>
      <p className="mt-3 text-gray-600">{t('page.comingSoon')}</p>
    </section>
  );
}
