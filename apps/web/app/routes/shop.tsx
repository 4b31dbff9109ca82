import { SEARCH_PAGE_SIZE } from '@fardin/core/page-sizes';
import { searchAnswerSchema } from '@fardin/core/contract-catalogue';
import type { Route } from './+types/shop';
import { pageMeta } from '../lib/meta';
import { apiCall, failureText, requestLocale } from '../lib/api-client.server';
import { ShopPage } from '../features/catalogue/shop-page';
import { useRootData } from '../root';

export const meta: Route.MetaFunction = (args) => pageMeta(args, 'page.shop');

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const rawCategory = url.searchParams.get('category') ?? '';
  const category = /^\d{1,9}$/.test(rawCategory) ? rawCategory : '';
  const rawPage = Number(url.searchParams.get('page') ?? '1');
  const page = Number.isInteger(rawPage) && rawPage >= 1 && rawPage <= 100 ? rawPage : 1;
  const api = new URLSearchParams({
    api: 'item_search',
    q: '',
    page: String(page),
    page_size: String(SEARCH_PAGE_SIZE),
  });
  if (category) api.set('cat_id', category);
  // Titles in the page's language (decision 0021).
  api.set('lang', requestLocale(request));
  const answer = await apiCall(context, `/api/fardin?${api.toString()}`, {}, searchAnswerSchema);
  if (!answer.ok) return { category, page, answer: null, error: failureText(answer, requestLocale(request)) };
  return { category, page, answer: answer.data.result, error: null };
}

export default function Page({ loaderData }: Route.ComponentProps) {
  const categories = useRootData()?.categories ?? [];
  return <ShopPage {...loaderData} categories={categories} />;
}
