import { useCallback, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { CATEGORY_ROW_PAGE_SIZE } from '@fardin/core/page-sizes';
import type { SearchAnswer } from '@fardin/core/contract-catalogue';
import { pickText } from '@fardin/core/i18n-text';
import { searchPath } from '@fardin/core/search-url';
import { useT } from '../../i18n/i18n-context';
import type { Locale } from '@fardin/core/locale';
import { ProductCard, type CardItem } from './product-card';
import type { CategoryHead } from '../../lib/category-subs';

/** Card widths of a row: 42% / 30% of the frame when it scrolls sideways, then 6 columns. */
const ROW_IMAGE_SIZES = '(min-width: 1200px) 185px, (min-width: 768px) 16vw, (min-width: 640px) 30vw, 42vw';

/**
 * Rows rendered on the server: the ones a phone shows first. The others load as they come near the
 * screen (their heading and "see more" link are there without JavaScript), so a page of Khmer titles
 * keeps its inline data small (issue 16) and a cheap phone downloads only what it scrolls to.
 */
export const ROWS_ON_SERVER = 3;

export interface CategoryRow {
  categoryId: number;
  items: CardItem[];
}

/**
 * SPEC section 7: `{store}?api=item_search&q={category}&page_size=6&country={c}&cat_id={id}`, with
 * `lang` so the cards' titles are in the page's language (decision 0021).
 */
export function categoryRowPath(store: string, category: CategoryHead, country: string, locale: Locale): string {
  const params = new URLSearchParams({
    api: 'item_search',
    q: category.search,
    page_size: String(CATEGORY_ROW_PAGE_SIZE),
    cat_id: String(category.id),
    lang: locale,
  });
  if (country && country !== 'fardin') params.set('country', country);
  return `/api/${encodeURIComponent(store)}?${params.toString()}`;
}

/** Loads a row's products once its placeholder comes within a screen of the viewport. */
function useNearViewport(onNear: () => void): (node: HTMLElement | null) => void {
  const observer = useRef<IntersectionObserver | null>(null);
  return useCallback(
    (node: HTMLElement | null) => {
      observer.current?.disconnect();
      if (!node) return;
      observer.current = new IntersectionObserver(
        (entries) => {
          if (entries.some((e) => e.isIntersecting)) {
            observer.current?.disconnect();
            onNear();
          }
        },
        { rootMargin: '600px 0px' },
      );
      observer.current.observe(node);
    },
    [onNear],
  );
}

async function fetchRow(store: string, category: CategoryHead, country: string, locale: Locale): Promise<CategoryRow> {
  const res = await fetch(categoryRowPath(store, category, country, locale)).catch(() => null);
  // Our own API's answer (validated on the server); no zod in the browser bundle for this.
  const answer = res?.ok ? ((await res.json().catch(() => null)) as SearchAnswer | null) : null;
  return { categoryId: category.id, items: Array.isArray(answer?.result?.item) ? answer.result.item : [] };
}

/**
 * One row of 6 products per category, for the selected store: the first `ROWS_ON_SERVER` rendered
 * on the server for fardin, the others (and every row of another store) fetched in the browser.
 */
export function CategoryRows(props: {
  categories: CategoryHead[];
  rows: CategoryRow[];
  rowsStore: string;
  store: string;
  country: string;
}) {
  const t = useT();
  const [state, setState] = useState({ store: props.rowsStore, rows: props.rows });
  useEffect(() => {
    if (props.store === state.store) return;
    let cancelled = false;
    void Promise.all(props.categories.map((category) => fetchRow(props.store, category, props.country, t.locale))).then(
      (rows) => {
        if (!cancelled) setState({ store: props.store, rows });
      },
    );
    return () => {
      cancelled = true;
    };
  }, [props.store, props.country, props.categories, state.store, t.locale]);
  const loadRow = useCallback(
    (category: CategoryHead) => {
      const store = state.store;
      void fetchRow(store, category, props.country, t.locale).then((row) =>
        setState((now) =>
          now.store === store && !now.rows.some((r) => r.categoryId === row.categoryId)
            ? { store, rows: [...now.rows, row] }
            : now,
        ),
      );
    },
    [state.store, props.country, t.locale],
  );
  return (
    <div className="space-y-6">
      {props.categories.map((category) => {
        const row = state.rows.find((r) => r.categoryId === category.id);
        const items = row?.items ?? [];
        if (row && items.length === 0) return null;
        const title = pickText(category.title, t.locale);
        return (
          <section key={category.id} aria-label={title} data-testid="category-row" data-loaded={row ? 'true' : 'false'}>
            <div className="mb-2 flex items-baseline justify-between">
              <h2 className="text-lg font-bold">{title}</h2>
              <Link
                to={t.link(searchPath({ store: state.store, text: category.search.replace(/\//g, ' ') }))}
                className="text-sm text-primary"
              >
                {t('catalogue.seeMore')}
                <span className="sr-only">: {title}</span>
              </Link>
            </div>
            {row ? (
              <ul className="grid grid-flow-col auto-cols-[42%] gap-3 overflow-x-auto pb-1 sm:auto-cols-[30%] md:grid-flow-row md:grid-cols-6 md:overflow-visible">
                {items.slice(0, CATEGORY_ROW_PAGE_SIZE).map((item) => (
                  <li key={item.num_iid}>
                    <ProductCard item={item} sizes={ROW_IMAGE_SIZES} />
                  </li>
                ))}
              </ul>
            ) : (
              <PendingRow category={category} onNear={loadRow} />
            )}
          </section>
        );
      })}
    </div>
  );
}

/** The room of a row not loaded yet (no layout shift when it arrives), watched for the viewport. */
function PendingRow({ category, onNear }: { category: CategoryHead; onNear: (category: CategoryHead) => void }) {
  const near = useCallback(() => onNear(category), [onNear, category]);
  const ref = useNearViewport(near);
  return (
    <div
      ref={ref}
      aria-hidden="true"
      className="h-64 animate-pulse rounded-xl bg-gray-100 md:h-72"
      data-testid="row-pending"
    />
  );
}
