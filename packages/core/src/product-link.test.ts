import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  AMAZON_DOMAINS,
  amazonCountry,
  isProductLinkLike,
  parseProductLink,
  productLinkUrl,
  productPath,
  isProductTarget,
  type ProductTarget,
} from './product-link';

const digits = fc.stringMatching(/^[1-9]\d{0,14}$/);
const asin = fc.stringMatching(/^[A-Z0-9]{10}$/);
const slug = fc.stringMatching(/^[a-z0-9]+(?:-[a-z0-9]+){0,4}$/);
const prefix = fc.constantFrom('', 'https://', 'http://', 'HTTPS://');
const extraParam = fc.constantFrom(
  '',
  '&spm=a21n57.1.0.0',
  '&ali_refid=a3_420434&sku_id=5',
  '&utparam=%7B%22x%22%3A1%7D',
);
const leadingParam = fc.constantFrom('', 'spm=abc&', 'ns=1&abbucket=12&');
const surround = fc.tuple(
  fc.constantFrom('', '【淘宝】好物分享 ', 'look at this: ', '复制打开 ', 'see\n'),
  fc.constantFrom('', ' 点击链接直接打开', ' thanks', '.', ' 「手机淘宝」'),
);

const lazadaRegions: [string, string][] = [
  ['vn', 'vn'],
  ['sg', 'sg'],
  ['ph', 'ph'],
  ['my', 'my'],
  ['th', 'th'],
  ['id', 'id'],
  ['co.id', 'id'],
  ['com.my', 'my'],
  ['com.ph', 'ph'],
  ['co.th', 'th'],
];

