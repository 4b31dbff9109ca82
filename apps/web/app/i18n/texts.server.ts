import type { Category } from '@fardin/core/contract-foundation';
import { pickText, type LocalizedText } from '@fardin/core/i18n-text';
import type { Locale } from '@fardin/core/locale';
import { categoryHeads, type CategoryHead } from '../lib/category-subs';
import { DICTIONARIES, STOREFRONT_DICTIONARIES, type MessageKey, type Messages } from './dictionaries';
import { FRAME_AREAS, ROUTE_TEXT_AREAS, TEXT_AREAS, pagePattern, type TextArea } from './route-texts';
import { FRAME_TEXT_KEYS, PAGE_TEXT_KEYS } from './page-texts.generated';

const areaOf = (key: string) => key.slice(0, key.indexOf('.')) as TextArea;
const isArea = (name: string): name is TextArea => (TEXT_AREAS as readonly string[]).includes(name);

/** Built once per locale and set of areas. */
const cache = new Map<string, Messages>();

/**
 * The texts the page at `pattern` ships to the browser in `locale` (decisions 0016, 0025): the
 * frame's and the page's own, as found in their modules (`page-texts.generated.ts`). A page listed
 * in `ROUTE_TEXT_AREAS` but not yet generated gets the frame and its areas; any other pattern (the
 * back office, an error) the whole storefront dictionary.
 */
export function textsFor(locale: Locale, pattern: string): Messages {
  const page = pagePattern(pattern);
  const areas = ROUTE_TEXT_AREAS[page];
  if (!areas) return STOREFRONT_DICTIONARIES[locale];
  const id = `${locale}:${page}`;
  let texts = cache.get(id);
  if (!texts) {
    const all = STOREFRONT_DICTIONARIES[locale];
    const exact = PAGE_TEXT_KEYS[page];
    const wanted = new Set<TextArea>([...FRAME_AREAS, ...areas]);
    const keep = exact
      ? new Set([...FRAME_TEXT_KEYS, ...exact])
      : new Set(Object.keys(all).filter((key) => !isArea(areaOf(key)) || wanted.has(areaOf(key))));
    texts = Object.fromEntries(Object.entries(all).filter(([key]) => keep.has(key))) as Messages;
    cache.set(id, texts);
  }
  return texts;
}

/** One text in `locale`, for a loader or action that answers a refusal of its own (never shipped as a dictionary). */
export function textOf(locale: Locale, key: MessageKey, params?: Readonly<Record<string, string | number>>): string {
  const text = DICTIONARIES[locale][key];
  return params ? text.replace(/\{(\w+)\}/g, (m, name: string) => String(params[name] ?? m)) : text;
}

/**
 * A stored text in three languages as a page in `locale` receives it: only the language `pickText`
 * shows (its own, else the Khmer, English or Chinese fallback), the other two empty, so
 * `pickText(shippedText(t, l), l) === pickText(t, l)`. Decision 0025 kept English as well, to key
 * the sub-category lists by; those lists no longer ship with the page (decision 0027).
 */
export function shippedText(text: LocalizedText, locale: Locale): LocalizedText {
  const shown = pickText(text, locale);
  const slot: Locale = text[locale] ? locale : text.kh ? 'kh' : text.en ? 'en' : 'zh';
  return { kh: '', en: '', zh: '', [slot]: shown };
}

/**
 * The top-level categories with their titles in `locale` only (see `shippedText`) and without
 * their sub-lists: the menus read those when they open (decision 0027, `lib/category-subs.ts`).
 */
export function shippedCategories(categories: readonly Category[], locale: Locale): CategoryHead[] {
  return categoryHeads(categories).map((c) => ({ ...c, title: shippedText(c.title, locale) }));
}
