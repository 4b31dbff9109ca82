import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { isProductLinkLike, parseProductLink, productLinkUrl } from './product-link';
import { EBAY_DOMAINS, ebayCountry, SHOPEE_DOMAINS, isShortLinkHost } from './product-link-stores';
import { firstUrl, pastedItemPath, pastedLinkKind, requestFormPath, targetPath } from './pasted-link';

const digits = (min: number, max: number) => fc.stringMatching(new RegExp(`^[1-9]\\d{${min - 1},${max - 1}}$`));
const slug = fc.stringMatching(/^[a-z0-9]+(?:-[a-z0-9]+){0,4}$/);
const prefix = fc.constantFrom('', 'https://', 'http://');
const surround = fc.tuple(
  fc.constantFrom('', 'look at this: ', '复制打开 ', 'see\n', 'មើល '),
  fc.constantFrom('', ' thanks', '.', ' 「分享」'),
);
const query = fc.constantFrom('', '?hash=item3b', '?spm=a2g0o.home&gatewayAdapt=glo2usa', '?sp_atk=1&xptdk=2#x');

describe('item links of the other stores (issue 29 item 2)', () => {
  it('reads the examples of the issue', () => {
    expect(parseProductLink('https://www.aliexpress.com/item/1005006123456789.html')).toEqual({
      store: 'aliexpress',
      id: '1005006123456789',
      country: 'CN',
    });
    expect(parseProductLink('https://www.ebay.com/itm/256123456789')).toEqual({
      store: 'ebay',
      id: '256123456789',
      country: 'US',
    });
    expect(parseProductLink('https://shopee.sg/Cute-Bag-i.123456.789012345')).toEqual({
      store: 'shopee',
      id: '789012345',
      country: 'sg',
    });
    expect(parseProductLink('https://shopee.co.th/product/123456/789012345')).toEqual({
      store: 'shopee',
      id: '789012345',
      country: 'th',
    });
    expect(parseProductLink('https://www.coupang.com/vp/products/8000000001?itemId=1')).toEqual({
      store: 'coupang',
      id: '8000000001',
      country: 'KR',
    });
    expect(parseProductLink('https://www.alibaba.com/product-detail/demo_1600000000001.html')).toEqual({
      store: 'alibaba',
      id: '1600000000001',
      country: 'CN',
    });
    expect(parseProductLink('https://www.ebay.co.uk/itm/Some-Title/256123456789?hash=1')?.country).toBe('uk');
    expect(parseProductLink('https://fr.aliexpress.com/item/1005006123456789.html')?.store).toBe('aliexpress');
    expect(parseProductLink('https://m.aliexpress.us/item/1005006123456789.html')?.store).toBe('aliexpress');
    expect(parseProductLink('https://h5.m.taobao.com/awp/core/detail.htm?id=42')).toEqual({
      store: 'taobao',
      id: '42',
      country: 'CN',
    });
  });

  it('round-trips eBay on every site', () => {
    fc.assert(
      fc.property(
        prefix,
        fc.constantFrom('', 'www.', 'm.'),
        fc.constantFrom(...EBAY_DOMAINS),
        fc.option(slug, { nil: undefined }),
        digits(9, 15),
        query,
        surround,
        (p, sub, domain, title, id, q, [before, after]) => {
          const link = `${p}${sub}ebay.${domain}/itm/${title ? `${title}/` : ''}${id}${q}`;
          expect(parseProductLink(`${before}${link}${after}`)).toEqual({
            store: 'ebay',
            id,
            country: ebayCountry(domain),
          });
        },
      ),
    );
  });

  it('round-trips Shopee in both link shapes on every country', () => {
    fc.assert(
      fc.property(
        prefix,
        fc.constantFrom(...Object.entries(SHOPEE_DOMAINS)),
        slug,
        digits(1, 12),
        digits(1, 14),
        fc.boolean(),
        surround,
        (p, [domain, region], name, shop, item, slugShape, [before, after]) => {
          const path = slugShape ? `/${name}-i.${shop}.${item}` : `/product/${shop}/${item}`;
          expect(parseProductLink(`${before}${p}shopee.${domain}${path}${after}`)).toEqual({
            store: 'shopee',
            id: item,
            country: region,
          });
        },
      ),
    );
  });

  it('round-trips AliExpress, Coupang and Alibaba', () => {
    fc.assert(
      fc.property(
        prefix,
        fc.constantFrom('www.aliexpress.com', 'aliexpress.com', 'es.aliexpress.com', 'aliexpress.ru', 'aliexpress.us'),
        digits(6, 20),
        query,
        surround,
        (p, host, id, q, [before, after]) => {
          expect(parseProductLink(`${before}${p}${host}/item/${id}.html${q}${after}`)).toEqual({
            store: 'aliexpress',
            id,
            country: 'CN',
          });
        },
      ),
    );
    fc.assert(
      fc.property(prefix, fc.constantFrom('www.', 'm.', ''), digits(1, 15), (p, sub, id) => {
        const path = sub === 'm.' ? 'vm' : 'vp';
        expect(parseProductLink(`${p}${sub}coupang.com/${path}/products/${id}`)).toEqual({
          store: 'coupang',
          id,
          country: 'KR',
        });
      }),
    );
    fc.assert(
      fc.property(
        prefix,
        fc.option(fc.stringMatching(/^[A-Za-z0-9-]{1,30}$/), { nil: undefined }),
        digits(6, 15),
        (p, name, id) => {
          const file = name ? `${name}_${id}.html` : `${id}.html`;
          expect(parseProductLink(`${p}www.alibaba.com/product-detail/${file}`)).toEqual({
            store: 'alibaba',
            id,
            country: 'CN',
          });
        },
      ),
    );
  });

  it('rejects look-alike hosts and wrong paths', () => {
    for (const text of [
      'https://www.ebay.com/sch/i.html?_nkw=watch',
      'https://www.ebay.cn/itm/256123456789',
      'https://notebay.com/itm/256123456789',
      'https://www.ebay.com.evil.io/itm/256123456789',
      'https://www.ebay.com/itm/12ab',
      'https://www.aliexpress.com/store/1234567.html',
      'https://www.aliexpress.com.evil.io/item/1005006123456789.html',
      'https://fakealiexpress.com/item/1005006123456789.html',
      'https://shopee.sg/search?keyword=bag',
      'https://shopee.sg/bag-i.12.x',
      'https://shopee.cn/bag-i.12.34',
      'https://myshopee.sg/bag-i.12.34',
      'https://www.coupang.com/np/search?q=1',
      'https://www.coupang.com.evil.io/vp/products/1',
      'https://www.alibaba.com/showroom/bag.html',
      'https://www.alibaba.com/product-detail/bag.html',
    ])
      expect(parseProductLink(text), text).toBeNull();
  });

  it('keeps the SPEC stores as they were: an eBay id is never read from another store, and vice versa', () => {
    fc.assert(
      fc.property(digits(9, 15), (id) => {
        expect(parseProductLink(`https://www.amazon.com/itm/${id}`)).toBeNull();
        expect(parseProductLink(`https://item.taobao.com/itm/${id}`)).toBeNull();
        expect(parseProductLink(`https://www.ebay.com/dp/${id}`)).toBeNull();
        expect(parseProductLink(`https://www.ebay.com/item.htm?id=${id}`)).toBeNull();
      }),
    );
  });
});

