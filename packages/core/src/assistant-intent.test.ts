import { describe, expect, it } from 'vitest';
import { chatInputSchema, parseShoppingIntent } from './assistant-intent';

describe('parseShoppingIntent', () => {
  it('reads store, colour, price and keywords in English', () => {
    expect(parseShoppingIntent('red running shoes under $30 from taobao')).toEqual({
      lang: 'en',
      store: 'taobao',
      colour: 'red',
      minPriceUsd: null,
      maxPriceUsd: 30,
      keywords: 'running shoes',
    });
    expect(parseShoppingIntent('I want a backpack between 10 and 20 dollars on Amazon')).toMatchObject({
      store: 'amazon',
      minPriceUsd: 10,
      maxPriceUsd: 20,
      keywords: 'backpack',
    });
    expect(parseShoppingIntent('phone case over $5')).toMatchObject({
      minPriceUsd: 5,
      maxPriceUsd: null,
      keywords: 'phone case',
    });
  });
  it('reads Khmer requests, Khmer digits included', () => {
    expect(parseShoppingIntent('ស្បែកជើងប៉ាតារត់ ពណ៌ក្រហម ក្រោម ៣០ ដុល្លារ ពី taobao')).toEqual({
      lang: 'kh',
      store: 'taobao',
      colour: 'red',
      minPriceUsd: null,
      maxPriceUsd: 30,
      keywords: 'ស្បែកជើងប៉ាតារត់',
    });
    expect(parseShoppingIntent('ខ្ញុំចង់បាន កាបូបស្ពាយ')).toMatchObject({ lang: 'kh', keywords: 'កាបូបស្ពាយ', store: null });
  });
  it('reads Chinese requests and converts yuan to dollars', () => {
    expect(parseShoppingIntent('淘宝上30美元以下的红色跑鞋')).toMatchObject({
      lang: 'zh',
      store: 'taobao',
      colour: 'red',
      maxPriceUsd: 30,
      keywords: '跑鞋',
    });
    expect(parseShoppingIntent('帮我找100元以下的双肩包')).toMatchObject({ maxPriceUsd: 15, keywords: '双肩包' });
  });
  it('swaps a reversed range and never returns negative prices', () => {
    expect(parseShoppingIntent('dress between 40 and 20')).toMatchObject({ minPriceUsd: 20, maxPriceUsd: 40 });
  });
});

describe('chatInputSchema', () => {
  it('refuses markup and empty messages', () => {
    expect(chatInputSchema.safeParse({ message: '<script>alert(1)</script>' }).success).toBe(false);
    expect(chatInputSchema.safeParse({ message: '<img src=x onerror=alert(1)>' }).success).toBe(false);
    expect(chatInputSchema.safeParse({ message: '   ' }).success).toBe(false);
    expect(chatInputSchema.safeParse({ message: 'shoes < $30' }).success).toBe(true);
  });
});
