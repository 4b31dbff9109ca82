import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { CONTACT_MAP_ZOOM, MAP_HEIGHT_PX } from '@fardin/core/map-view';
import { useT } from '../../i18n/i18n-context';

const LeafletMap = lazy(() => import('./leaflet-map'));

/**
 * The footer's warehouse map (SPEC sections 1, 9). Leaflet is downloaded only when the map comes
 * near the viewport; before that (and when tiles fail offline) a plain link to the point shows.
 */
export function WarehouseMap({
  lat,
  lng,
  tileUrl,
  label,
}: {
  lat: number;
  lng: number;
  tileUrl: string;
  label: string;
}) {
  const t = useT();
  const ref = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const node = ref.current;
    if (!node || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          setNear(true);
          observer.disconnect();
        }
      },
      { rootMargin: '300px' },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, []);
  return (
    <div
      ref={ref}
      data-testid="warehouse-map"
      className="relative overflow-hidden rounded-xl bg-gray-200"
      style={{ height: MAP_HEIGHT_PX }}
    >
      <a
        href={`https://www.google.com/maps?q=${lat},${lng}`}
        target="_blank"
        rel="noopener noreferrer"
        className="absolute inset-0 flex items-center justify-center p-4 text-center text-sm text-gray-700 underline"
      >
        {near ? t('footer.mapLoading') : label}
      </a>
      {near && (
        <Suspense fallback={null}>
          <LeafletMap lat={lat} lng={lng} zoom={CONTACT_MAP_ZOOM} tileUrl={tileUrl} label={label} />
        </Suspense>
      )}
    </div>
  );
}
