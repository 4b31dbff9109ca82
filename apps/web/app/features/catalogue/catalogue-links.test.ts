import { describe, expect, it } from 'vitest';
import type { Category } from '@fardin/core/contract-foundation';
import { productHref, sourcePriceText, usdText } from './catalogue-format';
import { landedPath } from './landed-cost';
import { shopQuery } from './shop-page';
import { categoryRowPath } from './category-rows';
import { walletShortfall } from '../commerce/transfer-account';
import { collectText } from '../delivery/my-delivery-page';
import { placeName } from '../delivery/place-name';

describe('links the catalogue builds', () => {
  it('a product link names store, id and country, each encoded', () => {
    expect(productHref({ store: 'taobao', num_iid: '6528173', country: 'CN' })).toBe(
      '/product/taobao/6528173?country=CN',
    );
    expect(productHref({ store: 'fardin', num_iid: 'FD 1/2?x', country: 'K&H' })).toBe(
      '/product/fardin/FD%201%2F2%3Fx?country=K%26H',
    );
  });

  it('the landed-cost query upper-cases the country and adds the category only when known', () => {
    expect(landedPath({ country: 'cn', category: null, priceUsd: 12.5, quantity: 2 })).toBe(
      '/api/price/landed?country=CN&price_usd=12.5&quantity=2',
    );
    expect(
      new URL(
        landedPath({ country: 'kr', category: 'shoes & bags', priceUsd: 3, quantity: 1 }),
        'http://x',
      ).searchParams.get('category'),
    ).toBe('shoes & bags');
  });

  it('a shop page query leaves out page 1 and "all"', () => {
    expect(shopQuery('', 1)).toBe('');
    expect(shopQuery('', 2)).toBe('?page=2');
    expect(shopQuery('mugs', 1)).toBe('?category=mugs');
    expect(shopQuery('tea & mugs', 3)).toBe('?category=tea+%26+mugs&page=3');
  });

  it('a category row asks six products of the store in the page language, with the country except for our own shop', () => {
    const category = { id: 7, search: 'dress' } as Category;
    const path = new URL(categoryRowPath('taobao', category, 'CN', 'kh'), 'http://x');
    expect(path.pathname).toBe('/api/taobao');
    expect(Object.fromEntries(path.searchParams)).toEqual({
      api: 'item_search',
      q: 'dress',
      page_size: '6',
      cat_id: '7',
      lang: 'kh',
      country: 'CN',
    });
    expect(new URL(categoryRowPath('fardin', category, 'fardin', 'zh'), 'http://x').searchParams.has('country')).toBe(
      false,
    );
  });
});

describe('money and names as the pages show them', () => {
  it('dollars with two decimals, or nothing without a rate', () => {
    expect(usdText(12.5)).toBe('$12.50');
    expect(usdText(0)).toBe('$0.00');
    expect(usdText(null)).toBeNull();
  });

  it('a source price in its own currency; Khmer pages use the English digits; an unknown currency is spelled out', () => {
    expect(sourcePriceText(99, 'CNY', 'en')).toBe('CN¥99.00');
    expect(sourcePriceText(99, 'CNY', 'kh')).toBe('CN¥99.00');
    expect(sourcePriceText(12000, 'KRW', 'en')).toBe('₩12,000');
    expect(sourcePriceText(5, 'NOT-A-CURRENCY', 'en')).toBe('5 NOT-A-CURRENCY');
  });

  it('writes the usual currencies without Intl exactly as Intl does (decision 0058)', () => {
    const prices = [0, 0.5, 1.005, 9.995, 99, 1234.5, 12000, 999999.999, 1234567.125];
    for (const currency of ['CNY', 'KRW', 'JPY', 'USD', 'THB'])
      for (const [locale, lang] of [
        ['en', 'en'],
        ['kh', 'en'],
        ['zh', 'zh'],
      ] as const)
        for (const price of prices)
          expect(sourcePriceText(price, currency, locale), `${price} ${currency} ${locale}`).toBe(
            new Intl.NumberFormat(lang, { style: 'currency', currency }).format(price),
          );
  });

  it('what the wallet lacks for a total, to the cent, never negative', () => {
    expect(walletShortfall(33.78, 20)).toBe(13.78);
    expect(walletShortfall(0.3, 0.1)).toBe(0.2);
    expect(walletShortfall(20, 20)).toBe(0);
    expect(walletShortfall(10, 25)).toBe(0);
  });

  it('a delivery collects in its own currency', () => {
    expect(collectText({ total: 25, currency: 'USD' })).toBe('$25.00');
    expect(collectText({ total: 40000, currency: 'KHR' })).toContain('40,000');
    expect(collectText({ total: 40000, currency: 'KHR' })).toContain('៛');
  });

  it('place names: Khmer in Khmer, the romanised name otherwise', () => {
    const place = { name: 'Boeng Keng Kang', name_kh: 'បឹងកេងកង' };
    expect(placeName(place, 'kh')).toBe('បឹងកេងកង');
    expect(placeName(place, 'en')).toBe('Boeng Keng Kang');
    expect(placeName(place, 'zh')).toBe('Boeng Keng Kang');
  });
});
