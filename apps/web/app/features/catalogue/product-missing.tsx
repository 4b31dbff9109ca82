import { Link } from 'react-router';
import { searchPath } from '@fardin/core/search-url';
import { requestFormPath } from '@fardin/core/pasted-link';
import { useT } from '../../i18n/i18n-context';
import { useRootData } from '../../lib/root-data';
import { Icon } from '../../components/ui/icon';

export interface MissingProduct {
  store: string;
  id: string;
  country: string;
  /** The link the shopper pasted (or scanned), '' when the page was opened otherwise. */
  link: string;
  /** What to search for instead (`missingProductWords`): '' offers no search. */
  words: string;
}

/**
 * A product the store could not give (a pasted link outside the catalogue): says so, searches for
 * the link's words, offers a human, and keeps the original link (issue 15 item 8). Answered 404.
 */
export function ProductMissing({ missing }: { missing: MissingProduct }) {
  const t = useT();
  const telegram = useRootData()?.contact.messaging.telegram;
  const search = searchPath({ store: missing.store, text: missing.words, country: missing.country });
  const button = 'flex w-full items-center justify-center gap-2 rounded-full px-4 py-3 font-semibold';
  return (
    <section
      className="mx-auto w-full max-w-xl space-y-4 rounded-2xl bg-white p-5 text-center shadow-sm"
      data-testid="product-missing"
    >
      <Icon name="package" size={40} className="mx-auto text-gray-400" />
      <h1 className="text-xl font-bold">{t('catalogue.linkMissing.title')}</h1>
      <p className="text-gray-700">{t('catalogue.linkMissing.body')}</p>
      {missing.words && (
        <Link to={t.link(search)} className={`${button} bg-primary text-white`} data-testid="missing-search">
          <Icon name="search" size={18} /> {t('catalogue.linkMissing.search', { words: missing.words })}
        </Link>
      )}
      <a
        href={telegram || t.link('/chat')}
        {...(telegram ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
        className={`${button} border border-primary text-primary`}
        data-testid="missing-contact"
      >
        <Icon name="message-circle" size={18} /> {t('catalogue.linkMissing.contact')}
      </a>
      {missing.link && (
        // The shop buys it by hand: the "buy it for me" request with the link and item (issue 29 item 2).
        <Link
          to={t.link(requestFormPath(missing.link, { store: missing.store, id: missing.id }))}
          className={`${button} border border-primary text-primary`}
          data-testid="missing-request"
        >
          <Icon name="send" size={18} /> {t('commerce.req.title')}
        </Link>
      )}
      {missing.link && (
        <p className="text-sm break-all text-gray-600">
          {t('catalogue.linkMissing.original')}:{' '}
          <a
            href={missing.link}
            target="_blank"
            rel="noopener noreferrer nofollow"
            className="text-primary underline"
            data-testid="missing-link"
          >
            {missing.link}
          </a>
        </p>
      )}
    </section>
  );
}
