import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { parsePhoneNumberFromString } from 'libphonenumber-js';
import { formatLocalPhone, maskPhone, normalisePhone } from './phone';

describe('normalisePhone', () => {
  it.each([
    ['010000001', '+85510000001'],
    ['010 000 001', '+85510000001'],
    ['+85510000001', '+85510000001'],
    ['855 10 000 001', '+85510000001'],
    ['(012) 345-678', '+85512345678'],
    ['0961234567', '+855961234567'],
    [' 097 777 8888 ', '+855977778888'],
  ])('%s -> %s', (input, expected) => {
    expect(normalisePhone(input)).toBe(expected);
  });

  it.each([
    '',
    '12345',
    'abc',
    '+1 202 555 0101',
    '+86 138 0013 8000',
    '0123456789012345',
    '010000001; drop',
    42,
    null,
  ])('refuses %s', (input) => {
    expect(normalisePhone(input)).toBeNull();
  });

  it('is idempotent and always answers +855 or null', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 20 }), (text) => {
        const once = normalisePhone(text);
        if (once === null) return;
        expect(once.startsWith('+855')).toBe(true);
        expect(normalisePhone(once)).toBe(once);
      }),
    );
  });

  it('reads every local 9-digit mobile it writes', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(
          '010',
          '012',
          '015',
          '016',
          '017',
          '069',
          '070',
          '077',
          '078',
          '085',
          '089',
          '092',
          '093',
          '095',
          '098',
        ),
        fc.integer({ min: 100000, max: 999999 }),
        (prefix, rest) => {
          const local = `${prefix}${rest}`;
          const e164 = normalisePhone(local);
          expect(e164).toBe(`+855${local.slice(1)}`);
        },
      ),
    );
  });
});

describe('formatting', () => {
  it('formats the local form and masks', () => {
    expect(formatLocalPhone('+85510000001')).toBe('010 000 001');
    expect(maskPhone('+85510000001')).not.toContain('0000');
    expect(maskPhone('+85510000001').endsWith('01')).toBe(true);
  });
});

describe('formatLocalPhone', () => {
  it('writes every valid Cambodian number the way libphonenumber formats it', () => {
    fc.assert(
      fc.property(fc.integer({ min: 10, max: 99 }), fc.stringMatching(/^\d{6,7}$/), (code, rest) => {
        const parsed = parsePhoneNumberFromString(`+855${code}${rest}`, 'KH');
        fc.pre(parsed !== undefined && parsed.isValid());
        expect(formatLocalPhone(parsed.number)).toBe(parsed.formatNational());
      }),
      { numRuns: 2000 },
    );
  });

  it('leaves what is not a Cambodian E.164 number as it was', () => {
    expect(formatLocalPhone('+66812345678')).toBe('+66812345678');
    expect(formatLocalPhone('')).toBe('');
  });
});
