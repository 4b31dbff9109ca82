import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  cnyToUsd,
  convertToUsd,
  formatKhr,
  formatUsd,
  formatUsdCents,
  formatUsdKhr,
  fromCents,
  khrPerUsdOf,
  khrToUsd,
  normaliseCurrency,
  roundMoney,
  toCents,
  usdToCny,
  usdToKhr,
} from './money';

const amount = fc.double({ min: -1e9, max: 1e9, noNaN: true, noDefaultInfinity: true });

describe('rounding', () => {
  it('rounds half away from zero at cents', () => {
    expect(toCents(1.005)).toBe(101);
    expect(toCents(-1.005)).toBe(-101);
    expect(toCents(0.125)).toBe(13);
    expect(toCents(1.255)).toBe(126);
    expect(toCents(2.675)).toBe(268);
    expect(toCents(1.0049)).toBe(100);
    expect(toCents(0.1 + 0.2)).toBe(30);
    expect(toCents(-0.001)).toBe(0);
    expect(Object.is(toCents(-0.001), 0)).toBe(true);
    expect(fromCents(1234)).toBe(12.34);
    expect(roundMoney(10.555)).toBe(10.56);
  });
  it('rejects non-finite amounts', () => {
    expect(() => toCents(Number.NaN)).toThrow(RangeError);
    expect(() => formatUsd(Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });
  it('round-trips cents', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), (cents) => {
        expect(toCents(fromCents(cents))).toBe(cents);
      }),
    );
  });
  it('never moves an amount by more than half a cent', () => {
    fc.assert(
      fc.property(amount, (a) => {
        expect(Math.abs(fromCents(toCents(a)) - a)).toBeLessThanOrEqual(0.005 + 1e-6);
      }),
    );
  });
  it('is symmetric around zero', () => {
    fc.assert(
      fc.property(amount, (a) => {
        expect(toCents(-a)).toBe(-toCents(a) || 0);
      }),
    );
  });
});

describe('spec rates', () => {
  it('converts yuan and dollars at 0.15 and 6.71', () => {
    expect(cnyToUsd(100)).toBe(15);
    expect(cnyToUsd(9.9)).toBe(1.49);
    expect(cnyToUsd(0.1)).toBe(0.02);
    expect(usdToCny(1)).toBe(6.71);
    expect(usdToCny(2.5)).toBe(16.78);
  });
  it('converts riel at 4000', () => {
    expect(usdToKhr(12.5)).toBe(50000);
    expect(usdToKhr(0.00012)).toBe(0);
    expect(usdToKhr(0.000125)).toBe(1);
    expect(khrToUsd(50000)).toBe(12.5);
    expect(khrToUsd(1000)).toBe(0.25);
  });
});

describe('formatUsd', () => {
  it('formats with $ and 2 decimals', () => {
    expect(formatUsd(12.5)).toBe('$12.50');
    expect(formatUsd(0)).toBe('$0.00');
    expect(formatUsd(-0)).toBe('$0.00');
    expect(formatUsd(0.005)).toBe('$0.01');
    expect(formatUsd(1234567.891)).toBe('$1,234,567.89');
    expect(formatUsd(-1000)).toBe('-$1,000.00');
    expect(formatUsd(999.995)).toBe('$1,000.00');
    expect(formatUsdCents(1250)).toBe('$12.50');
    expect(formatUsdCents(5)).toBe('$0.05');
    expect(formatUsdCents(-123456)).toBe('-$1,234.56');
  });
  it('always has exactly 2 decimals and matches Intl en-US', () => {
    const intl = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
    fc.assert(
      fc.property(amount, (a) => {
        const text = formatUsd(a);
        expect(text).toMatch(/^-?\$\d{1,3}(?:,\d{3})*\.\d{2}$/);
        expect(text).toBe(intl.format(fromCents(toCents(a))).replace(/^-?\$-?/, (m) => (m.includes('-') ? '-$' : '$')));
      }),
    );
  });
});

describe('formatKhr', () => {
  it('formats riel with the riel sign first', () => {
    expect(formatKhr(50000)).toBe('៛50,000');
    expect(formatKhr(0)).toBe('៛0');
    expect(formatKhr(999.5)).toBe('៛1,000');
    expect(formatKhr(-4000)).toBe('-៛4,000');
    expect(formatKhr(usdToKhr(1234.56))).toBe('៛4,938,240');
  });
  it('always formats grouped integers', () => {
    fc.assert(
      fc.property(amount, (a) => {
        expect(formatKhr(a)).toMatch(/^-?៛\d{1,3}(?:,\d{3})*$/);
      }),
    );
  });
});

