import type { Category } from '@fardin/core/contract-foundation';
import type { LocalizedText } from '@fardin/core/i18n-text';
import type { Locale } from '@fardin/core/locale';
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
 * A stored text in three languages as a page in `locale` receives it (decision 0025): its own
 * language, English (lists key rows by it) and Khmer or Chinese only when `pickText` would fall
 * back to them, so `pickText(shippedText(t, l), l) === pickText(t, l)`.
 */
export function shippedText(text: LocalizedText, locale: Locale): LocalizedText {
  const own = text[locale];
  return { kh: locale === 'kh' || !own ? text.kh : '', en: text.en, zh: locale === 'zh' || (!own && !text.kh && !text.en) ? text.zh : '' };
}

/** The category tree with its titles in `locale` only (see `shippedText`). */
export function shippedCategories(categories: readonly Category[], locale: Locale): Category[] {
  return categories.map((c) => ({ ...c, title: shippedText(c.title, locale), sub: c.sub.map((s) => ({ ...s, title: shippedText(s.title, locale) })) }));
}