describe('where a pasted link leads', () => {
  it('opens the product page for stores that have one, the request form for the others', () => {
    fc.assert(
      fc.property(digits(9, 15), (id) => {
        expect(pastedItemPath(`https://www.ebay.com/itm/${id}`)).toBe(
          `/product/ebay/${id}?country=US&link=${encodeURIComponent(`https://www.ebay.com/itm/${id}`)}`,
        );
        expect(pastedItemPath(`https://detail.1688.com/offer/${id}.html`)).toMatch(
          new RegExp(`^/product/1688/${id}\\?country=CN&link=`),
        );
        const link = `https://www.aliexpress.com/item/${id}.html`;
        expect(pastedItemPath(`see ${link} now`)).toBe(requestFormPath(link, { store: 'aliexpress', id }));
        const form = new URL(pastedItemPath(`https://www.coupang.com/vp/products/${id}`)!, 'http://x');
        expect([form.pathname, form.searchParams.get('store'), form.searchParams.get('item')]).toEqual([
          '/account/requests/new',
          'coupang',
          id,
        ]);
      }),
    );
  });

  it('never sends an aliexpress, shopee or coupang item to a product page (the SPEC has none)', () => {
    for (const store of ['aliexpress', 'shopee', 'coupang'] as const)
      expect(targetPath({ store, id: '1', country: 'CN' }, 'https://x.example/1')).toMatch(
        /^\/account\/requests\/new\?/,
      );
  });

  it('tells item links, links to read and words apart', () => {
    expect(pastedLinkKind('https://www.ebay.com/itm/256123456789')).toBe('item');
    expect(pastedLinkKind('https://m.tb.cn/h.5abcd?tk=x 「分享」')).toBe('link');
    expect(pastedLinkKind('https://a.co/d/abc123')).toBe('link');
    expect(pastedLinkKind('https://s.lazada.co.th/s.abc')).toBe('link');
    expect(pastedLinkKind('https://www.amazon.com/s?k=shoes')).toBe('link');
    expect(pastedLinkKind('https://shop.example/thing/1')).toBe('link');
    expect(pastedLinkKind('red shoes')).toBe('words');
    expect(pastedLinkKind('amazon.com headphones')).toBe('words');
    expect(pastedLinkKind('www.lazada.vn/catalog/?q=ao')).toBe('link');
    expect(pastedLinkKind('shoes size 4.5')).toBe('words');
    expect(pastedLinkKind('')).toBe('words');
    expect(isShortLinkHost('m.tb.cn')).toBe(true);
    expect(isShortLinkHost('tb.cn.evil.io')).toBe(false);
    expect(isProductLinkLike('https://e.tb.cn/h.x')).toBe(true);
  });

  it('never throws and keeps the request form path well-formed on arbitrary text', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.webUrl({ withQueryParameters: true, withFragments: true })), (text) => {
        const kind = pastedLinkKind(text);
        expect(['item', 'link', 'words']).toContain(kind);
        const url = firstUrl(text);
        if (url)
          expect(new URL(requestFormPath(url.href), 'http://x').searchParams.get('link')).toBe(url.href.slice(0, 2000));
        if (kind === 'item') expect(productLinkUrl(text)).not.toBe('');
      }),
      { numRuns: 60 },
    );
  });
});
