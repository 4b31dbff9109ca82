import type { Db } from '@fardin/db/open-db';
import { BUILT_IN_CATEGORIES } from '@fardin/core/built-in-categories';
import { RATES_SETTING_KEY } from '@fardin/core/contract-admin';
import { defaultCountry, isChineseStore, type Product, type SearchAnswer } from '@fardin/core/contract-catalogue';
import type { Config } from '../../config';
import { HttpError } from '../../http/errors';
import { createMarketplace } from '../../integrations/marketplace/create-marketplace';
import { createLocalCatalogue } from './local-catalogue';
import { translationCache } from './translation-cache';
import { UpstreamError } from '../../lib/resilience';
import type { MarketplaceSource, SearchPage, SearchParams } from '../../integrations/marketplace/types';
import { createTranslatorFromConfig } from '../../integrations/translation/create-translator';
import { detectLang, type Lang } from '../../integrations/translation/glossary';
import type { Translator } from '../../integrations/translation/translator';
import { createProductLocalizer } from './localize';
import { ownProducts } from './own-products';
import type { CategoryRow, ReferenceService } from '../reference/service';

export interface CatalogueServiceDeps {
  db: Db;
  config: Config;
  /** The shop's reference data: the categories as the back office left them (kept 10 s, dropped by its writes) and the exchange rates. */
  reference: Pick<ReferenceService, 'categoryRows' | 'setting'>;
  /** Tests inject a source or translator; by default both come from the config. */
  marketplace?: MarketplaceSource;
  translator?: Translator;
}

/** A shopper's search: the marketplace's parameters, with the category as the API names it. */
export interface SearchInput extends Omit<SearchParams, 'category' | 'alternatives'> {
  catId?: string | undefined;
  /** Titles in this language (decision 0021); absent: as the source gives them. */
  lang?: Lang | undefined;
}

/** Languages a local-catalogue search also tries the shopper's words in (decision 0021). */
const SEARCH_LANGS: readonly Lang[] = ['zh', 'en', 'km'];

const RATES_TTL_MS = 60_000;
const SLUGS = new Set(BUILT_IN_CATEGORIES.map((c) => c.slug));
const norm = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
/**
 * The catalogue's slug (products.category) of each built-in top-level category, by its `search`
 * text: the one link between the two vocabularies (the table has no slug). The back office orders
 * and hides top-level categories but cannot rename them; which categories and sub-categories exist,
 * are visible and under which parent comes from the database.
 */
const SLUG_OF_SEARCH = new Map(BUILT_IN_CATEGORIES.map((c) => [norm(c.search), c.slug] as const));

/** How the shop's categories map to catalogue slugs, built from the category rows. */
interface CategoryMap {
  /** Top-level texts ("Toys/Kids/Baby", its menu form "Toys Kids Baby", its title in kh/en/zh) -> slug: a browse of the category. */
  topText: Map<string, string>;
  /** Visible category ids -> slug: a top-level category's own, a sub-category's parent's (the mobile client sends its id). */
  byId: Map<string, string>;
}

function categoryMap(rows: readonly CategoryRow[]): CategoryMap {
  const topSlug = new Map<number, string>();
  const topText = new Map<string, string>();
  for (const row of rows) {
    if (row.parentId !== null) continue;
    const slug = SLUG_OF_SEARCH.get(norm(row.search));
    if (!slug) continue;
    if (row.visible) topSlug.set(row.id, slug);
    // Its title in every language: a Khmer tile searching «សម្លៀកបំពាក់នារី» lists women's clothing.
    for (const text of [row.search, row.title.en, row.title.kh, row.title.zh])
      if (text && norm(text)) topText.set(norm(text), slug);
  }
  const byId = new Map<string, string>();
  for (const row of rows) {
    const slug = topSlug.get(row.parentId ?? row.id);
    if (slug && row.visible) byId.set(String(row.id), slug);
  }
  return { topText, byId };
}

/** Upstream outages and unreadable answers become a 502 with a message for the shopper. */
async function guard<T>(task: () => Promise<T>): Promise<T> {
  try {
    return await task();
  } catch (err) {
    if (err instanceof UpstreamError)
      throw new HttpError(502, 'product.upstream_unavailable', { message: err.message });
    throw err;
  }
}

/**
 * Product search and detail for every store. `detail(store, id, country)` is the product lookup the
 * cart and checkout use: our Product, or null when it does not exist.
 */