describe('parseProductLink fixed examples', () => {
  it('reads taobao and tmall links as taobao/CN', () => {
    expect(parseProductLink('https://item.taobao.com/item.htm?id=123456789')).toEqual({
      store: 'taobao',
      id: '123456789',
      country: 'CN',
    });
    expect(parseProductLink('item.taobao.com/item.htm?spm=a1z10&id=42&ns=1')).toEqual({
      store: 'taobao',
      id: '42',
      country: 'CN',
    });
    expect(parseProductLink('https://world.taobao.com/item.htm?id=7')).toEqual({
      store: 'taobao',
      id: '7',
      country: 'CN',
    });
    expect(parseProductLink('https://detail.tmall.com/item.htm?id=652345&skuId=1')).toEqual({
      store: 'taobao',
      id: '652345',
      country: 'CN',
    });
    expect(parseProductLink('【淘宝】https://item.taobao.com/item.htm?id=123 「新款连衣裙」点击链接直接打开')).toEqual({
      store: 'taobao',
      id: '123',
      country: 'CN',
    });
    expect(parseProductLink('链接item.taobao.com/item.htm?id=99点击')).toEqual({
      store: 'taobao',
      id: '99',
      country: 'CN',
    });
  });
  it('reads 1688 offers', () => {
    expect(parseProductLink('https://detail.1688.com/offer/610947572360.html?spm=a26352')).toEqual({
      store: '1688',
      id: '610947572360',
      country: 'CN',
    });
    expect(parseProductLink('detail.1688.com/offer/5.html')).toEqual({ store: '1688', id: '5', country: 'CN' });
  });
  it('reads amazon ASINs with the spec country rule', () => {
    expect(parseProductLink('https://www.amazon.com/Some-Product-Name/dp/B08N5WRWNW/ref=sr_1_1?keywords=x')).toEqual({
      store: 'amazon',
      id: 'B08N5WRWNW',
      country: 'US',
    });
    expect(parseProductLink('amazon.co.jp/dp/B0000ABCDE')).toEqual({
      store: 'amazon',
      id: 'B0000ABCDE',
      country: 'jp',
    });
    expect(parseProductLink('https://www.amazon.co.uk/gp/product/1234567890?psc=1')).toEqual({
      store: 'amazon',
      id: '1234567890',
      country: 'uk',
    });
    expect(parseProductLink('https://www.amazon.de/dp/b08n5wrwnw')).toEqual({
      store: 'amazon',
      id: 'B08N5WRWNW',
      country: 'de',
    });
    expect(parseProductLink('https://www.amazon.com.au/dp/B08N5WRWNW')?.country).toBe('au');
    expect(parseProductLink('https://www.amazon.com.br/dp/B08N5WRWNW')?.country).toBe('br');
    expect(parseProductLink('https://www.amazon.com.mx/dp/B08N5WRWNW')?.country).toBe('mx');
    expect(parseProductLink('https://www.amazon.ae/dp/B08N5WRWNW')?.country).toBe('ae');
  });
  it('maps every amazon domain', () => {
    expect(AMAZON_DOMAINS.map(amazonCountry)).toEqual([
      'US',
      'fr',
      'de',
      'it',
      'uk',
      'jp',
      'ca',
      'au',
      'br',
      'mx',
      'in',
      'ae',
    ]);
  });
  it('reads lazada products', () => {
    expect(
      parseProductLink('https://www.lazada.vn/products/ao-thun-nam-i123456789-s987654321.html?spm=a2o4n.searchlist'),
    ).toEqual({ store: 'lazada', id: '123456789', country: 'vn' });
    expect(parseProductLink('https://www.lazada.co.th/products/i55-s66.html')).toEqual({
      store: 'lazada',
      id: '55',
      country: 'th',
    });
    expect(parseProductLink('lazada.com.ph/products/x-i1-s2.html')).toEqual({
      store: 'lazada',
      id: '1',
      country: 'ph',
    });
  });
  it('rejects near misses', () => {
    for (const text of [
      '',
      'shoes',
      'https://item.taobao.com/item.htm?id=12a',
      'https://item.taobao.com/item.htm?id=',
      'https://item.taobao.com/item.htm?itemid=12',
      'https://item.taobao.com/detail.htm?id=12',
      'https://faketaobao.com/item.htm?id=12',
      'https://item.taobao.com.evil.io/item.htm?id=12',
      'https://item.taobao.cn/item.htm?id=12',
      'https://detail.tmall.co/item.htm?id=12',
      'https://detail.1688.com/offer/12a.html',
      'https://detail.1688.com/offer/12.htm',
      'https://www.amazon.com/dp/B08N5WRWN',
      'https://www.amazon.com/dp/B08N5WRWNWX',
      'https://www.amazon.com/dp/B08N5WRWN!',
      'https://www.amazon.cn/dp/B08N5WRWNW',
      'https://www.amazon.es/dp/B08N5WRWNW',
      'https://www.amazon.com.evil.io/dp/B08N5WRWNW',
      'https://notamazon.com/dp/B08N5WRWNW',
      'https://www.lazada.cn/products/x-i1-s2.html',
      'https://www.lazada.vn/products/x-i1a-s2.html',
      'https://www.lazada.vn/products/x-i1.html',
      'https://www.lazada.vn/item/x-i1-s2.html',
      'https://google.com/search?q=item.htm%3Fid%3D1',
    ]) {
      expect(parseProductLink(text), text).toBeNull();
    }
  });
  it('takes the first product link in the text', () => {
    expect(
      parseProductLink(
        'https://example.com then https://detail.1688.com/offer/1.html and https://item.taobao.com/item.htm?id=2',
      ),
    ).toEqual({
      store: '1688',
      id: '1',
      country: 'CN',
    });
  });
});

