import { useState } from 'react';
import { useT } from '../../i18n/i18n-context';
import { FALLBACK_IMAGE, productImageSrc } from './catalogue-format';

/** Main picture with thumbnails; the first picture is the page's LCP image. */
export function ProductGallery({ images, title }: { images: string[]; title: string }) {
  const t = useT();
  const [active, setActive] = useState(0);
  const list = images.length ? images : [FALLBACK_IMAGE];
  const main = list[Math.min(active, list.length - 1)] ?? FALLBACK_IMAGE;
  return (
    <div className="space-y-2">
      <img
        src={productImageSrc(main, 640)}
        alt={title}
        width={640}
        height={640}
        fetchPriority="high"
        className="aspect-square w-full rounded-xl bg-gray-100 object-cover"
        data-testid="gallery-main"
        onError={(e) => {
          if (!e.currentTarget.src.endsWith(FALLBACK_IMAGE)) e.currentTarget.src = FALLBACK_IMAGE;
        }}
      />
      {list.length > 1 && (
        <ul className="flex gap-2 overflow-x-auto">
          {list.map((src, index) => (
            <li key={src}>
              <button type="button" onClick={() => setActive(index)} aria-label={t('catalogue.image', { n: index + 1 })} aria-pressed={index === active} className={`block overflow-hidden rounded-lg ${index === active ? 'ring-2 ring-primary' : 'ring-1 ring-black/10'}`}>
                <img src={productImageSrc(src, 160)} alt="" width={64} height={64} loading="lazy" className="aspect-square h-16 w-16 object-cover" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
