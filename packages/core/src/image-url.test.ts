import { describe, expect, it } from 'vitest';
import { IMAGE_WIDTHS, imageProxyUrl, imageSrcSet, isProxyableImage, snapImageWidth } from './image-url';

describe('image proxy urls', () => {
  it('snaps widths up to the allowed set', () => {
    expect(snapImageWidth(1)).toBe(160);
    expect(snapImageWidth(320)).toBe(320);
    expect(snapImageWidth(321)).toBe(480);
    expect(snapImageWidth(5000)).toBe(1200);
  });

  it('routes remote and local images through the proxy', () => {
    expect(imageProxyUrl('https://img.alicdn.com/a.jpg', 300)).toBe(
      '/api/img?url=https%3A%2F%2Fimg.alicdn.com%2Fa.jpg&w=320',
    );
    expect(imageProxyUrl('//img.alicdn.com/a.jpg', 160)).toBe(
      '/api/img?url=https%3A%2F%2Fimg.alicdn.com%2Fa.jpg&w=160',
    );
    expect(imageProxyUrl('/stores/taobao.svg', 160)).toBe('/api/img?url=%2Fstores%2Ftaobao.svg&w=160');
  });

  it('leaves data urls and proxied urls alone', () => {
    expect(isProxyableImage('data:image/png;base64,AAAA')).toBe(false);
    expect(imageProxyUrl('/api/img?url=x&w=160', 320)).toBe('/api/img?url=x&w=160');
    expect(imageSrcSet('data:image/png;base64,AAAA', 320)).toBeUndefined();
  });

  it('lists widths up to the largest needed', () => {
    expect(imageSrcSet('/a.png', 320)).toBe('/api/img?url=%2Fa.png&w=160 160w, /api/img?url=%2Fa.png&w=320 320w');
  });

  it('covers grid cards (320 css px) and the gallery (640 css px) up to 2x', () => {
    const widths = (set: string | undefined) => set?.split(', ').map((entry) => Number(/ (\d+)w$/.exec(entry)?.[1]));
    expect(widths(imageSrcSet('https://img.alicdn.com/a.jpg', 640))).toEqual([160, 320, 480, 640]);
    expect(widths(imageSrcSet('https://img.alicdn.com/a.jpg', 1280))).toEqual([160, 320, 480, 640, 960, 1200]);
    expect(widths(imageSrcSet('https://img.alicdn.com/a.jpg', 128))).toEqual([160]);
  });

  it('only ever asks the proxy for widths it allows', () => {
    for (const px of [0, 1, 64, 159, 161, 500, 961, 1199, 1201, 10_000]) {
      const w = Number(new URL(imageProxyUrl('/a.png', px), 'http://x').searchParams.get('w'));
      expect(IMAGE_WIDTHS).toContain(w);
    }
  });

  it('encodes the whole source URL, query string included, so it round-trips', () => {
    const src = 'https://shop.example/api/demo-image/women-0-1.svg?v=2&x=a b#frag';
    const proxied = new URL(imageProxyUrl(src, 320), 'http://x');
    expect(proxied.pathname).toBe('/api/img');
    expect(proxied.searchParams.get('url')).toBe(src);
    expect([...proxied.searchParams.keys()]).toEqual(['url', 'w']);
  });

  it('treats blob:, data: and relative paths without a slash as not proxyable', () => {
    expect(isProxyableImage('blob:http://x/1')).toBe(false);
    expect(isProxyableImage('images/a.png')).toBe(false);
    expect(isProxyableImage('HTTPS://IMG.ALICDN.COM/A.JPG')).toBe(true);
    expect(imageProxyUrl('blob:http://x/1', 320)).toBe('blob:http://x/1');
  });
});