export function createCatalogueService(deps: CatalogueServiceDeps) {
  let ratesCache: { value: Readonly<Record<string, number>>; at: number } | null = null;
  async function rates(): Promise<Readonly<Record<string, number>>> {
    if (ratesCache && Date.now() - ratesCache.at < RATES_TTL_MS) return ratesCache.value;
    const value = ((await deps.reference.setting(RATES_SETTING_KEY)) ?? {}) as Record<string, number>;
    ratesCache = { value, at: Date.now() };
    return value;
  }
  const marketplace = deps.marketplace ?? createMarketplace(createLocalCatalogue(deps.db, rates), deps.config, rates);
  const translator = deps.translator ?? createTranslatorFromConfig(translationCache(deps.db), deps.config);
  const localizer = createProductLocalizer(translator);

  /**
   * The shopper's words in the other languages: the catalogue's titles are in kh, en and zh (own
   * products may have only one), so a Khmer word also finds the product titled in Chinese. At most
   * three more texts, matched inside the same bounded candidate set (decision 0010).
   */
  async function otherSpellings(q: string, searched: string): Promise<string[]> {
    const found = await Promise.all(
      SEARCH_LANGS.map(async (lang) => (await translator.translateMany([q], lang)).get(q)),
    );
    return [...new Set([q, ...found.flatMap((f) => (f && f.source !== 'none' ? [f.text] : []))])].filter(
      (t) => t.trim() && t !== searched,
    );
  }
  /** The kept category rows as a map; rebuilt when the reference service hands out a fresh list. */
  let mapped: { rows: readonly CategoryRow[]; map: CategoryMap } | null = null;
  async function categories(): Promise<CategoryMap> {
    const rows = await deps.reference.categoryRows();
    if (mapped?.rows !== rows) mapped = { rows, map: categoryMap(rows) };
    return mapped.map;
  }
  /**
   * The category a search is limited to: `cat_id` (a slug, or the id of a category or of a
   * sub-category, whose keyword then is searched inside its parent category) or a top-level
   * category's own text, which lists the category without a text search.
   */
  async function resolveCategory(catId: string | undefined, q: string): Promise<{ category?: string; q: string }> {
    const { topText, byId } = await categories();
    const text = norm(q);
    if (catId && SLUGS.has(catId)) return { category: catId, q: topText.get(text) === catId ? '' : q };
    const slug = catId && /^\d+$/.test(catId) ? byId.get(catId) : undefined;
    if (slug) return { category: slug, q: topText.get(text) === slug ? '' : q };
    const top = topText.get(text);
    return top ? { category: top, q: '' } : { q };
  }

  function answer(page: SearchPage, q: string, originalQ: string): SearchAnswer {
    return {
      result: {
        item: page.items,
        page: page.page,
        page_size: page.pageSize,
        total: page.total,
        q,
        original_q: originalQ,
      },
    };
  }

  return {
    rates,
    translator,
    localizer,
    /** The shop's own (`fardin`) products as the back office lists and writes them. */
    own: ownProducts(deps.db),

    /** Forgets the kept exchange rates (after a back-office change of the settings). */
    invalidate(): void {
      ratesCache = null;
    },

    async search(input: SearchInput): Promise<SearchAnswer> {
      const originalQ = input.q.trim();
      const { category, q } = await resolveCategory(input.catId, originalQ);
      let searched = q;
      // Chinese marketplaces are searched in Chinese: translate Khmer or English text first.
      if (q && isChineseStore(input.store) && detectLang(q) !== 'zh') {
        searched = (await translator.translate(q, 'zh')).text;
      }
      const alternatives = q ? await otherSpellings(q, searched) : [];
      const page = await guard(() =>
        marketplace.search({
          store: input.store,
          q: searched,
          alternatives: alternatives.length ? alternatives : undefined,
          page: input.page,
          pageSize: input.pageSize,
          startPriceUsd: input.startPriceUsd,
          endPriceUsd: input.endPriceUsd,
          sort: input.sort,
          country: input.country,
          category,
        }),
      );
      return answer({ ...page, items: await localizer.summaries(page.items, input.lang) }, searched, originalQ);
    },

    async imageSearch(input: {
      store: string;
      imageUrl: string;
      page: number;
      pageSize: number;
      country?: string | undefined;
      lang?: Lang | undefined;
    }): Promise<SearchAnswer> {
      const page = await guard(() => marketplace.imageSearch(input));
      return answer({ ...page, items: await localizer.summaries(page.items, input.lang) }, '', '');
    },

    /** The product lookup for cart, wishlist and checkout: our Product (as stored) or null. */
    async detail(store: string, id: string, country?: string | null): Promise<Product | null> {
      const resolved = country || defaultCountry(store);
      return guard(() => marketplace.detail(store, id, resolved));
    },
  };
}
export type CatalogueService = ReturnType<typeof createCatalogueService>;
