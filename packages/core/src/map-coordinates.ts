import { MAP_TEXT } from './messages';

/**
 * The address map field (SPEC section 5, "Map input"): the shopper types `latitude,longitude` or
 * pastes a Google Maps link. Pure and isomorphic (WHATWG `URL` only).
 *
 * `parseCoordinateInput` decides what the text is, in this order:
 * 1. empty (after trimming)                                         -> MAP_TEXT.enterValid
 * 2. starts with http:// or https:// (any case):
 *    a Google Maps URL (see `isGoogleMapsUrl`)                      -> { ok: 'url', url }
 *    anything else                                                  -> MAP_TEXT.notGoogle
 * 3. no scheme but mentions google, maps or goo.gl                  -> MAP_TEXT.needHttp
 * 4. otherwise coordinates: exactly one comma                       -> else MAP_TEXT.badFormat
 *    both parts decimal numbers (sign, decimals, exponent allowed)  -> else MAP_TEXT.notNumbers
 *    latitude within LATITUDE_RANGE                                 -> else MAP_TEXT.badLatitude
 *    longitude within LONGITUDE_RANGE                               -> else MAP_TEXT.badLongitude
 * A URL result is handed to `extractCoordinatesFromMapsUrl` first; only links without coordinates
 * in them (short links, place names) need the server's POST /query_google_map.
 */

/** The valid ranges of a latitude and a longitude, in degrees (SPEC section 9). */
const LATITUDE_RANGE = [-90, 90] as const;
const LONGITUDE_RANGE = [-180, 180] as const;

export interface LatLng {
  lat: number;
  lng: number;
}

export type CoordinateInputResult =
  | { ok: true; lat: number; lng: number }
  | { ok: false; error: string; code: MapErrorCode }
  | { ok: 'url'; url: string };

/** Stable codes of the refusals (their texts: `error-codes-accounts.ts`, decision 0017). */
type MapErrorCode =
  | 'map.enter_valid'
  | 'map.not_google'
  | 'map.need_http'
  | 'map.bad_format'
  | 'map.not_numbers'
  | 'map.bad_latitude'
  | 'map.bad_longitude';

const DECIMAL = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:e[+-]?\d+)?$/i;
const HTTP_SCHEME = /^https?:\/\//i;
const LOOKS_LIKE_MAPS = /google|maps|goo\.gl/i;
/** google.com, google.co.uk, google.com.kh, google.de, ... */
const GOOGLE_HOST = /^(?:www\.)?google\.(?:com|co\.[a-z]{2}|com\.[a-z]{2}|[a-z]{2})$/;
const MAPS_GOOGLE_HOST = /^maps\.google\.(?:com|co\.[a-z]{2}|com\.[a-z]{2}|[a-z]{2})$/;

export function isValidLatitude(lat: number): boolean {
  return Number.isFinite(lat) && lat >= LATITUDE_RANGE[0] && lat <= LATITUDE_RANGE[1];
}

export function isValidLongitude(lng: number): boolean {
  return Number.isFinite(lng) && lng >= LONGITUDE_RANGE[0] && lng <= LONGITUDE_RANGE[1];
}

function toUrl(text: string): URL | null {
  try {
    return new URL(HTTP_SCHEME.test(text) ? text : `https://${text}`);
  } catch {
    return null;
  }
}

function hostOf(url: URL): string {
  return url.hostname.toLowerCase().replace(/\.$/, '');
}

/**
 * Google Maps links: google.{tld}/maps..., maps.google.{tld}/..., maps.app.goo.gl/..., goo.gl/maps/...
 * (the host is read by the URL parser, so `https://google.com@evil.example/maps` is not Google).
 */
export function isGoogleMapsUrl(text: string): boolean {
  const url = toUrl(text.trim());
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:')) return false;
  const host = hostOf(url);
  const path = url.pathname;
  if (GOOGLE_HOST.test(host)) return path === '/maps' || path.startsWith('/maps/');
  if (MAPS_GOOGLE_HOST.test(host)) return true;
  return isShortMapsLink(text);
}

