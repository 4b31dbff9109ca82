import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { meaningOf } from './validation-issue';
import {
  findUnsafeText,
  idParamSchema,
  idSchema,
  integerSchema,
  isSafeText,
  MAX_ROW_ID,
  moneySchema,
  numeric,
} from './input-schemas';

describe('numeric', () => {
  const n = numeric(z.number());
  it('takes JSON numbers and plain decimal texts', () => {
    expect(n.parse(12)).toBe(12);
    expect(n.parse('12')).toBe(12);
    expect(n.parse(' -3.5 ')).toBe(-3.5);
    expect(n.parse('.5')).toBe(0.5);
  });
  it('refuses what z.coerce.number() accepts: booleans, hex, exponents, arrays, Infinity', () => {
    for (const value of [true, false, '0x10', '1e3', 'Infinity', 'NaN', [], [1], {}, '1 2', '١٢']) {
      expect(n.safeParse(value).success, JSON.stringify(value)).toBe(false);
    }
  });
  it('reads an empty text as no value, so defaults and optionals apply', () => {
    expect(numeric(z.number().default(7)).parse('')).toBe(7);
    expect(numeric(z.number()).optional().parse(undefined)).toBeUndefined();
    expect(z.object({ page: numeric(z.number().default(1)) }).parse({})).toEqual({ page: 1 });
    const missing = z.object({ page: numeric(z.number()) }).safeParse({}, { reportInput: true }).error?.issues[0];
    expect(missing && meaningOf(missing)).toMatchObject({ code: 'validation.required', field: 'page' });
    expect(n.safeParse('').success).toBe(false);
  });
});

describe('ids', () => {
  it('are positive whole numbers that fit the database integer', () => {
    expect(idSchema.parse('2147483647')).toBe(MAX_ROW_ID);
    expect(idParamSchema.parse({ id: '7' })).toEqual({ id: 7 });
    for (const value of ['2147483648', '0', '-1', '1.5', 'abc', '99999999999999999999', 1e308]) {
      expect(idSchema.safeParse(value).success, String(value)).toBe(false);
    }
  });
  it('integerSchema bounds both ends', () => {
    expect(integerSchema(0, 3).safeParse(4).success).toBe(false);
    expect(integerSchema(0, 3).safeParse(-1).success).toBe(false);
    expect(integerSchema(0, 3).parse('3')).toBe(3);
  });
});

describe('moneySchema', () => {
  const amount = moneySchema({ min: 0.01, max: 10_000 });
  it('takes amounts with cents', () => {
    expect(amount.parse(0.01)).toBe(0.01);
    expect(amount.parse('19.99')).toBe(19.99);
    expect(amount.parse(0.29)).toBe(0.29);
    expect(amount.parse(10_000)).toBe(10_000);
  });
  it('refuses a fraction of a cent, out-of-bounds and non-numbers, naming the problem', () => {
    const decimals = amount.safeParse(1.001);
    expect(decimals.error?.issues[0]).toMatchObject({
      code: 'custom',
      params: { code: 'validation.too_many_decimals', decimals: 2 },
    });
    expect(amount.safeParse(1e308).error?.issues[0]).toMatchObject({ code: 'too_big', maximum: 10_000 });
    expect(amount.safeParse(0.001).error?.issues[0]).toMatchObject({ code: 'too_small', minimum: 0.01 });
    expect(moneySchema({ max: 1 }).safeParse(0.001).error?.issues[0]).toMatchObject({
      params: { code: 'validation.too_many_decimals' },
    });
    expect(amount.safeParse(true).success).toBe(false);
  });
});

describe('safe text', () => {
  it('refuses NUL and lone surrogates, keeps every real character', () => {
    expect(isSafeText('ស្វាគមន៍ 你好 😀 a\tb')).toBe(true);
    expect(isSafeText('a\u0000')).toBe(false);
    expect(isSafeText('\uD800')).toBe(false);
    expect(isSafeText('x\uDFFFy')).toBe(false);
    expect(isSafeText('\uD83D\uDE00')).toBe(true);
  });
  it('finds the path of the first unsafe text in an input, keys included', () => {
    expect(findUnsafeText({ name: 'ok', lines: [{ note: 'fine' }, { note: 'a\u0000' }] })).toEqual([
      'lines',
      1,
      'note',
    ]);
    expect(findUnsafeText({ 'k\u0000': 1 })).toEqual(['k?']);
    expect(findUnsafeText('\uD800')).toEqual([]);
    expect(findUnsafeText({ a: [1, true, null, 'ok'] })).toBeNull();
  });
});
