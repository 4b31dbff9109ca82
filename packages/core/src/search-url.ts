/**
 * Search URLs of SPEC section 2:
 * /search/filter/{storeCode}?text=...&page=1&start_price=default&sort=default&country={COUNTRY}
 * (imgUrl instead of text for image search). One builder, used by the search box, the category
 * menu and the result pages.
 */
export interface SearchQuery {
  store: string;
  text?: string | undefined;
  imgUrl?: string | undefined;
  page?: number | undefined;
  startPrice?: string | undefined;
  sort?: string | undefined;
  country?: string | undefined;
}

export function searchPath(query: SearchQuery): string {
  const params = new URLSearchParams();
  if (query.imgUrl) params.set('imgUrl', query.imgUrl);
  else params.set('text', query.text ?? '');
  params.set('page', String(query.page ?? 1));
  params.set('start_price', query.startPrice ?? 'default');
  params.set('sort', query.sort ?? 'default');
  if (query.country) params.set('country', query.country);
  return `/search/filter/${encodeURIComponent(query.store)}?${params.toString()}`;
}

/** The category menu searches taobao with the category's slashes replaced by spaces. */
export function categorySearchPath(search: string): string {
  return searchPath({ store: 'taobao', text: search.replace(/\//g, ' ') });
}
