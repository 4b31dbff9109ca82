import { PHNOM_PENH_KHANS, PROVINCES, nearest } from './gazetteer';
import { callOutside, type OutsideRules } from '../../lib/outside-call';

/** One reverse lookup: 5 s, at most 256 KiB of answer (one feature is asked for). */
const PELIAS_RULES: OutsideRules = { service: 'geocoding', deadlineMs: 5000, maxBytes: 256 * 1024 };

type GeocodeLang = 'kh' | 'en' | 'zh';

/** Names a point (SPEC section 7: "a reverse geocoding service returns the first feature's label"). */
export interface ReverseGeocoder {
  readonly kind: 'gazetteer' | 'pelias';
  reverse(lat: number, lng: number, lang: GeocodeLang): Promise<string | null>;
}

/** Within this distance of a khan centre a point is named by its khan. */
const KHAN_RADIUS_KM = 6;
/** Beyond this distance of every provincial town the point is not in Cambodia as far as we know. */
const PROVINCE_RADIUS_KM = 150;

/** The embedded default: nearest khan of Phnom Penh, else nearest province, else null. */
export function createGazetteerGeocoder(): ReverseGeocoder {
  return {
    kind: 'gazetteer',
    async reverse(lat, lng, lang) {
      const point = { lat, lng };
      const khan = nearest(PHNOM_PENH_KHANS, point);
      const capital = PROVINCES[0]!;
      if (khan.km <= KHAN_RADIUS_KM) {
        return lang === 'kh' ? `${khan.place.kh} ${capital.kh}` : `Khan ${khan.place.en}, ${capital.en}`;
      }
      const province = nearest(PROVINCES, point);
      if (province.km > PROVINCE_RADIUS_KM) return null;
      return lang === 'kh' ? `${province.place.kh} កម្ពុជា` : `${province.place.en}, Cambodia`;
    },
  };
}

/** Pelias-compatible: GET {url}/v1/reverse?point.lat&point.lon -> features[0].properties.label. */
export function createPeliasGeocoder(
  baseUrl: string,
  doFetch: typeof fetch = fetch,
  rules: OutsideRules = PELIAS_RULES,
): ReverseGeocoder {
  return {
    kind: 'pelias',
    async reverse(lat, lng, lang) {
      const url = new URL('/v1/reverse', baseUrl);
      url.searchParams.set('point.lat', String(lat));
      url.searchParams.set('point.lon', String(lng));
      url.searchParams.set('size', '1');
      url.searchParams.set('lang', lang === 'kh' ? 'km' : lang);
      try {
        const res = await callOutside(url, { headers: { Accept: 'application/json' } }, rules, { fetch: doFetch });
        if (!res.ok) return null;
        const body = res.json() as { features?: Array<{ properties?: { label?: unknown } }> };
        const label = body.features?.[0]?.properties?.label;
        return typeof label === 'string' ? label : null;
      } catch {
        return null;
      }
    },
  };
}

export function createReverseGeocoder(config: { PELIAS_URL?: string | undefined }): ReverseGeocoder {
  return config.PELIAS_URL ? createPeliasGeocoder(config.PELIAS_URL) : createGazetteerGeocoder();
}
