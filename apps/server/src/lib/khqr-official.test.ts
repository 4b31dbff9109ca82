import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import bakong from 'bakong-khqr';
import { buildKhqr, decodeKhqr, type KhqrInput } from '@fardin/core/khqr';
import { md5Hex } from './md5';

// Our KHQR strings (packages/core/src/khqr.ts) checked by the official SDK of the National Bank of
// Cambodia (`bakong-khqr`): its verify accepts them and its decode reads back what we wrote
// (decision 0028: why we keep our encoder).
const { BakongKHQR } = bakong;
const MINUTE = 60_000;

function checkedByBakong(input: KhqrInput) {
  const qr = buildKhqr(input);
  expect(BakongKHQR.verify(qr).isValid, qr).toBe(true);
  const decoded = BakongKHQR.decode(qr);
  expect(decoded.status.code, qr).toBe(0);
  const ours = decodeKhqr(qr)!;
  const official = decoded.data;
  expect(official.merchantType).toBe(input.kind === 'merchant' ? '30' : '29');
  expect(official.bakongAccountID).toBe(input.accountId);
  expect(official.merchantID).toBe(input.kind === 'merchant' ? input.merchantId : null);
  expect(official.acquiringBank).toBe(input.kind === 'merchant' ? input.acquiringBank : null);
  expect(official.merchantName).toBe(ours.merchantName);
  expect(official.merchantCity).toBe(ours.merchantCity);
  expect(official.transactionCurrency).toBe(input.currency === 'USD' ? '840' : '116');
  expect(official.pointofInitiationMethod).toBe(input.amount === undefined ? '11' : '12');
  expect(official.transactionAmount === null ? undefined : Number(official.transactionAmount)).toBe(input.amount);
  expect(official.billNumber).toBe(input.billNumber ?? null);
  expect(official.creationTimestamp).toBe(input.createdAt === undefined ? null : String(input.createdAt));
  expect(official.expirationTimestamp).toBe(input.expiresAt === undefined ? null : String(input.expiresAt));
  expect(official.crc).toBe(qr.slice(-4));
  expect(md5Hex(qr)).toMatch(/^[0-9a-f]{32}$/);
  return qr;
}

describe('our KHQR strings against the official bakong-khqr SDK', () => {
  const created = Date.now();
  const expires = created + 10 * MINUTE;

  it('accepts an individual USD QR with an amount (the checkout payment)', () => {
    checkedByBakong({
      kind: 'individual',
      accountId: 'fardin@aclb',
      merchantName: 'Fardin Shop',
      merchantCity: 'Phnom Penh',
      amount: 12.5,
      currency: 'USD',
      billNumber: 'ORD-1001',
      createdAt: created,
      expiresAt: expires,
    });
  });
  it('accepts an individual KHR QR with an amount', () => {
    checkedByBakong({
      kind: 'individual',
      accountId: 'fardin@aclb',
      merchantName: 'Fardin Shop',
      merchantCity: 'Phnom Penh',
      amount: 50_000,
      currency: 'KHR',
      billNumber: 'TOP-7',
      createdAt: created,
      expiresAt: expires,
    });
  });
  it('accepts merchant USD and KHR QRs with amounts', () => {
    const merchant = {
      kind: 'merchant',
      accountId: 'shop@wingkh',
      merchantId: 'MER12345',
      acquiringBank: 'Wing Bank',
      merchantName: 'Fardin Shop',
      merchantCity: 'Phnom Penh',
      createdAt: created,
      expiresAt: expires,
    } as const;
    checkedByBakong({ ...merchant, amount: 0.99, currency: 'USD', billNumber: 'ORD-2' });
    checkedByBakong({ ...merchant, amount: 4_000, currency: 'KHR' });
  });
  it('accepts static QRs (no amount) of both kinds', () => {
    checkedByBakong({
      kind: 'individual',
      accountId: 'fardin@aclb',
      merchantName: 'Fardin Shop',
      merchantCity: 'Phnom Penh',
      currency: 'USD',
    });
    checkedByBakong({
      kind: 'merchant',
      accountId: 'shop@wingkh',
      merchantId: 'MER1',
      acquiringBank: 'ABA',
      merchantName: 'Fardin Shop',
      merchantCity: 'Siem Reap',
      currency: 'KHR',
    });
  });
  it('accepts any amount, name and bill number our encoder takes', () => {
    const text = (max: number) =>
      fc
        .stringMatching(new RegExp(`^[A-Za-z0-9][A-Za-z0-9 .-]{0,${max - 1}}$`))
        .map((s) => s.trim())
        .filter((s) => s.length > 0);
    fc.assert(
      fc.property(
        fc.constantFrom('individual' as const, 'merchant' as const),
        fc.constantFrom('USD' as const, 'KHR' as const),
        fc.option(fc.integer({ min: 1, max: 100_000_000 }), { nil: undefined }),
        text(25),
        text(15),
        fc.option(text(25), { nil: undefined }),
        (kind, currency, cents, merchantName, merchantCity, billNumber) => {
          const amount = cents === undefined ? undefined : currency === 'USD' ? cents / 100 : cents;
          checkedByBakong({
            kind,
            currency,
            merchantName,
            merchantCity,
            accountId: 'fardin@aclb',
            ...(kind === 'merchant' ? { merchantId: 'MER1', acquiringBank: 'ABA' } : {}),
            ...(amount === undefined ? {} : { amount, createdAt: created, expiresAt: expires }),
            ...(billNumber === undefined ? {} : { billNumber }),
          });
        },
      ),
      { numRuns: 300 },
    );
  });
});
