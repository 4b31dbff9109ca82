import { useEffect, useRef } from 'react';
import { Form, Link, useNavigation } from 'react-router';
import { type SearchAnswer } from '@fardin/core/contract-catalogue';
import { searchPath } from '@fardin/core/search-url';
import { useT } from '../../i18n/i18n-context';
import type { MessageKey } from '../../i18n/dictionaries';
import { ProductGrid, type CardItem } from './product-card';
import { SEARCH_SORTS } from '@fardin/core/search-sort';
import { TheirWords } from '../../components/ui/their-words';

interface SearchPageQuery {
  store: string;
  storeName: string;
  text: string;
  imgUrl: string;
  page: number;
  startPrice: string;
  endPrice: string;
  sort: string;
  country: string;
}

export interface SearchPageProps {
  query: SearchPageQuery;
  /** The search answer with its items cut to what a card shows (inline data stays small, decision 0025). */
  answer: (Omit<SearchAnswer['result'], 'item'> & { item: CardItem[] }) | null;
  error: string | null;
}

/** Search results of one store: heading, price filter and sort, grid, paging, empty and error states. */
export function SearchPage({ query, answer, error }: SearchPageProps) {
  const sortRef = useRef<HTMLSelectElement>(null);
  // A sort picked before the page hydrated had no handler yet (a cheap phone hydrates for seconds
  // after the cards show): the select shows it, the list does not. Apply it once the page is live
  // (decision 0065). Only on the first render: later changes go through onChange.
  useEffect(() => {
    const select = sortRef.current;
    if (select && select.value !== query.sort) select.form?.requestSubmit();
  }, []);
  const t = useT();
  const navigation = useNavigation();
  const loading = navigation.state === 'loading' && navigation.location.pathname.includes('/search/filter/');
  const heading = query.imgUrl ? (
    t('catalogue.imageResults')
  ) : query.text ? (
    <TheirWords k="catalogue.resultsFor" values={{ q: query.text }} />
  ) : (
    t('catalogue.results')
  );
  const pages = answer ? Math.max(1, Math.ceil(answer.total / answer.page_size)) : 1;
  const pageLink = (page: number) =>
    t.link(
      `${searchPath({ store: query.store, text: query.text, imgUrl: query.imgUrl || undefined, page, startPrice: query.startPrice || 'default', sort: query.sort, country: query.country || undefined })}${query.endPrice ? `&end_price=${encodeURIComponent(query.endPrice)}` : ''}`,
    );
  return (
    <section className="space-y-4" aria-busy={loading}>
      <div>
        <h1 className="text-xl font-bold" data-testid="search-heading">
          {heading} <span className="text-sm font-normal text-gray-500">· {query.storeName}</span>
        </h1>
        {answer && answer.q && answer.q !== answer.original_q && (
          <p className="text-sm text-gray-600" data-testid="searched-as">
            <TheirWords k="catalogue.searchedAs" values={{ q: answer.q }} />
          </p>
        )}
        {query.imgUrl && (
          <img src={query.imgUrl} alt="" width={64} height={64} className="mt-2 h-16 w-16 rounded-lg object-cover" />
        )}
      </div>
      <Form
        method="get"
        className="flex flex-wrap items-end gap-2 rounded-xl bg-white p-3 text-sm shadow-sm"
        data-testid="search-filters"
      >
        {query.imgUrl ? (
          <input type="hidden" name="imgUrl" value={query.imgUrl} />
        ) : (
          <input type="hidden" name="text" value={query.text} />
        )}
        <input type="hidden" name="page" value="1" />
        {query.country && <input type="hidden" name="country" value={query.country} />}
        <label className="flex flex-col gap-1">
          <span className="text-gray-600">{t('catalogue.priceFrom')}</span>
          <input
            name="start_price"
            type="number"
            min={0}
            step="0.01"
            inputMode="decimal"
            defaultValue={query.startPrice}
            className="w-24 rounded-lg border px-2 py-1.5"
          />
        </label>
        <label className="flex flex-col gap-1">
          <span className="text-gray-600">{t('catalogue.priceTo')}</span>
          <input
            name="end_price"
            type="number"
            min={0}
            step="0.01"
            inputMode="decimal"
            defaultValue={query.endPrice}
            className="w-24 rounded-lg border px-2 py-1.5"
          />
        </label>
        <label className="flex flex-col gap-1">
          <span className="text-gray-600">{t('catalogue.sort')}</span>
          <select
            ref={sortRef}
            name="sort"
            defaultValue={query.sort}
            onChange={(e) => e.currentTarget.form?.requestSubmit()}
            className="rounded-lg border px-2 py-1.5"
            data-testid="sort-select"
          >
            {SEARCH_SORTS.map((sort) => (
              <option key={sort} value={sort}>
                {t(`catalogue.sort.${sort}` as MessageKey)}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className="rounded-lg bg-primary px-4 py-1.5 font-semibold text-white">
          {t('catalogue.apply')}
        </button>
      </Form>
      {error ? (
        <div role="alert" className="rounded-xl bg-red-50 p-4 text-red-800" data-testid="search-error">
          <p>{t('catalogue.error')}</p>
          <p className="mt-1 text-sm">{error}</p>
          <Link to={pageLink(query.page)} reloadDocument className="mt-2 inline-block font-semibold underline">
            {t('catalogue.retry')}
          </Link>
        </div>
      ) : !answer || answer.item.length === 0 ? (
        <p className="rounded-xl bg-white p-6 text-center text-gray-600" data-testid="search-empty">
          {t('catalogue.empty')}
        </p>
      ) : (
        <>
          {/* An h2 between the page's h1 and the cards' h3 titles keeps the heading order. */}
          <h2 className="text-sm font-normal text-gray-600">{t('catalogue.total', { n: answer.total })}</h2>
          <div className={loading ? 'opacity-60 transition-opacity' : ''}>
            <ProductGrid items={answer.item} priorityCount={4} />
          </div>
          <nav
            className="flex items-center justify-center gap-3"
            aria-label={t('catalogue.page', { page: query.page })}
            data-testid="pager"
          >
            {query.page > 1 ? (
              <Link to={pageLink(query.page - 1)} className="rounded-lg bg-white px-3 py-2 shadow-sm" rel="prev">
                {t('catalogue.prev')}
              </Link>
            ) : (
              <span className="px-3 py-2 text-gray-500">{t('catalogue.prev')}</span>
            )}
            <span className="text-sm" data-testid="page-number">
              {query.page} / {pages}
            </span>
            {query.page < pages ? (
              <Link to={pageLink(query.page + 1)} className="rounded-lg bg-white px-3 py-2 shadow-sm" rel="next">
                {t('catalogue.next')}
              </Link>
            ) : (
              <span className="px-3 py-2 text-gray-500">{t('catalogue.next')}</span>
            )}
          </nav>
        </>
      )}
    </section>
  );
}
