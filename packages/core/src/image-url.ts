/**
 * Product images go through the server's resizing proxy (`GET /api/img?url=&w=`), which answers
 * WebP at one of a few fixed widths (a small set keeps the disk cache and CDN hit rate high).
 */
export const IMAGE_WIDTHS = [160, 320, 480, 640, 960, 1200] as const;
export type ImageWidth = (typeof IMAGE_WIDTHS)[number];

export const IMAGE_PROXY_PATH = '/api/img';

/** The smallest allowed width that is at least `px` (the largest one beyond it). */
export function snapImageWidth(px: number): ImageWidth {
  return IMAGE_WIDTHS.find((w) => w >= px) ?? IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1]!;
}

/** Whether a source can go through the proxy: absolute http(s) URLs and local `/paths`. */
export function isProxyableImage(src: string): boolean {
  if (/^https?:\/\//i.test(src)) return true;
  if (src.startsWith('//')) return true;
  return src.startsWith('/') && !src.startsWith(IMAGE_PROXY_PATH);
}

/** The proxy URL of `src` at width `w`; other sources (data:, blob:) are returned unchanged. */
export function imageProxyUrl(src: string, w: number): string {
  if (!isProxyableImage(src)) return src;
  const absolute = src.startsWith('//') ? `https:${src}` : src;
  return `${IMAGE_PROXY_PATH}?url=${encodeURIComponent(absolute)}&w=${snapImageWidth(w)}`;
}

/** `srcset` over the allowed widths up to `maxWidth` (1x..2x of the rendered size is enough). */
export function imageSrcSet(src: string, maxWidth: number): string | undefined {
  if (!isProxyableImage(src)) return undefined;
  const top = snapImageWidth(maxWidth);
  return IMAGE_WIDTHS.filter((w) => w <= top)
    .map((w) => `${imageProxyUrl(src, w)} ${w}w`)
    .join(', ');
}