/** Short links that only Google can expand: maps.app.goo.gl/{code} and goo.gl/maps/{code}. */
export function isShortMapsLink(text: string): boolean {
  const url = toUrl(text.trim());
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:')) return false;
  const host = hostOf(url);
  if (host === 'maps.app.goo.gl') return url.pathname.length > 1;
  if (host === 'goo.gl' || host === 'www.goo.gl')
    return url.pathname.startsWith('/maps/') && url.pathname.length > '/maps/'.length;
  return false;
}

/** Checks typed `latitude,longitude` text; see the module comment for the order of the checks. */
export function parseCoordinateInput(input: string): CoordinateInputResult {
  const text = typeof input === 'string' ? input.trim() : '';
  if (text.length === 0) return { ok: false, error: MAP_TEXT.enterValid, code: 'map.enter_valid' };

  if (HTTP_SCHEME.test(text)) {
    return isGoogleMapsUrl(text)
      ? { ok: 'url', url: text }
      : { ok: false, error: MAP_TEXT.notGoogle, code: 'map.not_google' };
  }
  if (LOOKS_LIKE_MAPS.test(text)) return { ok: false, error: MAP_TEXT.needHttp, code: 'map.need_http' };

  const parts = text.split(',');
  if (parts.length !== 2) return { ok: false, error: MAP_TEXT.badFormat, code: 'map.bad_format' };
  const [latText = '', lngText = ''] = parts.map((part) => part.trim());
  if (!DECIMAL.test(latText) || !DECIMAL.test(lngText))
    return { ok: false, error: MAP_TEXT.notNumbers, code: 'map.not_numbers' };
  const lat = Number(latText);
  const lng = Number(lngText);
  if (!isValidLatitude(lat)) return { ok: false, error: MAP_TEXT.badLatitude, code: 'map.bad_latitude' };
  if (!isValidLongitude(lng)) return { ok: false, error: MAP_TEXT.badLongitude, code: 'map.bad_longitude' };
  return { ok: true, lat: normaliseZero(lat), lng: normaliseZero(lng) };
}

function normaliseZero(n: number): number {
  return n === 0 ? 0 : n;
}

// ---------------------------------------------------------------------------------------------
// Coordinates inside Google Maps URLs
// ---------------------------------------------------------------------------------------------

