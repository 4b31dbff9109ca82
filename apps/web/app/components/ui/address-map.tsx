import { useEffect, useRef } from 'react';
import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import { MAP_ZOOM, PHNOM_PENH } from '@fardin/core/map-view';
import type { LatLng } from '@fardin/core/map-coordinates';

/**
 * The address picker map (loaded lazily: the only account module that imports Leaflet). Centred on
 * Phnom Penh at zoom 13; a tap moves the pin and reports the point.
 */
export default function AddressMap({
  point,
  tileUrl,
  label,
  onPick,
}: {
  point: LatLng | null;
  tileUrl: string;
  label: string;
  onPick(point: LatLng): void;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const map = useRef<L.Map | null>(null);
  const marker = useRef<L.CircleMarker | null>(null);
  const pick = useRef(onPick);
  pick.current = onPick;

  useEffect(() => {
    if (!ref.current) return;
    const instance = L.map(ref.current, { scrollWheelZoom: false }).setView([PHNOM_PENH.lat, PHNOM_PENH.lng], MAP_ZOOM);
    L.tileLayer(tileUrl, { maxZoom: 19, attribution: '&copy; OpenStreetMap' }).addTo(instance);
    instance.on('click', (e: L.LeafletMouseEvent) =>
      pick.current({ lat: Number(e.latlng.lat.toFixed(6)), lng: Number(e.latlng.lng.toFixed(6)) }),
    );
    map.current = instance;
    return () => {
      instance.remove();
      map.current = null;
      marker.current = null;
    };
  }, [tileUrl]);

  useEffect(() => {
    const instance = map.current;
    if (!instance || !point) return;
    if (!marker.current) {
      marker.current = L.circleMarker([point.lat, point.lng], {
        radius: 10,
        color: '#1B5E20',
        fillColor: '#ff8f00',
        fillOpacity: 0.9,
      }).addTo(instance);
    } else {
      marker.current.setLatLng([point.lat, point.lng]);
    }
    instance.setView([point.lat, point.lng], Math.max(instance.getZoom(), 15));
  }, [point]);

  return (
    <div ref={ref} className="absolute inset-0 z-0" role="application" aria-label={label} data-testid="address-map" />
  );
}
