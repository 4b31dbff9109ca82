import {
  parseShoppingIntent,
  type ChatAnswer,
  type ChatInput,
  type ChatProduct,
  type IntentLang,
  type ShoppingIntent,
} from '@fardin/core/assistant-intent';
import type { ProductSummary } from '@fardin/core/contract-catalogue';
import { errorText } from '@fardin/core/error-codes';
import { LOCALE_TRANSLATE_CODE } from '@fardin/core/locale';
import { HttpError } from '../../http/errors';
import { glossaryConcepts, type Lang } from '../../integrations/translation/glossary';
import type { CatalogueService } from '../catalogue/service';
import { askWhatText, offTopicText, replyText } from './replies';
import { deliveryFeeReply, type DeliveryFacts } from './delivery-fee';

/** Stores with product pages (SPEC: no aliexpress, coupang or shopee detail variant). */
const DETAIL_STORES = new Set(['1688', 'alibaba', 'amazon', 'ebay', 'fardin', 'lazada', 'taobao']);
/** Where to look when the shopper names no store. */
const DEFAULT_STORES = ['fardin', 'taobao', 'amazon'];
const STORE_LABEL: Record<string, string> = {
  taobao: 'Taobao',
  '1688': '1688',
  alibaba: 'Alibaba',
  amazon: 'Amazon',
  ebay: 'eBay',
  lazada: 'Lazada',
  fardin: 'Fardin',
};
const CARDS = 6;
/** Lines read per store and search text before checking which really match (bounded). */
const CANDIDATES = 20;
/** At most this many single-word searches besides the whole text. */
const MAX_WORD_SEARCHES = 3;
/** Word searches start only within this long of the question's first search (decision 0034). */
const SEARCH_BUDGET_MS = 3000;
const ALL_LANGS: readonly Lang[] = ['km', 'en', 'zh'];

export interface SearchRequest {
  query: string;
  store: string | null;
  minPriceUsd: number | null;
  maxPriceUsd: number | null;
  /** Card titles in this language; absent: as the source gives them. */
  lang?: Lang | undefined;
}

type Found = ProductSummary;

/**
 * The catalogue search the assistant (and the model's tool) uses: real products only, and each
 * card says whether it matches (decision 0021, issue 15 item 13). A product matches when every
 * word asked for (each glossary concept in any of its languages, or the unknown word itself) is in
 * one of its titles and it is within the price. When none match, the closest are given, labelled
 * `closest`: the matching products over the price first, else those matching some of the words.
 */
