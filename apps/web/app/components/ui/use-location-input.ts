import { useCallback, useEffect, useState } from 'react';
import { MAP_TEXT } from '@fardin/core/messages';
import {
  extractCoordinatesFromMapsUrl,
  isValidLatitude,
  isValidLongitude,
  parseCoordinateInput,
  type LatLng,
} from '@fardin/core/map-coordinates';

export interface LocationStatus {
  kind: 'idle' | 'busy' | 'ok' | 'error';
  /** A spec message (English); the page translates it. */
  message?: string;
}

/** The server's `map.*` refusal code (`map.not_google`) as the field's own status text (`MAP_TEXT.notGoogle`). */
function mapRefusal(code: unknown): string {
  const key =
    typeof code === 'string' && code.startsWith('map.')
      ? code.slice(4).replace(/_(\w)/g, (_, c: string) => c.toUpperCase())
      : '';
  return Object.hasOwn(MAP_TEXT, key) ? MAP_TEXT[key as keyof typeof MAP_TEXT] : MAP_TEXT.extractFailed;
}

async function askServer(url: string): Promise<LatLng> {
  const res = await fetch('/api/query_google_map', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify({ url }),
  });
  const body = (await res.json().catch(() => null)) as { lat?: unknown; lng?: unknown; code?: unknown } | null;
  if (!res.ok) throw new Error(mapRefusal(body?.code));
  const lat = Number(body?.lat);
  const lng = Number(body?.lng);
  if (!isValidLatitude(lat) || !isValidLongitude(lng)) throw new Error(MAP_TEXT.badServerCoordinates);
  return { lat, lng };
}

/**
 * The map field of SPEC section 5: typed `latitude,longitude` or a Google Maps link; links
 * without coordinates in them go to POST /query_google_map. The nearest place name comes from
 * GET /reverse_geocode whenever the point changes.
 */
export function useLocationInput(lang: string) {
  const [point, setPoint] = useState<LatLng | null>(null);
  const [status, setStatus] = useState<LocationStatus>({ kind: 'idle' });
  const [label, setLabel] = useState<string | null>(null);

  const resolve = useCallback(async (text: string) => {
    const parsed = parseCoordinateInput(text);
    if (parsed.ok === false) return setStatus({ kind: 'error', message: parsed.error });
    if (parsed.ok === true) {
      setPoint({ lat: parsed.lat, lng: parsed.lng });
      return setStatus({ kind: 'ok', message: MAP_TEXT.success });
    }
    const inline = extractCoordinatesFromMapsUrl(parsed.url);
    if (inline) {
      setPoint(inline);
      return setStatus({ kind: 'ok', message: MAP_TEXT.success });
    }
    setStatus({ kind: 'busy' });
    try {
      setPoint(await askServer(parsed.url));
      setStatus({ kind: 'ok', message: MAP_TEXT.success });
    } catch (err) {
      setStatus({
        kind: 'error',
        message: err instanceof Error && err.message !== 'Failed to fetch' ? err.message : MAP_TEXT.extractFailed,
      });
    }
  }, []);

  useEffect(() => {
    if (!point) return;
    const controller = new AbortController();
    const params = new URLSearchParams({ lat: String(point.lat), lng: String(point.lng), lang });
    fetch(`/api/reverse_geocode?${params}`, { signal: controller.signal, headers: { Accept: 'application/json' } })
      .then((res) => (res.ok ? (res.json() as Promise<{ label?: unknown }>) : null))
      .then((body) => setLabel(typeof body?.label === 'string' ? body.label : null))
      .catch(() => undefined);
    return () => controller.abort();
  }, [point, lang]);

  const pick = useCallback((next: LatLng) => {
    setPoint(next);
    setStatus({ kind: 'idle' });
  }, []);

  return { point, status, label, resolve, pick };
}
