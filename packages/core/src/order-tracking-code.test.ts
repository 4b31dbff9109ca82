import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  ORDER_CODE_ALPHABET,
  formatOrderTrackingCode,
  newOrderTrackingCode,
  normalizeOrderTrackingCode,
} from './order-tracking-code';
import { TRACKING_CODE_RE, trackingCode } from './delivery-fee';

describe('order tracking codes', () => {
  it('uses 32 letters without 0, O, 1 or I', () => {
    expect(new Set(ORDER_CODE_ALPHABET).size).toBe(32);
    expect(ORDER_CODE_ALPHABET).not.toMatch(/[0O1I]/);
  });

  it('a new code is 12 letters of the alphabet and reads back as itself, grouped or not (property)', () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 12, maxLength: 12 }), (bytes) => {
        const code = newOrderTrackingCode(() => bytes);
        expect(code).toMatch(/^[2-9A-HJ-NP-Z]{12}$/);
        expect(normalizeOrderTrackingCode(code)).toBe(code);
        expect(normalizeOrderTrackingCode(formatOrderTrackingCode(code))).toBe(code);
        expect(normalizeOrderTrackingCode(` ${formatOrderTrackingCode(code).toLowerCase()} `)).toBe(code);
        expect(formatOrderTrackingCode(code)).toMatch(/^[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}$/);
      }),
    );
  });

  it('codes of crypto bytes differ', () => {
    const codes = new Set(
      Array.from({ length: 2000 }, () => newOrderTrackingCode((n) => crypto.getRandomValues(new Uint8Array(n)))),
    );
    expect(codes.size).toBe(2000);
  });

  it('reads the hex codes of older orders, O and I typed for 0 and 1', () => {
    expect(normalizeOrderTrackingCode('0A1B2C3D4E5F')).toBe('0A1B2C3D4E5F');
    expect(normalizeOrderTrackingCode('oa1b-2c3d-4e5f')).toBe('0A1B2C3D4E5F');
    expect(normalizeOrderTrackingCode('OAIB2C3D4E5F')).toBe('0A1B2C3D4E5F');
  });

  it('order numbers, delivery codes and other text are not order codes', () => {
    for (const text of [
      '12',
      '#12',
      '123456789012345',
      'FD7K3M9QXA',
      '',
      'ABCD-EFGH-JKL',
      '<script>alert</script>',
      'ABCD/EFGH/JKLM',
    ]) {
      expect(normalizeOrderTrackingCode(text), text).toBeNull();
    }
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 8, maxLength: 8 }), (bytes) => {
        const delivery = trackingCode(() => bytes);
        expect(delivery).toMatch(TRACKING_CODE_RE);
        expect(normalizeOrderTrackingCode(delivery)).toBeNull();
      }),
    );
  });
});
