import type { Locale } from '@fardin/core/locale';

/** Place names exist in Khmer and English; Chinese readers get the romanised English name. */
export function placeName(place: { name: string; name_kh: string }, locale: Locale): string {
  return locale === 'kh' ? place.name_kh : place.name;
}
