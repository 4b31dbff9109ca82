import { useState } from 'react';
import { ProductImage } from '../../components/ui/product-image';
import { useT } from '../../i18n/i18n-context';
import { FALLBACK_IMAGE } from './catalogue-format';

/** The main picture's rendered width: the whole frame on phones, half of it (2 columns) from md. */
const GALLERY_SIZES = '(min-width: 1200px) 572px, (min-width: 768px) calc(50vw - 28px), calc(100vw - 24px)';

/** Main picture with thumbnails; the first picture is the page's LCP image (eager, high priority). */
export function ProductGallery({ images, title }: { images: string[]; title: string }) {
  const t = useT();
  const [active, setActive] = useState(0);
  const list = images.length ? images : [FALLBACK_IMAGE];
  const main = list[Math.min(active, list.length - 1)] ?? FALLBACK_IMAGE;
  return (
    <div className="space-y-2">
      <ProductImage
        key={main}
        src={main}
        alt={title}
        width={640}
        sizes={GALLERY_SIZES}
        priority
        fallback={FALLBACK_IMAGE}
        className="rounded-xl"
        data-testid="gallery-main"
      />
      {list.length > 1 && (
        <ul className="flex gap-2 overflow-x-auto p-0.5">
          {list.map((src, index) => (
            <li key={src}>
              <button
                type="button"
                onClick={() => setActive(index)}
                aria-label={t('catalogue.image', { n: index + 1 })}
                aria-pressed={index === active}
                className={`block h-16 w-16 overflow-hidden rounded-lg ${index === active ? 'ring-2 ring-primary' : 'ring-1 ring-black/10'}`}
              >
                <ProductImage src={src} alt="" width={64} fallback={FALLBACK_IMAGE} />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
