import { describe, expect, it } from 'vitest';
import { openedFromLink, pageStoreCode, storeOnArrival } from '../../lib/frame-state';
import { searchInStore } from './store-selector';
import { afterLoginPath } from '../catalogue/product-actions';

const STORES = [{ code: 'fardin' }, { code: 'taobao' }, { code: '1688' }];

describe("the page's store (issue 29 item 1)", () => {
  it('is the store of a results page or a product page, in any language', () => {
    expect(pageStoreCode('/search/filter/taobao', STORES)).toBe('taobao');
    expect(pageStoreCode('/en/search/filter/1688/shoes', STORES)).toBe('1688');
    expect(pageStoreCode('/zh/product/taobao/600000000001', STORES)).toBe('taobao');
  });

  it('is none on other pages and for stores the selector does not list', () => {
    expect(pageStoreCode('/', STORES)).toBeUndefined();
    expect(pageStoreCode('/account/my-order', STORES)).toBeUndefined();
    expect(pageStoreCode('/search/filter/amazon', STORES)).toBeUndefined();
    expect(pageStoreCode('/blog/detail/taobao', STORES)).toBeUndefined();
  });
});

describe("the header's store after a pasted link", () => {
  const tab = (saved?: string) => {
    const kept = new Map<string, string>(saved ? [['fardin.store', saved]] : []);
    return {
      getItem: (key: string) => kept.get(key) ?? null,
      setItem: (key: string, value: string) => void kept.set(key, value),
      saved: () => kept.get('fardin.store'),
    };
  };

  it('knows a page a link opened by the link it carries', () => {
    expect(openedFromLink('?country=CN&link=https%3A%2F%2Fdetail.1688.com%2Foffer%2F1.html')).toBe(true);
    expect(openedFromLink('?link=x')).toBe(true);
    expect(openedFromLink('?country=CN')).toBe(false);
    expect(openedFromLink('?text=unlink=1')).toBe(false);
  });

  it("shows a linked product's store without making it the shopper's choice", () => {
    const storage = tab('taobao');
    expect(storeOnArrival({ store: '1688', fromLink: true }, storage, STORES, 'fardin')).toBe('1688');
    expect(storage.saved()).toBe('taobao');
  });

  it('shows the choice from before the link on the next page without a store (a request), or the default', () => {
    expect(storeOnArrival({ store: undefined, fromLink: false }, tab('taobao'), STORES, 'fardin')).toBe('taobao');
    const fresh = tab();
    expect(storeOnArrival({ store: '1688', fromLink: true }, fresh, STORES, 'fardin')).toBe('1688');
    expect(storeOnArrival({ store: undefined, fromLink: false }, fresh, STORES, 'fardin')).toBe('fardin');
    expect(storeOnArrival({ store: undefined, fromLink: false }, tab('gone'), STORES, 'fardin')).toBe('fardin');
  });

  it("makes a store's page reached by browsing the choice, as before", () => {
    const storage = tab('taobao');
    expect(storeOnArrival({ store: '1688', fromLink: false }, storage, STORES, 'fardin')).toBe('1688');
    expect(storage.saved()).toBe('1688');
    expect(storeOnArrival({ store: undefined, fromLink: false }, storage, STORES, 'fardin')).toBe('1688');
  });
});

describe('choosing a store on a results page (issue 29 item 1)', () => {
  it("re-runs the same words in that store, page 1, with the store's country", () => {
    const next = searchInStore(
      '/search/filter/taobao',
      '?text=shoes&page=3&start_price=default&sort=price_asc&country=CN',
      { code: '1688', country: 'CN' },
      STORES,
    );
    expect(next).toBe('/search/filter/1688?text=shoes&page=1&start_price=default&sort=default&country=CN');
    expect(searchInStore('/en/search/filter/1688', '?text=bag', { code: 'fardin', country: 'fardin' }, STORES)).toBe(
      '/search/filter/fardin?text=bag&page=1&start_price=default&sort=default',
    );
  });

  it('keeps a picture search a picture search', () => {
    const next = searchInStore(
      '/search/filter/taobao',
      '?imgUrl=%2Fu%2Fa.png',
      { code: '1688', country: 'CN' },
      STORES,
    );
    expect(new URL(next!, 'http://x').searchParams.get('imgUrl')).toBe('/u/a.png');
  });

  it('does nothing elsewhere or without words', () => {
    expect(searchInStore('/', '?text=shoes', { code: '1688', country: 'CN' }, STORES)).toBeNull();
    expect(searchInStore('/product/taobao/1', '?text=shoes', { code: '1688', country: 'CN' }, STORES)).toBeNull();
    expect(searchInStore('/search/filter/taobao', '?text=%20', { code: '1688', country: 'CN' }, STORES)).toBeNull();
  });
});

describe("a guest's way back from the login (issue 29 item 8)", () => {
  const target = { store: 'taobao', productId: '600000000001', country: 'CN', skuId: '12', quantity: 2 };

  it('names the tap, the SKU and the quantity, and keeps the page address', () => {
    const back = new URL(afterLoginPath('/product/taobao/600000000001', '?country=CN', 'add', target), 'http://x');
    expect(back.pathname).toBe('/product/taobao/600000000001');
    expect(Object.fromEntries(back.searchParams)).toEqual({ country: 'CN', then: 'add', sku: '12', quantity: '2' });
  });

  it('drops an old SKU when the product has no variants', () => {
    const back = new URL(
      afterLoginPath('/product/fardin/FD00001', '?sku=9&then=add', 'buy-now', { ...target, skuId: '', quantity: 1 }),
      'http://x',
    );
    expect(back.searchParams.get('sku')).toBeNull();
    expect(back.searchParams.get('then')).toBe('buy-now');
  });
});