export function createAssistantSearch(products: CatalogueService) {
  async function searchStores(
    query: string,
    request: SearchRequest,
    priced: boolean,
  ): Promise<{ items: Found[]; refusals: HttpError[]; tried: number }> {
    const stores = request.store && DETAIL_STORES.has(request.store) ? [request.store] : DEFAULT_STORES;
    const refusals: HttpError[] = [];
    const pages = await Promise.all(
      stores.map((store) =>
        products
          .search({
            store,
            q: query,
            page: 1,
            pageSize: CANDIDATES,
            sort: 'default',
            startPriceUsd: priced ? (request.minPriceUsd ?? undefined) : undefined,
            endPriceUsd: priced ? (request.maxPriceUsd ?? undefined) : undefined,
          })
          .then((answer) => answer.result.item)
          .catch((err: unknown) => {
            if (err instanceof HttpError) refusals.push(err);
            return [] as Found[];
          }),
      ),
    );
    // Stores in turn, so one store does not fill every card.
    const items: Found[] = [];
    for (let i = 0; pages.some((p) => p[i]); i += 1) for (const page of pages) if (page[i]) items.push(page[i]!);
    return { items, refusals, tried: stores.length };
  }

  /**
   * The whole text, then its words one by one: every product any of them finds, once. The texts
   * run one after the other (only the stores of one text at once) and the words stop once
   * SEARCH_BUDGET_MS has passed, so one question holds at most DEFAULT_STORES.length database
   * connections and a bounded number of searches (decision 0034).
   */
  async function candidates(request: SearchRequest, concepts: string[][], priced: boolean): Promise<Found[]> {
    const words = concepts
      .map((forms) => forms[0]!)
      .filter((w) => w !== request.query)
      .slice(0, MAX_WORD_SEARCHES);
    const started = Date.now();
    const runs = [await searchStores(request.query, request, priced)];
    for (const word of words) {
      if (Date.now() - started > SEARCH_BUDGET_MS) break;
      runs.push(await searchStores(word, request, priced));
    }
    const whole = runs[0]!;
    // Every store refused the whole text (e.g. the marketplace is down): say why rather than "nothing found".
    if (whole.refusals.length === whole.tried && whole.refusals[0]) throw whole.refusals[0];
    const seen = new Map<string, Found>();
    for (const run of runs)
      for (const item of run.items)
        if (!seen.has(`${item.store}:${item.num_iid}`)) seen.set(`${item.store}:${item.num_iid}`, item);
    return [...seen.values()];
  }

  /** Each product's titles in every language (its own, else the glossary's or provider's). */
  async function titleTexts(items: Found[]): Promise<Map<Found, string>> {
    const lookups = await Promise.all(
      ALL_LANGS.map((lang) =>
        products.localizer.lookup(
          items.map((i) => i.title),
          lang,
        ),
      ),
    );
    return new Map(
      items.map((item) => [
        item,
        [item.title, ...Object.values(item.titles ?? {}), ...lookups.map((tr) => tr(item.title))]
          .join(' ')
          .toLowerCase(),
      ]),
    );
  }

  function withinPrice(item: Found, request: SearchRequest): boolean {
    const usd = item.price_usd;
    if (usd === null) return request.minPriceUsd === null && request.maxPriceUsd === null;
    return (
      (request.minPriceUsd === null || usd >= request.minPriceUsd) &&
      (request.maxPriceUsd === null || usd <= request.maxPriceUsd)
    );
  }

  async function cards(
    items: Found[],
    lang: Lang | undefined,
    match: ChatProduct['match'],
    reason?: ChatProduct['closest_reason'],
  ): Promise<ChatProduct[]> {
    const shown = await products.localizer.summaries(items.slice(0, CARDS), lang);
    return shown.map((item) => ({
      store: item.store,
      id: item.num_iid,
      title: item.title,
      ...(item.title_original ? { title_original: item.title_original } : {}),
      image: item.pic,
      price_usd: item.price_usd,
      price: item.price,
      currency: item.currency,
      link: `/product/${encodeURIComponent(item.store)}/${encodeURIComponent(item.num_iid)}?country=${encodeURIComponent(item.country)}`,
      match,
      ...(reason ? { closest_reason: reason } : {}),
    }));
  }

  return async function search(request: SearchRequest): Promise<ChatProduct[]> {
    const concepts = glossaryConcepts(request.query);
    const found = await candidates(request, concepts, true);
    const texts = await titleTexts(found);
    const matches = (item: Found) =>
      concepts.every((forms) => forms.some((form) => texts.get(item)!.includes(form.toLowerCase())));
    const exact = found.filter((item) => matches(item) && withinPrice(item, request));
    if (exact.length > 0) return cards(exact, request.lang, 'exact');
    if (request.minPriceUsd !== null || request.maxPriceUsd !== null) {
      const unpriced = await candidates(request, concepts, false);
      const unpricedTexts = await titleTexts(unpriced);
      const overPrice = unpriced.filter((item) =>
        concepts.every((forms) => forms.some((form) => unpricedTexts.get(item)!.includes(form.toLowerCase()))),
      );
      if (overPrice.length > 0)
        return cards(
          overPrice.sort((a, b) => distance(a, request) - distance(b, request)),
          request.lang,
          'closest',
          'price',
        );
    }
    // Some of the words: those sharing the most words first; still within the price.
    const score = (item: Found) =>
      concepts.filter((forms) => forms.some((form) => texts.get(item)!.includes(form.toLowerCase()))).length;
    const partial = found
      .filter((item) => score(item) > 0 && withinPrice(item, request))
      .sort((a, b) => score(b) - score(a));
    return cards(partial, request.lang, 'closest', 'words');
  };
}
export type AssistantSearch = ReturnType<typeof createAssistantSearch>;

