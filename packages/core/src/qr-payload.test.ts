import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { isProductTarget } from './product-link';
import { parseQrContent, storeFromQrStoreId } from './qr-payload';

describe('parseQrContent JSON payloads', () => {
  it('maps store_id by the spec rule', () => {
    expect(parseQrContent('{"store_id":"amazon","item_id":"B08N5WRWNW","countryCode":"US"}')).toEqual({
      store: 'amazon',
      id: 'B08N5WRWNW',
      country: 'US',
    });
    expect(parseQrContent('{"store_id":"lazada_vn","item_id":123,"countryCode":"vn"}')).toEqual({
      store: 'lazada',
      id: '123',
      country: 'vn',
    });
    expect(parseQrContent('{"store_id":"tmall","item_id":"42"}')).toEqual({ store: 'taobao', id: '42', country: 'CN' });
    expect(parseQrContent('{"store_id":"1688","item_id":"42","countryCode":""}')).toEqual({
      store: 'taobao',
      id: '42',
      country: 'CN',
    });
    expect(parseQrContent(' {"store_id":"AmazonJP","item_id":" X1 ","countryCode":null} ')).toEqual({
      store: 'amazon',
      id: 'X1',
      country: 'CN',
    });
    expect(storeFromQrStoreId('my-LAZADA-store')).toBe('lazada');
  });
  it('rejects empty or missing ids and non-objects', () => {
    for (const text of [
      '{"store_id":"amazon","item_id":""}',
      '{"store_id":"amazon","item_id":"   "}',
      '{"store_id":"amazon"}',
      '{"item_id":"1"}',
      '{"store_id":"amazon","item_id":null}',
      '{"store_id":"amazon","item_id":1.5}',
      '{"store_id":"amazon","item_id":-3}',
      '{"store_id":"amazon","item_id":"a/b"}',
      '{"store_id":"amazon","item_id":["1"]}',
      '{not json',
      '[1,2]',
      '"https"',
      '',
      '   ',
      'hello world',
    ]) {
      expect(parseQrContent(text), text).toBeNull();
    }
  });
});

describe('parseQrContent links', () => {
  it('accepts product links, also inside text or JSON', () => {
    expect(parseQrContent('https://item.taobao.com/item.htm?id=77')).toEqual({
      store: 'taobao',
      id: '77',
      country: 'CN',
    });
    expect(parseQrContent('{"url":"https://detail.1688.com/offer/9.html"}')).toEqual({
      store: '1688',
      id: '9',
      country: 'CN',
    });
    expect(parseQrContent('https://www.amazon.co.jp/dp/B0000ABCDE')).toEqual({
      store: 'amazon',
      id: 'B0000ABCDE',
      country: 'jp',
    });
  });
  it('rejects unrelated links', () => {
    expect(parseQrContent('https://example.com/item.htm?id=1')).toBeNull();
    expect(parseQrContent('WIFI:S:home;T:WPA;P:secret;;')).toBeNull();
  });
});

describe('parseQrContent properties', () => {
  it('round-trips any JSON payload with a non-empty id', () => {
    fc.assert(
      fc.property(
        fc.string({ maxLength: 12 }),
        fc.oneof(fc.stringMatching(/^[A-Za-z0-9_-]{1,20}$/), fc.nat()),
        fc.option(fc.constantFrom('CN', 'US', 'vn', 'th'), { nil: undefined }),
        (storeId, itemId, countryCode) => {
          const json = JSON.stringify({ store_id: storeId, item_id: itemId, countryCode });
          const lower = storeId.toLowerCase();
          const store = lower.includes('amazon') ? 'amazon' : lower.includes('lazada') ? 'lazada' : 'taobao';
          expect(parseQrContent(json)).toEqual({ store, id: String(itemId), country: countryCode ?? 'CN' });
        },
      ),
    );
  });
  it('never throws and returns a valid target or null', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          fc.json(),
          fc.jsonValue().map((v) => JSON.stringify(v)),
          fc.record({ store_id: fc.anything(), item_id: fc.anything(), countryCode: fc.anything() }).map((v) => {
            try {
              return JSON.stringify(v) ?? '';
            } catch {
              return '';
            }
          }),
        ),
        (content) => {
          const result = parseQrContent(content);
          if (result !== null) expect(isProductTarget(result)).toBe(true);
        },
      ),
    );
  });
});
