import { parseShoppingIntent, type ChatAnswer, type ChatInput, type ChatProduct, type ShoppingIntent } from '@fardin/core/assistant-intent';
import { errorText } from '@fardin/core/error-codes';
import { HttpError } from '../../http/errors';
import type { ProductService } from '../products/service';
import { askWhatText, replyText } from './replies';

/** Stores with product pages (SPEC: no aliexpress, coupang or shopee detail variant). */
const DETAIL_STORES = new Set(['1688', 'alibaba', 'amazon', 'ebay', 'fardin', 'lazada', 'taobao']);
/** Where to look when the shopper names no store. */
const DEFAULT_STORES = ['fardin', 'taobao', 'amazon'];
const STORE_LABEL: Record<string, string> = { taobao: 'Taobao', '1688': '1688', alibaba: 'Alibaba', amazon: 'Amazon', ebay: 'eBay', lazada: 'Lazada', fardin: 'Fardin' };
const CARDS = 6;

export interface SearchRequest {
  query: string;
  store: string | null;
  minPriceUsd: number | null;
  maxPriceUsd: number | null;
}

/** The catalogue search the assistant (and the model's tool) uses: real products only. */
export function createAssistantSearch(products: ProductService) {
  /** The whole query first; when nothing matches, each word on its own (longest first). */
  async function search(request: SearchRequest): Promise<ChatProduct[]> {
    const found = await searchOnce(request);
    const words = request.query.split(/\s+/).filter((w) => w.length >= 3).sort((a, b) => b.length - a.length);
    if (found.length > 0 || words.length < 2) return found;
    for (const word of words) {
      const byWord = await searchOnce({ ...request, query: word });
      if (byWord.length > 0) return byWord;
    }
    return [];
  }
  return search;

  async function searchOnce(request: SearchRequest): Promise<ChatProduct[]> {
    const stores = request.store && DETAIL_STORES.has(request.store) ? [request.store] : DEFAULT_STORES;
    const refusals: HttpError[] = [];
    const pages = await Promise.all(
      stores.map((store) =>
        products
          .search({
            store, q: request.query, page: 1, pageSize: CARDS, sort: 'default',
            startPriceUsd: request.minPriceUsd ?? undefined, endPriceUsd: request.maxPriceUsd ?? undefined,
          })
          .then((answer) => answer.result.item)
          .catch((err: unknown) => {
            if (err instanceof HttpError) refusals.push(err);
            return [];
          }),
      ),
    );
    // Every store refused (e.g. the marketplace is down): say why rather than "nothing found".
    if (refusals.length === stores.length && refusals[0]) throw refusals[0];
    const merged: ChatProduct[] = [];
    for (let i = 0; merged.length < CARDS && pages.some((p) => p[i]); i += 1) {
      for (const page of pages) {
        const item = page[i];
        if (!item || merged.length >= CARDS) continue;
        merged.push({
          store: item.store, id: item.num_iid, title: item.title, image: item.pic, price_usd: item.price_usd, price: item.price, currency: item.currency,
          link: `/product/${encodeURIComponent(item.store)}/${encodeURIComponent(item.num_iid)}?country=${encodeURIComponent(item.country)}`,
        });
      }
    }
    return merged;
  }
}
export type AssistantSearch = ReturnType<typeof createAssistantSearch>;

function intentOut(intent: ShoppingIntent): ChatAnswer['intent'] {
  return { store: intent.store, colour: intent.colour, min_price: intent.minPriceUsd, max_price: intent.maxPriceUsd, keywords: intent.keywords };
}

/** Embedded assistant: parse the request, search the catalogue, answer with cards. */
export async function embeddedAnswer(input: ChatInput, search: AssistantSearch): Promise<ChatAnswer> {
  const intent = parseShoppingIntent(input.message);
  const store = intent.store ?? (input.store && DETAIL_STORES.has(input.store) ? input.store : null);
  const resolved = { ...intent, store };
  if (!intent.keywords && intent.minPriceUsd === null && intent.maxPriceUsd === null) {
    return { message: 'success', reply: askWhatText(intent.lang), products: [], intent: intentOut(resolved) };
  }
  let products: ChatProduct[];
  try {
    products = await search({ query: intent.keywords, store, minPriceUsd: intent.minPriceUsd, maxPriceUsd: intent.maxPriceUsd });
  } catch (err) {
    if (!(err instanceof HttpError)) throw err;
    // The refusal in the shopper's language, by its code (never by matching the English message).
    return { message: 'success', reply: errorText(err.code, intent.lang, err.message, err.params), products: [], intent: intentOut(resolved) };
  }
  const label = store ? (STORE_LABEL[store] ?? store) : null;
  return { message: 'success', reply: replyText(resolved, products.length, label), products, intent: intentOut(resolved) };
}