/** How far a price is outside the asked range (0 inside). */
function distance(item: Found, request: SearchRequest): number {
  const usd = item.price_usd ?? Number.MAX_SAFE_INTEGER;
  if (request.maxPriceUsd !== null && usd > request.maxPriceUsd) return usd - request.maxPriceUsd;
  if (request.minPriceUsd !== null && usd < request.minPriceUsd) return request.minPriceUsd - usd;
  return 0;
}

function intentOut(intent: ShoppingIntent): ChatAnswer['intent'] {
  return {
    store: intent.store,
    colour: intent.colour,
    min_price: intent.minPriceUsd,
    max_price: intent.maxPriceUsd,
    keywords: intent.keywords,
  };
}

/**
 * Embedded assistant: a delivery-fee question is answered from the area data; anything else is a
 * shopping request, searched in the catalogue and answered with cards that say whether they match.
 */
export async function embeddedAnswer(
  input: ChatInput,
  search: AssistantSearch,
  delivery?: DeliveryFacts,
): Promise<ChatAnswer> {
  const intent = parseShoppingIntent(input.message);
  const lang: IntentLang = input.lang ?? intent.lang;
  const store = intent.store ?? (input.store && DETAIL_STORES.has(input.store) ? input.store : null);
  const resolved = { ...intent, lang, store };
  const fee = delivery ? await deliveryFeeReply(input.message, lang, delivery) : null;
  if (fee) return { message: 'success', reply: fee, products: [], intent: intentOut(resolved) };
  if (!intent.keywords && intent.minPriceUsd === null && intent.maxPriceUsd === null) {
    return { message: 'success', reply: askWhatText(lang), products: [], intent: intentOut(resolved) };
  }
  let products: ChatProduct[];
  try {
    products = await search({
      query: intent.keywords,
      store,
      minPriceUsd: intent.minPriceUsd,
      maxPriceUsd: intent.maxPriceUsd,
      lang: LOCALE_TRANSLATE_CODE[lang] as Lang,
    });
  } catch (err) {
    if (!(err instanceof HttpError)) throw err;
    // The refusal in the shopper's language, by its code (never by matching the English message).
    return {
      message: 'success',
      reply: errorText(err.code, lang, err.message, err.params),
      products: [],
      intent: intentOut(resolved),
    };
  }
  const label = store ? (STORE_LABEL[store] ?? store) : null;
  const exact = products.filter((p) => p.match === 'exact').length;
  // Nothing matches, no store, colour or price was asked for, and the shopping words the glossary
  // knows make up less than 40 % of the question (Khmer has no spaces: "កាស" inside "អាកាសធាតុ"
  // is no pair of earphones): an off-topic question gets what the assistant can do.
  const letters = intent.keywords.replace(/\s+/g, '').length;
  const known = glossaryConcepts(intent.keywords)
    .filter((forms) => forms.length > 1)
    .reduce((sum, forms) => sum + (forms[0]?.replace(/\s+/g, '').length ?? 0), 0);
  const shopping =
    intent.store !== null ||
    intent.colour !== null ||
    intent.minPriceUsd !== null ||
    intent.maxPriceUsd !== null ||
    (letters > 0 && known / letters >= 0.4);
  if (exact === 0 && !shopping)
    return { message: 'success', reply: offTopicText(lang), products: [], intent: intentOut(resolved) };
  const reason = products.find((p) => p.match === 'closest')?.closest_reason ?? null;
  return {
    message: 'success',
    reply: replyText(resolved, exact, label, products.length - exact, reason),
    products,
    intent: intentOut(resolved),
  };
}
