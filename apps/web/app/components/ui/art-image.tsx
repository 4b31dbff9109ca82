import type { ImgHTMLAttributes } from 'react';
import { imageProxyUrl, imageSrcSet } from '@fardin/core/image-url';

type ArtImageProps = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'srcSet' | 'width' | 'height'> & {
  /** A local `/path` of our artwork (or whatever URL the shop configured), sent through `/api/img`. */
  src: string;
  /** The CSS size (icons) or the art's own size (banners, with `sizes`). */
  width: number;
  height: number;
};

/**
 * The shop's own vector artwork (the logo, store and category icons, banners) as the resizing
 * proxy's WebP. Each SVG `<img>` costs the browser a whole SVG document, built on the main thread;
 * a small WebP decodes off it (decision 0066). An icon gets one picture wide enough for a 3x
 * screen; wide art given `sizes` gets a srcset up to its own width.
 */
export function ArtImage({ src, width, height, sizes, ...rest }: ArtImageProps) {
  const srcSet = sizes ? imageSrcSet(src, width) : undefined;
  return (
    <img
      src={imageProxyUrl(src, sizes ? width : width * 3)}
      {...(srcSet ? { srcSet, sizes } : {})}
      width={width}
      height={height}
      {...rest}
    />
  );
}