const NUM = String.raw`[-+]?(?:\d+(?:\.\d*)?|\.\d+)`;
/** `lat,lng` with optional blanks or '+' (a space in a path) after the comma. */
const PAIR = String.raw`(${NUM})\s*,[\s+]*(${NUM})`;
const PIN_RE = new RegExp(String.raw`!3d(${NUM})!4d(${NUM})`, 'g');
const AT_RE = new RegExp(String.raw`@(${NUM}),\s*(${NUM})(?![\d.])`);
const PAIR_START_RE = new RegExp(String.raw`^\s*(?:loc:\s*)?${PAIR}`, 'i');
/** `loc:lat lng` (old links write a space, or '+', between the two numbers). */
const LOC_RE = new RegExp(String.raw`^\s*loc:\s*(${NUM})[\s+]+(${NUM})`, 'i');
const PAIR_WHOLE_RE = new RegExp(String.raw`^\s*${PAIR}\s*$`);
/** 11°33'23.0"N 104°55'41.5"E, as Google writes a dropped pin's name. */
const DMS_RE =
  /(\d{1,3})\s*°\s*(\d{1,2})\s*['′]\s*(\d{1,2}(?:\.\d+)?)\s*(?:"|″|'')\s*([NS])[\s+,]*(\d{1,3})\s*°\s*(\d{1,2})\s*['′]\s*(\d{1,2}(?:\.\d+)?)\s*(?:"|″|'')\s*([EW])/i;

/** Query parameters that hold the point itself, best first (the viewport comes last). */
const POINT_PARAMS = ['q', 'query', 'll', 'destination', 'daddr', 'center', 'viewpoint', 'sll'] as const;

function safeDecode(text: string): string {
  let current = text;
  // Links are sometimes encoded twice (a maps link inside another link): decode up to three times.
  for (let i = 0; i < 3 && /%[0-9a-f]{2}/i.test(current); i += 1) {
    try {
      current = decodeURIComponent(current);
    } catch {
      break;
    }
  }
  return current;
}

function validPair(latText: string | undefined, lngText: string | undefined): LatLng | null {
  if (latText === undefined || lngText === undefined) return null;
  const lat = Number(latText);
  const lng = Number(lngText);
  return isValidLatitude(lat) && isValidLongitude(lng) ? { lat: normaliseZero(lat), lng: normaliseZero(lng) } : null;
}

function pairFrom(re: RegExp, text: string): LatLng | null {
  const match = re.exec(text);
  return match ? validPair(match[1], match[2]) : null;
}

function dmsFrom(text: string): LatLng | null {
  const m = DMS_RE.exec(text);
  if (!m) return null;
  const part = (deg?: string, min?: string, sec?: string, hemi?: string) => {
    const value = Number(deg) + Number(min) / 60 + Number(sec) / 3600;
    return hemi && /[SW]/i.test(hemi) ? -value : value;
  };
  const lat = part(m[1], m[2], m[3], m[4]);
  const lng = part(m[5], m[6], m[7], m[8]);
  return isValidLatitude(lat) && isValidLongitude(lng) ? { lat, lng } : null;
}

function fromPath(pathname: string): LatLng | null {
  const segments = pathname.split('/').map(safeDecode);
  // /place/{lat,lng or name}/..., /search/{lat,+lng}/..., /dir/{from}/{to}/... (the destination wins)
  for (const marker of ['place', 'search'] as const) {
    const index = segments.indexOf(marker);
    const segment = index >= 0 ? segments[index + 1] : undefined;
    if (segment) {
      const found = pairFrom(PAIR_WHOLE_RE, segment) ?? dmsFrom(segment);
      if (found) return found;
    }
  }
  const dir = segments.indexOf('dir');
  if (dir >= 0) {
    for (let i = segments.length - 1; i > dir; i -= 1) {
      const segment = segments[i];
      if (!segment || segment.startsWith('@') || segment.startsWith('data=')) continue;
      const found = pairFrom(PAIR_WHOLE_RE, segment) ?? dmsFrom(segment);
      if (found) return found;
    }
  }
  return null;
}

/**
 * Coordinates written in a Google Maps URL, or null. Forms understood, in order of preference:
 * 1. `!3d{lat}!4d{lng}` in the data blob: the marked place itself;
 * 2. query parameters q, query, ll, destination, daddr, center, viewpoint, sll holding `lat,lng`
 *    (optionally `loc:` prefixed, where a space may replace the comma; `%2C` or spaces around the
 *    comma are fine);
 * 3. path segments `/place/{lat,lng}`, `/search/{lat},+{lng}`, `/dir/.../{lat,lng}` (the last point
 *    of a route) and pins named in degrees-minutes-seconds (`11°33'23.0"N 104°55'41.5"E`);
 * 4. `@{lat},{lng},{zoom}z`: only the viewport centre, so used last.
 * Out-of-range pairs are skipped. Never throws.
 */
export function extractCoordinatesFromMapsUrl(url: string): LatLng | null {
  if (typeof url !== 'string') return null;
  const raw = url.trim();
  if (raw.length === 0) return null;
  const decoded = safeDecode(raw);

  for (const match of decoded.matchAll(PIN_RE)) {
    const found = validPair(match[1], match[2]);
    if (found) return found;
  }

  const parsed = toUrl(raw);
  if (parsed) {
    for (const name of POINT_PARAMS) {
      for (const value of parsed.searchParams.getAll(name)) {
        const text = safeDecode(value);
        const found = pairFrom(PAIR_START_RE, text) ?? pairFrom(LOC_RE, text) ?? dmsFrom(text);
        if (found) return found;
      }
    }
    const found = fromPath(parsed.pathname);
    if (found) return found;
  }

  return pairFrom(AT_RE, decoded);
}
