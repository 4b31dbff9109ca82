import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { redirectTarget, safeReturnPath } from './redirect-target.server';

const DEFAULT = '/en/account';
const SHOP = 'https://shop.example';
// Controls (C0, DEL, C1) and the Unicode line separators.
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;

/** The promise of the helper, for any input: the default, or one path of this site. */
function expectSafe(result: string): void {
  if (result === DEFAULT) return;
  expect(result[0]).toBe('/');
  expect(result[1]).toBeDefined();
  expect(['/', '\\']).not.toContain(result[1]);
  expect(result).not.toMatch(CONTROL);
  expect(new URL(result, SHOP).origin).toBe(SHOP);
  // A valid header value (a newline or a non-Latin-1 character would be a 500).
  expect(() => new Headers({ Location: result })).not.toThrow();
}

/** Pieces that open redirects are made of; the arbitraries glue them to random text. */
const PIECES = [
  '/',
  '//',
  '///',
  '\\',
  '/\\',
  '\\\\evil',
  '\t',
  '\n',
  '\r',
  '\r\n',
  '\0',
  '\u000b',
  '\u007f',
  '\u0085',
  '\u2028',
  '\u2029',
  ' ',
  '\u3000',
  '%09',
  '%0a',
  '%0D',
  '%00',
  '%2F',
  '%2f',
  '%5C',
  '%5c',
  '%252F',
  '%25252F',
  '%255C',
  '%',
  '%%',
  '%E0%A4%A',
  '／',
  '＼',
  '⁄',
  '∕',
  '⧸',
  '﹨',
  '\uD800',
  '\uDFFF',
  '\uDBFF\uDFFF',
  'javascript:',
  'JaVaScRiPt:alert(1)',
  'http:',
  'https:',
  'http://evil.example',
  'https://evil.example/',
  '//evil.example',
  'evil.example',
  '@evil.example',
  'data:text/html,x',
  '.',
  '..',
  './',
  '../',
  '?',
  '#',
  ':',
  'en',
  'login',
  'account',
  'a',
];
const piece = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...PIECES) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 8 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme-ascii', maxLength: 8 }) },
);
const oddTarget = fc.oneof(
  fc.array(piece, { maxLength: 12 }).map((parts) => parts.join('')),
  fc.array(piece, { maxLength: 12 }).map((parts) => `/${parts.join('')}`),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: 'binary', minLength: 2000, maxLength: 5000 }).map((s) => `/${s}`),
);

describe('safeReturnPath', () => {
  it('keeps paths of this site as they are', () => {
    for (const path of [
      '/en/my-cart',
      '/checkout?items=1,2',
      '/search/filter/taobao?text=shoe&page=1&start_price=default',
      '/zh/product/taobao/123?country=CN#reviews',
      '/account/my-order/7',
      '/tracking?code=ABCD-EFGH-JKLM',
    ]) {
      expect(safeReturnPath(path, DEFAULT)).toBe(path);
    }
  });

  it('answers the default for the targets of issue 13 and their cousins', () => {
    for (const target of [
      '/\t/evil.example',
      '/\n/evil.example',
      '/\r\n/evil.example',
      '/%09/evil.example',
      '//evil.example',
      '/\\evil.example',
      '\\\\evil.example',
      '/\\/evil.example',
      '/%2F/evil.example',
      '/%252F/evil.example',
      '/%5C/evil.example',
      '/／evil.example',
      '/＼evil.example',
      '/.//evil.example',
      '/\0/evil',
      'javascript:alert(1)',
      'http://evil.example',
      'https:evil.example',
      'evil.example',
      '',
      '/login',
      '/en/register?redirect=/x',
      `/${'a'.repeat(3000)}`,
      42,
      null,
      undefined,
      ['/x'],
    ]) {
      expect(safeReturnPath(target, DEFAULT), JSON.stringify(target)).toBe(DEFAULT);
    }
  });

  it('never answers anything but one path of this site (property)', () => {
    fc.assert(
      fc.property(oddTarget, (target) => expectSafe(safeReturnPath(target, DEFAULT))),
      { numRuns: 3000 },
    );
  });

  it('the decoded form of what it keeps is no other host either (property)', () => {
    fc.assert(
      fc.property(oddTarget, (target) => {
        const result = safeReturnPath(target, DEFAULT);
        let path = result.split(/[?#]/, 1)[0]!;
        for (let round = 0; round < 4; round++) {
          expect(path.normalize('NFKC')).not.toMatch(/^\/[/\\]/);
          try {
            path = decodeURIComponent(path);
          } catch {
            break;
          }
        }
      }),
      { numRuns: 2000 },
    );
  });
});

describe('redirectTarget', () => {
  const request = (path: string, headers: Record<string, string> = {}) => new Request(`${SHOP}${path}`, { headers });

  it('reads the redirect parameter, else a same-site Referer, else the account page', () => {
    expect(redirectTarget(request('/en/login?redirect=%2Fen%2Fmy-cart'))).toBe('/en/my-cart');
    expect(redirectTarget(request('/en/login?redirect=/%09/evil.example'))).toBe(DEFAULT);
    expect(redirectTarget(request('/en/login?redirect=%0A/evil.example'))).toBe(DEFAULT);
    expect(redirectTarget(request('/en/login', { Referer: `${SHOP}/en/price?x=1` }))).toBe('/en/price?x=1');
    expect(redirectTarget(request('/en/login', { Referer: 'https://evil.example/en/price' }))).toBe(DEFAULT);
    expect(redirectTarget(request('/login'))).toBe('/account');
  });

  it('answers one path of this site whatever the parameter or the form field (property)', () => {
    fc.assert(
      fc.property(oddTarget, (target) => {
        const url = new URL(`${SHOP}/en/login`);
        url.searchParams.set('redirect', target);
        expectSafe(redirectTarget(new Request(url)));
        expectSafe(redirectTarget(request('/en/login'), target));
      }),
      { numRuns: 1000 },
    );
  });
});
