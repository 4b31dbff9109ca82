import { useEffect, useRef } from 'react';
import L from 'leaflet';
import 'leaflet/dist/leaflet.css';

/** Loaded lazily: the only module that imports Leaflet for the footer map. */
export default function LeafletMap({
  lat,
  lng,
  zoom,
  tileUrl,
  label,
}: {
  lat: number;
  lng: number;
  zoom: number;
  tileUrl: string;
  label: string;
}) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!ref.current) return;
    const map = L.map(ref.current, { scrollWheelZoom: false, attributionControl: true }).setView([lat, lng], zoom);
    L.tileLayer(tileUrl, { maxZoom: 19, attribution: '&copy; OpenStreetMap' }).addTo(map);
    L.circleMarker([lat, lng], { radius: 10, color: '#1B5E20', fillColor: '#ff8f00', fillOpacity: 0.9 })
      .addTo(map)
      .bindTooltip(label);
    return () => {
      map.remove();
    };
  }, [lat, lng, zoom, tileUrl, label]);
  return <div ref={ref} className="absolute inset-0 z-0" role="application" aria-label={label} />;
}
