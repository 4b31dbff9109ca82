import { describe, expect, it } from 'vitest';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import type { Locale } from '@fardin/core/locale';
import { DICTIONARIES } from './dictionaries';
import { I18nProvider, useT, type Translate } from './i18n-context';
import { textOf } from './texts.server';

/** The `t` a component of a page in `locale` gets (rendered once on the server, as pages are). */
function translateIn(locale: Locale): Translate {
  let captured: Translate | null = null;
  function Probe() {
    captured = useT();
    return null;
  }
  renderToString(
    createElement(I18nProvider, { locale, messages: DICTIONARIES[locale], children: createElement(Probe) }),
  );
  if (!captured) throw new Error('useT gave nothing');
  return captured;
}

describe('t.link: links in the page language', () => {
  it('Khmer (the default) has no prefix; English and Chinese have theirs', () => {
    expect(translateIn('kh').link('/my-cart')).toBe('/my-cart');
    expect(translateIn('en').link('/my-cart')).toBe('/en/my-cart');
    expect(translateIn('zh').link('/my-cart')).toBe('/zh/my-cart');
  });

  it('home, a query on home, a relative path and a query keep their shape', () => {
    const en = translateIn('en');
    expect(en.link('/')).toBe('/en');
    expect(en.link('/?q=bag')).toBe('/en?q=bag');
    expect(en.link('blog')).toBe('/en/blog');
    expect(en.link('/search?q=tea&page=2')).toBe('/en/search?q=tea&page=2');
    expect(translateIn('kh').link('/')).toBe('/');
  });
});

describe('t: texts with their values filled', () => {
  it('answers the page language and fills every {name}', () => {
    const en = translateIn('en');
    expect(en.locale).toBe('en');
    expect(en('commerce.cart.added')).toBe('Added to cart');
    expect(translateIn('kh')('commerce.cart.added')).toBe('បានដាក់ក្នុងកន្ត្រក');
    expect(en('commerce.check.dims', { l: 30, w: 20, h: 10 })).toBe('Size 30 × 20 × 10 cm');
    expect(en('commerce.checkout.days', { min: 7 })).toBe('7-{max} days');
  });

  it('textOf (actions) fills the same way as t (components)', () => {
    for (const locale of ['kh', 'en', 'zh'] as const) {
      expect(textOf(locale, 'commerce.checkout.days', { min: 7, max: 12 })).toBe(
        translateIn(locale)('commerce.checkout.days', { min: 7, max: 12 }),
      );
    }
    expect(textOf('en', 'commerce.checkout.days', { min: 7, max: 12 })).toBe('7-12 days');
  });
});

describe('counts pick their form by the page language', () => {
  it('English says "1 item" and "2 items"; Khmer and Chinese keep their one form', () => {
    const en = translateIn('en');
    expect(en('commerce.cart.items', { n: 1 })).toBe('1 item');
    expect(en('commerce.cart.items', { n: 2 })).toBe('2 items');
    expect(en('commerce.cart.items', { n: 0 })).toBe('0 items');
    expect(en('admin.blogCat.posts', { count: 1 })).toBe('1 post');
    expect(translateIn('kh')('commerce.cart.items', { n: 1 })).toBe('1 មុខ');
    expect(translateIn('zh')('commerce.cart.items', { n: 3 })).toBe('3 件');
  });

  it('a text with a bar but no count is left whole', () => {
    expect(translateIn('en')('admin.ops.alternatives')).toContain('name | price USD');
  });
});

describe('the map messages in Khmer and Chinese', () => {
  // Issue 29 item 4: "Latitude/Longitude" were English words in the Khmer messages.
  it('name latitude and longitude in the page language (brand names aside)', () => {
    for (const locale of ['kh', 'zh'] as const)
      for (const [key, text] of Object.entries(DICTIONARIES[locale]))
        if (key.startsWith('accounts.map.'))
          expect(text.replace(/Google( Maps)?|https?:\/\//g, ''), key).not.toMatch(/[A-Za-z]/);
  });
});
