import { eq } from 'drizzle-orm';
import type { Db } from '@fardin/db/open-db';
import { settings } from '@fardin/db/schema/reference';
import { RATES_SETTING_KEY } from '@fardin/db/seed/catalogue-data';
import { DEMO_CATEGORIES } from '@fardin/db/seed/catalogue-items';
import { SEED_CATEGORIES } from '@fardin/db/seed/foundation-data';
import { defaultCountry, isChineseStore, type Product, type SearchAnswer } from '@fardin/core/contract-catalogue';
import type { Category } from '@fardin/core/contract-foundation';
import type { Config } from '../../config';
import { HttpError } from '../../http/errors';
import { createMarketplace } from '../../integrations/marketplace/create-marketplace';
import { UpstreamError } from '../../lib/resilience';
import type { MarketplaceSource, SearchPage, SearchParams } from '../../integrations/marketplace/types';
import { createTranslatorFromConfig } from '../../integrations/translation/create-translator';
import { detectLang, type Lang } from '../../integrations/translation/glossary';
import type { Translator } from '../../integrations/translation/translator';
import { createProductLocalizer } from './localize';
import { ownProducts } from './own-products';

export interface CatalogueServiceDeps {
  db: Db;
  config: Config;
  /** The shop's category list (the catalog service), to resolve numeric `cat_id`s. */
  categories?: () => Promise<Category[]>;
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
const SLUGS = new Set(DEMO_CATEGORIES.map((c) => c.slug));
const norm = (text: string) => text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, ' ').trim();
/** Category search texts ("Toys/Kids/Baby", its menu form "Toys Kids Baby") -> our slug. */
const SEARCH_TO_SLUG = new Map(SEED_CATEGORIES.flatMap((c) => [[norm(c.search), c.slug], [norm(c.title.en), c.slug]] as const));

/** Upstream outages and unreadable answers become a 502 with a message for the shopper. */
async function guard<T>(task: () => Promise<T>): Promise<T> {
  try {
    return await task();
  } catch (err) {
    if (err instanceof UpstreamError) throw new HttpError(502, 'product.upstream_unavailable', { message: err.message });
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
    const [row] = await deps.db.select().from(settings).where(eq(settings.key, RATES_SETTING_KEY));
    const value = (row?.value ?? {}) as Record<string, number>;
    ratesCache = { value, at: Date.now() };
    return value;
  }
  const marketplace = deps.marketplace ?? createMarketplace(deps.db, deps.config, rates);
  const translator = deps.translator ?? createTranslatorFromConfig(deps.db, deps.config);
  const localizer = createProductLocalizer(translator);

  /**
   * The shopper's words in the other languages: the catalogue's titles are in kh, en and zh (own
   * products may have only one), so a Khmer word also finds the product titled in Chinese. At most
   * three more texts, matched inside the same bounded candidate set (decision 0010).
   */
  async function otherSpellings(q: string, searched: string): Promise<string[]> {
    const found = await Promise.all(SEARCH_LANGS.map(async (lang) => (await translator.translateMany([q], lang)).get(q)));
    return [...new Set([q, ...found.flatMap((f) => (f && f.source !== 'none' ? [f.text] : []))])].filter((t) => t.trim() && t !== searched);
  }
  async function resolveCategory(catId: string | undefined, q: string): Promise<{ category?: string; q: string }> {
    if (catId && SLUGS.has(catId)) return { category: catId, q: SEARCH_TO_SLUG.get(norm(q)) === catId ? '' : q };
    if (catId && /^\d+$/.test(catId) && deps.categories) {
      const found = (await deps.categories()).find((c) => String(c.id) === catId);
      const slug = found ? SEARCH_TO_SLUG.get(norm(found.search)) : undefined;
      if (slug) return { category: slug, q: SEARCH_TO_SLUG.get(norm(q)) === slug ? '' : q };
    }
    const slug = SEARCH_TO_SLUG.get(norm(q));
    return slug ? { category: slug, q: '' } : { q };
  }

  function answer(page: SearchPage, q: string, originalQ: string): SearchAnswer {
    return { result: { item: page.items, page: page.page, page_size: page.pageSize, total: page.total, q, original_q: originalQ } };
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

    async imageSearch(input: { store: string; imageUrl: string; page: number; pageSize: number; country?: string | undefined; lang?: Lang | undefined }): Promise<SearchAnswer> {
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