describe('parseProductLink properties', () => {
  const expectRoundTrip = (url: string, [before, after]: [string, string], expected: ProductTarget) => {
    const parsed = parseProductLink(`${before}${url}${after}`);
    expect(parsed).toEqual(expected);
    expect(isProductTarget(parsed)).toBe(true);
  };

  it('round-trips taobao and tmall', () => {
    fc.assert(
      fc.property(
        prefix,
        fc.constantFrom('item.taobao.com', 'taobao.com', 'detail.tmall.com', 'detail.m.tmall.com'),
        leadingParam,
        digits,
        extraParam,
        surround,
        (p, host, lead, id, extra, s) => {
          expectRoundTrip(`${p}${host}/item.htm?${lead}id=${id}${extra}`, s, { store: 'taobao', id, country: 'CN' });
        },
      ),
    );
  });
  it('round-trips 1688', () => {
    fc.assert(
      fc.property(
        prefix,
        fc.constantFrom('detail.1688.com', 'm.1688.com'),
        digits,
        extraParam,
        surround,
        (p, host, id, extra, s) => {
          expectRoundTrip(`${p}${host}/offer/${id}.html${extra ? `?x=1${extra}` : ''}`, s, {
            store: '1688',
            id,
            country: 'CN',
          });
        },
      ),
    );
  });
  it('round-trips amazon on every supported domain', () => {
    fc.assert(
      fc.property(
        prefix,
        fc.constantFrom('', 'www.', 'smile.'),
        fc.constantFrom(...AMAZON_DOMAINS),
        fc.constantFrom('', 'Some-Title/', 'x/'),
        fc.constantFrom('dp', 'gp/product'),
        asin,
        fc.constantFrom('', '/', '/ref=sr_1_1', '?th=1&psc=1'),
        surround,
        (p, sub, domain, title, kind, id, tail, s) => {
          expectRoundTrip(`${p}${sub}amazon.${domain}/${title}${kind}/${id}${tail}`, s, {
            store: 'amazon',
            id,
            country: amazonCountry(domain),
          });
        },
      ),
    );
  });
  it('round-trips lazada on every region', () => {
    fc.assert(
      fc.property(
        prefix,
        fc.constantFrom('', 'www.'),
        fc.constantFrom(...lazadaRegions),
        fc.option(slug, { nil: undefined }),
        digits,
        digits,
        extraParam,
        surround,
        (p, sub, [domain, region], name, i, sku, extra, s) => {
          const file = `${name ? `${name}-` : ''}i${i}-s${sku}.html`;
          expectRoundTrip(`${p}${sub}lazada.${domain}/products/${file}${extra ? `?a=b${extra}` : ''}`, s, {
            store: 'lazada',
            id: i,
            country: region,
          });
        },
      ),
    );
  });

  it('rejects ASINs that are not exactly 10 alphanumerics', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...AMAZON_DOMAINS),
        fc.oneof(
          fc.stringMatching(/^[A-Z0-9]{1,9}$/),
          fc.stringMatching(/^[A-Z0-9]{11,14}$/),
          fc.stringMatching(/^[A-Z0-9]{9}[-_.~]$/),
        ),
        (domain, id) => {
          expect(parseProductLink(`https://www.amazon.${domain}/dp/${id}`)).toBeNull();
        },
      ),
    );
  });
  it('rejects unsupported amazon and lazada domains', () => {
    fc.assert(
      fc.property(fc.constantFrom('cn', 'es', 'nl', 'co.kr', 'com.tr', 'sa', 'se', 'pl'), asin, (domain, id) => {
        expect(parseProductLink(`https://www.amazon.${domain}/dp/${id}`)).toBeNull();
      }),
    );
    fc.assert(
      fc.property(fc.constantFrom('cn', 'com', 'co.uk', 'kh', 'com.vn', 'jp'), digits, digits, (domain, i, s) => {
        expect(parseProductLink(`https://www.lazada.${domain}/products/x-i${i}-s${s}.html`)).toBeNull();
      }),
    );
  });
  it('rejects non-digit ids', () => {
    const bad = fc.stringMatching(/^\d{0,4}[a-z_][a-z0-9]{0,4}$/);
    fc.assert(
      fc.property(bad, (id) => {
        expect(parseProductLink(`https://item.taobao.com/item.htm?id=${id}`)).toBeNull();
        expect(parseProductLink(`https://detail.tmall.com/item.htm?id=${id}`)).toBeNull();
        expect(parseProductLink(`https://detail.1688.com/offer/${id}.html`)).toBeNull();
        expect(parseProductLink(`https://www.lazada.sg/products/x-i${id}-s1.html`)).toBeNull();
      }),
    );
  });
  it('rejects wrong domains', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('taobao.co', 'taobao.com.cn.example.org', 'mytaobao.com', 'tmall.hk.example', 'tmallx.com'),
        digits,
        (host, id) => {
          expect(parseProductLink(`https://${host}/item.htm?id=${id}`)).toBeNull();
        },
      ),
    );
  });
  it('never throws on arbitrary strings', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          fc.string({ unit: 'grapheme' }),
          fc.webUrl({ withQueryParameters: true, withFragments: true }),
        ),
        (text) => {
          const parsed = parseProductLink(text);
          if (parsed !== null) expect(isProductTarget(parsed)).toBe(true);
          isProductLinkLike(text);
        },
      ),
    );
  });
  it('stays fast on long hostile input', () => {
    const long = `${'a'.repeat(50_000)} ${'a.'.repeat(20_000)} ${'-'.repeat(20_000)}`;
    const start = Date.now();
    expect(parseProductLink(long)).toBeNull();
    expect(Date.now() - start).toBeLessThan(1000);
  });
});

