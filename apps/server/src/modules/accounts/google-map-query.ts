import {
  extractCoordinatesFromMapsUrl,
  isGoogleMapsUrl,
  parseCoordinateInput,
  type LatLng,
} from '@fardin/core/map-coordinates';
import { HttpError } from '../../http/errors';
import { deadlineSignal, drop, sendWithin } from '../../lib/outside-call';

/** Hosts a maps link may redirect through. Anything else stops the walk (no open proxy). */
const ALLOWED_HOST =
  /^(?:maps\.app\.goo\.gl|goo\.gl|www\.goo\.gl|consent\.google\.com|(?:www\.|maps\.)?google\.(?:com|co\.[a-z]{2}|com\.[a-z]{2}|[a-z]{2}))$/;
const MAX_REDIRECTS = 5;
const TIMEOUT_MS = 5000;

export interface MapQueryOptions {
  fetch?: typeof fetch;
  timeoutMs?: number;
}

function allowed(url: URL): boolean {
  return (
    (url.protocol === 'https:' || url.protocol === 'http:') &&
    ALLOWED_HOST.test(url.hostname.toLowerCase()) &&
    !url.port
  );
}

/**
 * Follows a short or place-name link by hand (redirect: 'manual'), reading coordinates from each
 * Location on the way. Bodies are never read: a hop answers only through its headers.
 */
async function followLink(start: string, options: MapQueryOptions): Promise<LatLng | null> {
  // One deadline for every hop (lib/outside-call.ts); no body is read (cancelled at once: a cap of 0).
  const signal = deadlineSignal(options.timeoutMs ?? TIMEOUT_MS);
  let current = new URL(start);
  for (let hop = 0; hop <= MAX_REDIRECTS; hop += 1) {
    if (!allowed(current)) return null;
    const res = await sendWithin(
      current,
      { method: 'GET', redirect: 'manual', headers: { 'User-Agent': 'Mozilla/5.0 (Fardin maps link reader)' } },
      signal,
      { service: 'maps link' },
      options.fetch,
    );
    drop(res);
    const location = res.headers.get('location');
    if (res.status < 300 || res.status >= 400 || !location) return null;
    const next = new URL(location, current);
    if (!allowed(next)) return null;
    const found = extractCoordinatesFromMapsUrl(next.toString());
    if (found) return found;
    current = next;
  }
  return null;
}

/**
 * POST /query_google_map (SPEC sections 5, 7, 8): typed coordinates or any Google Maps link ->
 * {lat, lng}; short links are expanded online. Every failure is one of the spec's messages.
 */
export async function queryGoogleMap(text: string, options: MapQueryOptions = {}): Promise<LatLng> {
  const parsed = parseCoordinateInput(text);
  if (parsed.ok === true) return { lat: parsed.lat, lng: parsed.lng };
  if (parsed.ok === false) throw new HttpError(422, parsed.code, { message: parsed.error });
  if (!isGoogleMapsUrl(parsed.url)) throw new HttpError(422, 'map.not_google');
  const inline = extractCoordinatesFromMapsUrl(parsed.url);
  if (inline) return inline;
  let found: LatLng | null;
  try {
    found = await followLink(parsed.url, options);
  } catch {
    throw new HttpError(502, 'map.extract_failed');
  }
  if (!found) throw new HttpError(422, 'map.no_coordinates');
  return found;
}
