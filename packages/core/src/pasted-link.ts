import {
  isProductLinkLike,
  parseProductLink,
  PRODUCT_PAGE_STORES,
  productLinkUrl,
  productPath,
  type ProductTarget,
} from './product-link';
import { isShortLinkHost } from './product-link-stores';
import { productLinkPage } from './missing-product-words';

/**
 * Where a link a shopper pastes leads (issue 29 item 2), one home for the search box, the search
 * page, QR codes and the server's short-link resolver:
 * - an item of a store with a product page -> that page (with the link, `&link=`);
 * - an item of AliExpress, Shopee or Coupang -> the "buy it for me" request, link and item filled in;
 * - a short share link -> resolved on the server (`GET /api/links/resolve`), then one of the above;
 * - any other link -> the "buy it for me" request with the link.
 */

/** The shopper's "buy it for me" request form. */
export const REQUEST_FORM_PATH = '/account/requests/new';
/** The shopper's list of requests and answers. */
export const MY_REQUESTS_PATH = '/account/requests';

const MAX_LINK = 2000;

/** The request form with the link (and the item, when read) filled in. */
export function requestFormPath(link: string, target?: { store: string; id: string } | null): string {
  const query = new URLSearchParams({ link: link.slice(0, MAX_LINK) });
  if (target) {
    query.set('store', target.store);
    query.set('item', target.id);
  }
  return `${REQUEST_FORM_PATH}?${query.toString()}`;
}

export function hasProductPage(target: ProductTarget): boolean {
  return (PRODUCT_PAGE_STORES as readonly string[]).includes(target.store);
}

/**
 * Where a recognised item link leads: its product page (with the link, and the title of the
 * shopper's share text when it has one: issue 29 item 3), or the request form.
 */
export function targetPath(target: ProductTarget, link: string, pasted = ''): string {
  if (!hasProductPage(target)) return requestFormPath(link, target);
  return link ? productLinkPage(productPath(target), pasted, link.slice(0, MAX_LINK)) : productPath(target);
}

/**
 * The destination of a pasted text that holds a recognised item link, or null (keyword, short
 * link or an unknown link: see {@link pastedLinkKind}).
 */
export function pastedItemPath(text: string): string | null {
  const target = parseProductLink(text);
  return target ? targetPath(target, productLinkUrl(text), text) : null;
}

/** A URL in free text: a dotted name, or (with its scheme) an IPv4 address or localhost. */
const URL_IN_TEXT =
  /(?:https?:\/\/)?(?:[a-z0-9-]+\.)+[a-z]{2,}(?::\d{1,5})?(?:\/[!#-&(-;=?-[\]_a-z~%]*)?|https?:\/\/(?:\d{1,3}(?:\.\d{1,3}){3}|localhost)(?::\d{1,5})?(?:\/[!#-&(-;=?-[\]_a-z~%]*)?/i;

/** The first http(s) URL of a text, or null. */
export function firstUrl(text: string): URL | null {
  if (typeof text !== 'string') return null;
  const match = URL_IN_TEXT.exec(text.slice(0, 4000));
  if (!match) return null;
  const raw = match[0].replace(/[.,;:!?)\]]+$/, '');
  try {
    const url = new URL(/^https?:\/\//i.test(raw) ? raw : `https://${raw}`);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url : null;
  } catch {
    return null;
  }
}

/**
 * What a pasted text is: an item link, a link the server should read (a short link, or any other
 * link typed with its scheme: the server knows which hosts it follows), or words to search.
 */
export function pastedLinkKind(text: string): 'item' | 'link' | 'words' {
  if (typeof text !== 'string' || !text.trim()) return 'words';
  if (parseProductLink(text)) return 'item';
  const url = firstUrl(text);
  if (!url) return 'words';
  if (isShortLinkHost(url.hostname)) return 'link';
  // A store's page with a path or typed with its scheme; "amazon.com headphones" stays words.
  if (isProductLinkLike(text) && (/https?:\/\//i.test(text) || url.pathname.length > 1)) return 'link';
  // A whole text that is one link with its scheme ("https://shop.example/x"): not a keyword.
  return /^https?:\/\/\S+$/i.test(text.trim()) ? 'link' : 'words';
}