describe('isProductLinkLike', () => {
  it('spots marketplace URLs even when they are not product pages', () => {
    expect(isProductLinkLike('https://www.amazon.com/s?k=shoes')).toBe(true);
    expect(isProductLinkLike('https://s.taobao.com/search?q=x')).toBe(true);
    expect(isProductLinkLike('https://www.lazada.vn/')).toBe(true);
    expect(isProductLinkLike('https://example.com/item.htm?id=1')).toBe(false);
    expect(isProductLinkLike('red shoes')).toBe(false);
  });
});

describe('productPath', () => {
  it('builds the product page path', () => {
    expect(productPath({ store: 'taobao', id: '123', country: 'CN' })).toBe('/product/taobao/123?country=CN');
    expect(productPath({ store: 'amazon', id: 'B08N5WRWNW', country: 'US' })).toBe(
      '/product/amazon/B08N5WRWNW?country=US',
    );
  });
  it('round-trips parsed links', () => {
    fc.assert(
      fc.property(digits, (id) => {
        const target = parseProductLink(`https://detail.1688.com/offer/${id}.html`);
        expect(target && productPath(target)).toBe(`/product/1688/${id}?country=CN`);
      }),
    );
  });
});

describe('linkSearchWords', () => {
  it('keeps the words of a slug or text parameter, not hosts, ids or tracking', async () => {
    const { linkSearchWords } = await import('./product-link');
    expect(
      linkSearchWords('https://www.lazada.com.kh/products/nike-air-running-shoes-i123456-s789.html?spm=a2o4n'),
    ).toBe('nike air running shoes');
    expect(linkSearchWords('https://item.taobao.com/item.htm?id=123456789012')).toBe('');
    expect(linkSearchWords('https://shop.example/search?q=red%20dress&utm_source=fb')).toBe('search red dress');
    expect(linkSearchWords('not a link at all')).toBe('');
  });
});

describe('productLinkUrl', () => {
  it('answers the recognised link out of a pasted text, or nothing', () => {
    expect(productLinkUrl('look at this https://www.amazon.co.jp/dp/B0DEMO0003?ref=share ok')).toBe(
      'https://www.amazon.co.jp/dp/B0DEMO0003?ref=share',
    );
    expect(productLinkUrl('see https://example.com/x and https://item.taobao.com/item.htm?id=42.')).toBe(
      'https://item.taobao.com/item.htm?id=42',
    );
    expect(productLinkUrl('red running shoes')).toBe('');
    expect(productLinkUrl('https://example.com/item.htm?id=1')).toBe('');
  });
});