describe('convertToUsd', () => {
  const rates = { THB: 0.028, KHR: 0.00025, EUR: 1.1, BAD: 0, NEG: -1 };
  it('uses the spec rate for yuan whatever the table says', () => {
    expect(convertToUsd(100, 'CNY', { CNY: 1 })).toBe(15);
    expect(convertToUsd(100, 'rmb', {})).toBe(15);
  });
  it('converts known currencies and rounds to cents', () => {
    expect(convertToUsd(12.345, 'usd', {})).toBe(12.35);
    expect(convertToUsd(1000, 'THB', rates)).toBe(28);
    expect(convertToUsd(10, ' eur ', rates)).toBe(11);
    expect(convertToUsd(40000, 'KHR', {})).toBe(10);
    expect(convertToUsd(40000, 'KHR', rates)).toBe(10);
  });
  it('returns null for unknown currencies or bad rates', () => {
    expect(convertToUsd(1, 'XYZ', rates)).toBeNull();
    expect(convertToUsd(1, 'BAD', rates)).toBeNull();
    expect(convertToUsd(1, 'NEG', rates)).toBeNull();
    expect(convertToUsd(1, 'toString', rates)).toBeNull();
    expect(convertToUsd(1, '__proto__', rates)).toBeNull();
  });
  it('normalises currency names', () => {
    expect(normaliseCurrency(' rmb ')).toBe('CNY');
    expect(normaliseCurrency('$')).toBe('USD');
    expect(normaliseCurrency('thb')).toBe('THB');
  });
  it('agrees with cnyToUsd and is monotonic', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 1e7, noNaN: true }),
        fc.double({ min: 0, max: 1e7, noNaN: true }),
        (a, b) => {
          expect(convertToUsd(a, 'CNY', {})).toBe(cnyToUsd(a));
          const [low, high] = a <= b ? [a, b] : [b, a];
          expect(convertToUsd(low, 'THB', rates) ?? 0).toBeLessThanOrEqual(convertToUsd(high, 'THB', rates) ?? 0);
        },
      ),
    );
  });
});

describe('formatUsdKhr (riel beside dollars)', () => {
  it('shows dollars, then riel rounded to the nearest 100', () => {
    expect(formatUsdKhr(12.5, 4100)).toBe('$12.50 · ៛51,300');
    expect(formatUsdKhr(12.5, 4000)).toBe('$12.50 · ៛50,000');
    expect(formatUsdKhr(0.01, 4000)).toBe('$0.01 · ៛0');
    expect(formatUsdKhr(0.02, 4000)).toBe('$0.02 · ៛100');
    expect(formatUsdKhr(1234.56, 4000)).toBe('$1,234.56 · ៛4,938,200');
    expect(formatUsdKhr(-3, 4050)).toBe('-$3.00 · -៛12,200');
  });
  it('converts the dollars as shown (to the cent), not the raw amount', () => {
    // $0.0249 shows as $0.02: its riel is that of $0.02.
    expect(formatUsdKhr(0.0249, 4000)).toBe('$0.02 · ៛100');
  });
  it('shows dollars alone without a usable rate', () => {
    expect(formatUsdKhr(5, 0)).toBe('$5.00');
    expect(formatUsdKhr(5, null)).toBe('$5.00');
    expect(formatUsdKhr(5, Number.NaN)).toBe('$5.00');
  });
  it('always rounds riel to whole hundreds', () => {
    fc.assert(
      fc.property(amount, fc.integer({ min: 3000, max: 5000 }), (a, rate) => {
        const riel = /^-?\$[\d,]+\.\d{2} · (-?)៛([\d,]+)$/.exec(formatUsdKhr(a, rate));
        expect(riel).not.toBeNull();
        expect(Number(riel![2]!.replace(/,/g, '')) % 100).toBe(0);
      }),
    );
  });
});

describe('khrPerUsdOf (the back office rate)', () => {
  it('reads riel per dollar from dollars per riel', () => {
    expect(khrPerUsdOf({ KHR: 0.00025 })).toBe(4000);
    expect(khrPerUsdOf({ KHR: 1 / 4100 })).toBe(4100);
  });
  it('falls back to the spec rate', () => {
    expect(khrPerUsdOf(null)).toBe(4000);
    expect(khrPerUsdOf({})).toBe(4000);
    expect(khrPerUsdOf({ KHR: 0 })).toBe(4000);
    expect(khrPerUsdOf({ KHR: 'x' })).toBe(4000);
  });
});
