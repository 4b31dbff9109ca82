import { Link, useNavigation } from 'react-router';
import type { SearchAnswer } from '@fardin/core/contract-catalogue';
import type { CategoryHead } from '../../lib/category-subs';
import { pickText } from '@fardin/core/i18n-text';
import { useT } from '../../i18n/i18n-context';
import { ProductGrid } from './product-card';

export interface ShopPageProps {
  /** The selected category id ('' = all products). */
  category: string;
  page: number;
  categories: CategoryHead[];
  answer: SearchAnswer['result'] | null;
  error: string | null;
}

/** Query string of a /shop page (category and page; page 1 and "all" are left out). */
export function shopQuery(category: string, page: number): string {
  const params = new URLSearchParams();
  if (category) params.set('category', category);
  if (page > 1) params.set('page', String(page));
  const text = params.toString();
  return text ? `?${text}` : '';
}

const CHIP = 'shrink-0 rounded-full border px-3 py-1.5 text-sm whitespace-nowrap';

/** /shop: the shop's own `fardin` catalogue by category: chips, grid, paging, empty and error states. */
export function ShopPage({ category, page, categories, answer, error }: ShopPageProps) {
  const t = useT();
  const navigation = useNavigation();
  const loading = navigation.state === 'loading' && navigation.location.pathname.endsWith('/shop');
  const link = (cat: string, p = 1) => `${t.link('/shop')}${shopQuery(cat, p)}`;
  const selected = categories.find((c) => String(c.id) === category);
  const pages = answer ? Math.max(1, Math.ceil(answer.total / answer.page_size)) : 1;
  const chips = [
    { id: '', title: t('catalogue.shopAll') },
    ...categories.map((c) => ({ id: String(c.id), title: pickText(c.title, t.locale) })),
  ];
  return (
    <section className="space-y-4" aria-busy={loading} data-testid="shop-page">
      <div>
        <h1 className="text-xl font-bold text-primary">
          {t('catalogue.shopTitle')}
          {selected && (
            <span className="text-base font-normal text-gray-600"> · {pickText(selected.title, t.locale)}</span>
          )}
        </h1>
        <p className="text-sm text-gray-600">{t('catalogue.shopIntro')}</p>
      </div>
      <nav aria-label={t('catalogue.shopCategories')} className="-mx-4 overflow-x-auto px-4 md:mx-0 md:px-0">
        <ul className="flex gap-2 pb-1 md:flex-wrap" data-testid="shop-categories">
          {chips.map((chip) => {
            const active = chip.id === category;
            return (
              <li key={chip.id || 'all'}>
                <Link
                  to={link(chip.id)}
                  aria-current={active ? 'page' : undefined}
                  preventScrollReset
                  className={`${CHIP} inline-block ${active ? 'border-primary bg-primary font-semibold text-white' : 'bg-white text-gray-800 hover:border-primary'}`}
                >
                  {chip.title}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
      {error ? (
        <div role="alert" className="rounded-xl bg-red-50 p-4 text-red-800" data-testid="shop-error">
          <p>{t('catalogue.error')}</p>
          <p className="mt-1 text-sm">{error}</p>
          <Link to={link(category, page)} reloadDocument className="mt-2 inline-block font-semibold underline">
            {t('catalogue.retry')}
          </Link>
        </div>
      ) : !answer || answer.item.length === 0 ? (
        <div className="rounded-xl bg-white p-6 text-center text-gray-600" data-testid="shop-empty">
          <p>{t('catalogue.shopEmpty')}</p>
          {category && (
            <Link to={link('')} className="mt-2 inline-block font-semibold text-primary underline">
              {t('catalogue.shopSeeAll')}
            </Link>
          )}
        </div>
      ) : (
        <>
          <p className="text-sm text-gray-600" data-testid="shop-total">
            {t('catalogue.total', { n: answer.total })}
          </p>
          <div className={loading ? 'opacity-60 transition-opacity' : ''}>
            <ProductGrid items={answer.item} priorityCount={4} />
          </div>
          <nav
            className="flex items-center justify-center gap-3"
            aria-label={t('catalogue.page', { page })}
            data-testid="pager"
          >
            {page > 1 ? (
              <Link to={link(category, page - 1)} className="rounded-lg bg-white px-3 py-2 shadow-sm" rel="prev">
                {t('catalogue.prev')}
              </Link>
            ) : (
              <span className="px-3 py-2 text-gray-500">{t('catalogue.prev')}</span>
            )}
            <span className="text-sm" data-testid="page-number">
              {page} / {pages}
            </span>
            {page < pages ? (
              <Link to={link(category, page + 1)} className="rounded-lg bg-white px-3 py-2 shadow-sm" rel="next">
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
