import { describe, expect, it } from 'vitest';
import { missingProductWords, shareTextTitle } from './missing-product-words';

describe('missingProductWords (issue 29 item 3)', () => {
  it('prefers the title that was read', () => {
    expect(
      missingProductWords({
        title: 'Sony wireless headphones',
        link: 'https://www.amazon.com/Other-Thing/dp/B08N5WRWNW',
      }),
    ).toBe('Sony wireless headphones');
  });

  it("falls back to the link's slug words, never its id", () => {
    const words = missingProductWords({ link: 'https://www.amazon.com/Sony-Wireless-Headphones/dp/B08N5WRWNW' });
    expect(words).toBe('sony wireless headphones');
    expect(words).not.toContain('B08N5WRWNW'.toLowerCase());
  });

  it('answers nothing for a link without words or no link at all', () => {
    expect(missingProductWords({ link: 'https://item.taobao.com/item.htm?id=712345678901' })).toBe('');
    expect(missingProductWords({ link: '' })).toBe('');
    expect(missingProductWords({})).toBe('');
  });

  it('does not take an id or a number as a title', () => {
    expect(missingProductWords({ title: '712345678901' })).toBe('');
    expect(missingProductWords({ title: 'B08N5WRWNW' })).toBe('');
    expect(missingProductWords({ title: 'Nike B08N5WRWNW shoes' })).toBe('Nike shoes');
  });

  it('cuts a long title at a word', () => {
    const words = missingProductWords({ title: `${'word '.repeat(40)}end` });
    expect(words.length).toBeLessThanOrEqual(80);
    expect(words.endsWith('word')).toBe(true);
  });
});

describe('shareTextTitle', () => {
  it('reads the title of a Taobao share text', () => {
    expect(shareTextTitle('【淘宝】https://m.tb.cn/h.abc?tk=x CZ0001 「Nike 运动鞋男」点击链接直接打开')).toBe(
      'Nike 运动鞋男',
    );
  });

  it("leaves the shopper's own words around a link alone (the link's page stays as it was)", () => {
    expect(shareTextTitle('look at this https://www.amazon.co.jp/dp/B0DEMO0003?ref=share ok')).toBe('');
  });

  it('answers nothing for a bare link', () => {
    expect(shareTextTitle('https://item.taobao.com/item.htm?id=712345678901')).toBe('');
    expect(shareTextTitle('  ')).toBe('');
  });
});
