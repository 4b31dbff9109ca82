import type { Locale } from '@fardin/core/locale';
import { STOREFRONT_DICTIONARIES, type Messages } from './dictionaries';
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

