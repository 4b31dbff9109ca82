import { data, redirect } from 'react-router';
import { pastedLinkTarget } from '../features/requests/pasted-link.server';
import { localizePath, splitLocalePath } from '@fardin/core/locale';
import { SEARCH_PAGE_SIZE } from '@fardin/core/page-sizes';
import { searchAnswerSchema } from '@fardin/core/contract-catalogue';
import { STORE_CODES } from '@fardin/core/contract-foundation';
import type { Route } from './+types/search';
import { pageMeta } from '../lib/meta';
import { apiCall, failureText, requestLocale } from '../lib/api-client.server';
import { SearchPage } from '../features/catalogue/search-page';
import { cardItem } from '../features/catalogue/product-card';
import { useRootData } from '../root';

const price = (value: string | null) =>
  value && value !== 'default' && Number.isFinite(Number(value)) && Number(value) >= 0 ? value : '';

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const store = params.marketplace;
  if (!(STORE_CODES as readonly string[]).includes(store)) throw data(null, { status: 404 });
  const url = new URL(request.url);
  const get = (name: string) => url.searchParams.get(name) ?? '';
  // Before JavaScript loads the search box is a plain form: a pasted product link still opens the product.
  // Any other link (a short share link, a link we cannot read) is resolved by the server, which
  // answers a product page or the "buy it for me" request (issue 29 item 2).
  const pasted = await pastedLinkTarget(context, get('text'));
  if (pasted) throw redirect(localizePath(pasted, splitLocalePath(url.pathname).locale));
  const pageNumber = Number(get('page') || '1');
  const query = {
    store,
    storeName: store,
    text: (get('text') || (params.slug ?? '').replace(/-/g, ' ')).slice(0, 200),
    imgUrl: get('imgUrl').slice(0, 2000),
    page: Number.isInteger(pageNumber) && pageNumber >= 1 && pageNumber <= 100 ? pageNumber : 1,
    startPrice: price(url.searchParams.get('start_price')),
    endPrice: price(url.searchParams.get('end_price')),
    sort: get('sort') || 'default',
    country: /^[A-Za-z]{2,8}$/.test(get('country')) ? get('country') : '',
  };
  const api = new URLSearchParams({
    api: query.imgUrl ? 'image_search' : 'item_search',
    page: String(query.page),
    page_size: String(SEARCH_PAGE_SIZE),
  });
  if (query.imgUrl) api.set('image', query.imgUrl);
  else api.set('q', query.text);
  if (query.startPrice) api.set('start_price', query.startPrice);
  if (query.endPrice) api.set('end_price', query.endPrice);
  if (query.sort !== 'default') api.set('sort', query.sort);
  if (query.country) api.set('country', query.country);
  // Titles in the page's language, the source's beside them (decision 0021).
  api.set('lang', splitLocalePath(url.pathname).locale);
  const answer = await apiCall(context, `/api/${store}?${api.toString()}`, {}, searchAnswerSchema);
  if (!answer.ok) return { query, answer: null, error: failureText(answer, requestLocale(request)) };
  const result = answer.data.result;
  return { query, answer: { ...result, item: result.item.map(cardItem) }, error: null };
}

export const meta: Route.MetaFunction = (args) => {
  const q = args.data?.query.text;
  return pageMeta(args, q ? { text: q } : 'page.search');
};

export default function Page({ loaderData }: Route.ComponentProps) {
  const root = useRootData();
  const storeName = root?.stores?.find((s) => s.code === loaderData.query.store)?.name ?? loaderData.query.store;
  return <SearchPage query={{ ...loaderData.query, storeName }} answer={loaderData.answer} error={loaderData.error} />;
}
