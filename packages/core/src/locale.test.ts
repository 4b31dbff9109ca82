import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  detectLocale,
  localeFromParam,
  localizePath,
  parseAcceptLanguage,
  splitLocalePath,
  switchLocalePath,
} from './locale';

describe('localizePath', () => {
  it('keeps Khmer unprefixed and prefixes en and zh', () => {
    expect(localizePath('/blog', 'kh')).toBe('/blog');
    expect(localizePath('/blog', 'en')).toBe('/en/blog');
    expect(localizePath('/', 'zh')).toBe('/zh');
    expect(localizePath('/?a=1', 'en')).toBe('/en?a=1');
    expect(localizePath('shop', 'zh')).toBe('/zh/shop');
  });
  it('round-trips through splitLocalePath for any path', () => {
    const segment = fc.stringMatching(/^[a-z0-9-]{1,8}$/);
    fc.assert(
      fc.property(fc.array(segment, { maxLength: 4 }), fc.constantFrom('kh', 'en', 'zh'), (segments, locale) => {
        const path = `/${segments.join('/')}`;
        const localized = localizePath(path, locale as 'kh' | 'en' | 'zh');
        const split = splitLocalePath(localized);
        expect(split.locale).toBe(
          segments[0] === 'en' || segments[0] === 'zh' ? (locale === 'kh' ? segments[0] : locale) : locale,
        );
        if (locale !== 'kh') expect(split.path).toBe(path);
      }),
    );
  });
});

describe('switchLocalePath', () => {
  it('keeps the page and the query', () => {
    expect(switchLocalePath('/en/search/filter/taobao?text=shoe&page=2', 'zh')).toBe(
      '/zh/search/filter/taobao?text=shoe&page=2',
    );
    expect(switchLocalePath('/zh/blog', 'kh')).toBe('/blog');
    expect(switchLocalePath('/about-us', 'en')).toBe('/en/about-us');
    expect(switchLocalePath('/en', 'kh')).toBe('/');
    expect(switchLocalePath('/english-page', 'zh')).toBe('/zh/english-page');
  });
});

describe('localeFromParam', () => {
  it('accepts only en and zh as prefixes', () => {
    expect(localeFromParam(undefined)).toBe('kh');
    expect(localeFromParam('en')).toBe('en');
    expect(localeFromParam('zh')).toBe('zh');
    expect(localeFromParam('kh')).toBeNull();
    expect(localeFromParam('fr')).toBeNull();
  });
});

describe('detectLocale', () => {
  it('prefers the cookie, then Accept-Language, then kh', () => {
    expect(detectLocale('zh', 'en-US,en;q=0.9')).toBe('zh');
    expect(detectLocale(undefined, 'fr-FR,en;q=0.8,zh;q=0.9')).toBe('zh');
    expect(detectLocale('bogus', 'en-GB')).toBe('en');
    expect(detectLocale(null, 'km-KH')).toBe('kh');
    expect(detectLocale(null, 'fr,de')).toBe('kh');
    expect(detectLocale(null, null)).toBe('kh');
  });
  it('never throws on garbage headers', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (cookie, header) => {
        expect(['kh', 'en', 'zh']).toContain(detectLocale(cookie, header));
      }),
    );
  });
  it('orders by quality', () => {
    expect(parseAcceptLanguage('en;q=0.5, zh;q=0.8, km')).toEqual(['km', 'zh', 'en']);
    expect(parseAcceptLanguage('en;q=0')).toEqual([]);
  });
});
