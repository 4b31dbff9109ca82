import type { CSSProperties, SyntheticEvent } from 'react';
import { imageProxyUrl, imageSrcSet } from '@fardin/core/image-url';

export interface ProductImageProps {
  /** Remote marketplace URL or a local `/path`; sent through the resizing proxy `/api/img`. */
  src: string;
  /** Empty when the text beside the picture (a card title in the same link) already names it. */
  alt: string;
  /** Rendered CSS width in px at the largest layout (the srcset goes up to twice this). */
  width: number;
  /** Fixed aspect ratio as height / width (1 = square, the product grid default). */
  ratio?: number;
  /** `sizes` for the srcset; defaults to the fixed width. */
  sizes?: string;
  /** Above the fold (the LCP image): eager and high fetch priority instead of lazy. */
  priority?: boolean;
  /** Shown instead when the picture cannot be loaded (a plain local file, not proxied). */
  fallback?: string;
  className?: string;
  'data-testid'?: string;
}

/**
 * A product picture that never shifts layout: intrinsic width/height plus `aspect-ratio`, WebP
 * variants from the proxy in a `srcset`, lazy and async-decoded below the fold.
 */
export function ProductImage({
  src,
  alt,
  width,
  ratio = 1,
  sizes,
  priority = false,
  fallback,
  className,
  ...rest
}: ProductImageProps) {
  const height = Math.round(width * ratio);
  const srcSet = imageSrcSet(src, width * 2);
  const style: CSSProperties = { aspectRatio: `${width} / ${height}` };
  const onError = fallback
    ? (e: SyntheticEvent<HTMLImageElement>) => {
        const img = e.currentTarget;
        if (img.getAttribute('src') === fallback) return;
        img.removeAttribute('srcset');
        img.removeAttribute('sizes');
        img.src = fallback;
      }
    : undefined;
  return (
    <img
      src={imageProxyUrl(src, width)}
      {...(srcSet ? { srcSet, sizes: sizes ?? `${width}px` } : {})}
      alt={alt}
      width={width}
      height={height}
      loading={priority ? 'eager' : 'lazy'}
      decoding={priority ? 'auto' : 'async'}
      {...(priority ? { fetchPriority: 'high' as const } : {})}
      style={style}
      className={`h-auto w-full bg-gray-100 object-cover ${className ?? ''}`.trim()}
      onError={onError}
      data-testid={rest['data-testid']}
    />
  );
}
