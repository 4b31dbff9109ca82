import type { Locale } from '@fardin/core/locale';
import { DICTIONARIES, STOREFRONT_DICTIONARIES, type MessageKey, type Messages } from './dictionaries';
import { FRAME_AREAS, ROUTE_TEXT_AREAS, TEXT_AREAS, pagePattern, type TextArea } from './route-texts';

const areaOf = (key: string) => key.slice(0, key.indexOf('.')) as TextArea;
const isArea = (name: string): name is TextArea => (TEXT_AREAS as readonly string[]).includes(name);

/** Built once per locale and set of areas. */
const cache = new Map<string, Messages>();

/** The texts the page at `pattern` ships to the browser in `locale`. */
export function textsFor(locale: Locale, pattern: string): Messages {
  const areas = ROUTE_TEXT_AREAS[pagePattern(pattern)];
  if (!areas) return STOREFRONT_DICTIONARIES[locale];
  const wanted = new Set<TextArea>([...FRAME_AREAS, ...areas]);
  const id = `${locale}:${[...wanted].sort().join(',')}`;
  let texts = cache.get(id);
  if (!texts) {
    texts = Object.fromEntries(Object.entries(STOREFRONT_DICTIONARIES[locale]).filter(([key]) => !isArea(areaOf(key)) || wanted.has(areaOf(key)))) as Messages;
    cache.set(id, texts);
  }
  return texts;
}


/** One text in `locale`, for a loader or action that answers a refusal of its own (never shipped as a dictionary). */
export function textOf(locale: Locale, key: MessageKey, params?: Readonly<Record<string, string | number>>): string {
  const text = DICTIONARIES[locale][key];
  return params ? text.replace(/\{(\w+)\}/g, (m, name: string) => String(params[name] ?? m)) : text;
}
