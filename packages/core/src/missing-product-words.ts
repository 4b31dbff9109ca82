import { linkSearchWords } from './product-link';

/** Longest search a fallback page offers: a title is cut at a word boundary before this. */
const MAX_WORDS_LENGTH = 80;

/**
 * The title a shopper's pasted share text carries in corner brackets, as Taobao, Tmall and 1688
 * share a product ("【淘宝】https://m.tb.cn/x 「Nike 运动鞋男」点击链接直接打开"); '' otherwise (a bare
 * link, or words around it that are the shopper's own, "look at this").
 */
export function shareTextTitle(text: string): string {
  if (typeof text !== 'string') return '';
  const quoted = /「([^」]{1,300})」/.exec(text.slice(0, 2000))?.[1];
  if (!quoted) return '';
  return cutWords(
    quoted
      .replace(/\bhttps?:\/\/\S+/gi, ' ')
      .replace(/\s+/g, ' ')
      .trim(),
  );
}

/** True when a word is an item id or a code rather than something to search for. */
function isIdLike(word: string): boolean {
  return /^[A-Z0-9_-]{6,}$/i.test(word) && /\d/.test(word);
}

function cutWords(text: string): string {
  const kept = text
    .split(' ')
    .filter((word) => word && !isIdLike(word))
    .join(' ');
  // A title needs a letter of some script: a number, an id or punctuation is not one.
  if (!/\p{L}/u.test(kept)) return '';
  if (kept.length <= MAX_WORDS_LENGTH) return kept;
  const cut = kept.slice(0, MAX_WORDS_LENGTH);
  const space = cut.lastIndexOf(' ');
  return space > 20 ? cut.slice(0, space) : cut;
}

/**
 * What the page of a product the store could not give searches for (issue 29 item 3): the
 * product's title when one was read (from the shopper's share text, or a store that answered one),
 * else the words of the link's slug; '' when there are none (the page then offers no search, never
 * a search for the bare product id).
 */
export function missingProductWords(input: { title?: string | null; link?: string | null }): string {
  const title = cutWords((input.title ?? '').replace(/\s+/g, ' ').trim());
  if (title) return title;
  return linkSearchWords(input.link ?? '');
}

/**
 * The product page a pasted link opens (`productPath`, already localized, has its `?country=`),
 * carrying the link itself and the title of the text around it: a product the store cannot give
 * is then shown with both (issue 15 item 8, issue 29 item 3).
 */
export function productLinkPage(productPage: string, pasted: string, link: string): string {
  const title = shareTextTitle(pasted);
  return `${productPage}&link=${encodeURIComponent(link)}${title ? `&title=${encodeURIComponent(title)}` : ''}`;
}
