// No zod here: the search page's sort menu runs in the browser.

/** Result orders: ours plus the aggregator's (`bid` price up, `_bid` price down, `_sale` sales). */
export const SEARCH_SORTS = ['default', 'price_asc', 'price_desc', 'sales'] as const;
export type SearchSort = (typeof SEARCH_SORTS)[number];
const SORT_ALIASES: Readonly<Record<string, SearchSort>> = {
  bid: 'price_asc',
  _bid: 'price_desc',
  _sale: 'sales',
  sale: 'sales',
};
export function normaliseSort(value: string | undefined): SearchSort {
  if (!value) return 'default';
  if ((SEARCH_SORTS as readonly string[]).includes(value)) return value as SearchSort;
  return SORT_ALIASES[value] ?? 'default';
}
