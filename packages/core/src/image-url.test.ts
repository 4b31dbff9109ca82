import { describe, expect, it } from 'vitest';
import { imageProxyUrl, imageSrcSet, isProxyableImage, snapImageWidth } from './image-url';

describe('image proxy urls', () => {
  it('snaps widths up to the allowed set', () => {
    expect(snapImageWidth(1)).toBe(160);
    expect(snapImageWidth(320)).toBe(320);
    expect(snapImageWidth(321)).toBe(480);
    expect(snapImageWidth(5000)).toBe(1200);
  });

  it('routes remote and local images through the proxy', () => {
    expect(imageProxyUrl('https://img.alicdn.com/a.jpg', 300)).toBe('/api/img?url=https%3A%2F%2Fimg.alicdn.com%2Fa.jpg&w=320');
    expect(imageProxyUrl('//img.alicdn.com/a.jpg', 160)).toBe('/api/img?url=https%3A%2F%2Fimg.alicdn.com%2Fa.jpg&w=160');
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
});
