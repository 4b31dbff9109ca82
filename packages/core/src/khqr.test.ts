import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { buildKhqr, crc16ccittFalse, decodeKhqr, formatKhqrAmount, parseTlv, verifyKhqr, type KhqrInput } from './khqr';

/** Bit-by-bit CRC-16/CCITT-FALSE over ASCII, independent of the table version under test. */
function referenceCrc(ascii: string): string {
  let crc = 0xffff;
  for (let i = 0; i < ascii.length; i += 1) {
    crc ^= ascii.charCodeAt(i) << 8;
    for (let bit = 0; bit < 8; bit += 1) crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

const field = (tag: string, value: string) => `${tag}${String(value.length).padStart(2, '0')}${value}`;

const CREATED = 1_700_000_000_000;
const EXPIRES = CREATED + 10 * 60 * 1000;

const dynamicInput: KhqrInput = {
  kind: 'individual',
  accountId: 'fardin@aclb',
  merchantName: 'Fardin Shop',
  merchantCity: 'Phnom Penh',
  amount: 12.5,
  currency: 'USD',
  billNumber: 'ORD-1001',
  createdAt: CREATED,
  expiresAt: EXPIRES,
};

describe('crc16ccittFalse', () => {
  it('matches the standard check value', () => {
    expect(crc16ccittFalse('123456789')).toBe('29B1');
    expect(crc16ccittFalse('')).toBe('FFFF');
    expect(crc16ccittFalse('A')).toBe('B915');
  });
  it('agrees with a bit-by-bit implementation', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.integer({ min: 0x20, max: 0x7e }).map((c) => String.fromCharCode(c)) }), (s) => {
        expect(crc16ccittFalse(s)).toBe(referenceCrc(s));
      }),
    );
  });
  it('runs over UTF-8 bytes', () => {
    expect(crc16ccittFalse('é')).toBe(referenceCrc('\u00c3\u00a9'));
  });
});

describe('buildKhqr fixed vectors', () => {
  it('writes a dynamic individual USD QR exactly', () => {
    const body =
      field('00', '01') +
      field('01', '12') +
      field('29', field('00', 'fardin@aclb')) +
      field('52', '5999') +
      field('53', '840') +
      field('54', '12.5') +
      field('58', 'KH') +
      field('59', 'Fardin Shop') +
      field('60', 'Phnom Penh') +
      field('62', field('01', 'ORD-1001')) +
      field('99', field('00', String(CREATED)) + field('01', String(EXPIRES))) +
      '6304';
    const expected = body + referenceCrc(body);
    // Same string, CRC computed by Python's binascii.crc_hqx(data, 0xFFFF):
    expect(expected).toBe(
      '00020101021229150011fardin@aclb520459995303840540412.55802KH5911Fardin Shop6010Phnom Penh62120108ORD-10019934001317000000000000113170000060000063049FB7',
    );
    const qr = buildKhqr(dynamicInput);
    expect(qr).toBe(expected);
  });
  it('writes a static merchant KHR QR with truncated name and city', () => {
    const qr = buildKhqr({
      kind: 'merchant',
      accountId: 'shop@wingkh',
      merchantId: 'MER12345',
      acquiringBank: 'Wing Bank KH',
      merchantName: 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123',
      merchantCity: 'Siem Reap Province',
      currency: 'KHR',
    });
    // Hand-built TLV, CRC computed by Python's binascii.crc_hqx(data, 0xFFFF):
    expect(qr).toBe(
      '00020101021130430011shop@wingkh0108MER123450212Wing Bank KH5204599953031165802KH5925ABCDEFGHIJKLMNOPQRSTUVWXY6015Siem Reap Provi63048A36',
    );
  });
  it('writes every additional data field when present', () => {
    const qr = buildKhqr({
      ...dynamicInput,
      currency: 'KHR',
      amount: 50000,
      mobileNumber: '85512345678',
      storeLabel: 'Fardin',
      terminalLabel: 'Web',
      purpose: 'Order payment',
    });
    const fields = parseTlv(qr);
    const additional = fields?.find((f) => f.tag === '62')?.value ?? '';
    expect(parseTlv(additional)).toEqual([
      { tag: '01', value: 'ORD-1001' },
      { tag: '02', value: '85512345678' },
      { tag: '03', value: 'Fardin' },
      { tag: '07', value: 'Web' },
      { tag: '08', value: 'Order payment' },
    ]);
    expect(fields?.find((f) => f.tag === '54')?.value).toBe('50000');
    expect(fields?.find((f) => f.tag === '53')?.value).toBe('116');
    expect(fields?.map((f) => f.tag)).toEqual(['00', '01', '29', '52', '53', '54', '58', '59', '60', '62', '99', '63']);
  });
  it('rejects bad input', () => {
    expect(() => buildKhqr({ ...dynamicInput, accountId: 'no-bank' })).toThrow(RangeError);
    expect(() => buildKhqr({ ...dynamicInput, expiresAt: undefined })).toThrow(/createdAt and expiresAt/);
    expect(() => buildKhqr({ ...dynamicInput, expiresAt: CREATED })).toThrow(/after createdAt/);
    expect(() => buildKhqr({ ...dynamicInput, amount: 1.234 })).toThrow(/2 decimals/);
    expect(() => buildKhqr({ ...dynamicInput, amount: 0 })).toThrow(RangeError);
    expect(() => buildKhqr({ ...dynamicInput, currency: 'KHR', amount: 100.5 })).toThrow(/whole number/);
    expect(() => buildKhqr({ ...dynamicInput, kind: 'merchant' })).toThrow(/merchantId/);
    expect(() => buildKhqr({ ...dynamicInput, billNumber: 'x'.repeat(26) })).toThrow(RangeError);
    expect(() => buildKhqr({ ...dynamicInput, merchantName: '   ' })).toThrow(RangeError);
  });
});

describe('formatKhqrAmount', () => {
  it('writes the shortest exact amount', () => {
    expect(formatKhqrAmount(12.5, 'USD')).toBe('12.5');
    expect(formatKhqrAmount(12, 'USD')).toBe('12');
    expect(formatKhqrAmount(0.05, 'USD')).toBe('0.05');
    expect(formatKhqrAmount(0.1 + 0.2, 'USD')).toBe('0.3');
    expect(formatKhqrAmount(1234.56, 'USD')).toBe('1234.56');
    expect(formatKhqrAmount(1.005, 'USD')).toBeNull();
    expect(formatKhqrAmount(4000, 'KHR')).toBe('4000');
    expect(formatKhqrAmount(4000.5, 'KHR')).toBeNull();
    expect(formatKhqrAmount(-1, 'KHR')).toBeNull();
    expect(formatKhqrAmount(1e14, 'KHR')).toBeNull();
  });
});

describe('parseTlv / verifyKhqr / decodeKhqr', () => {
  it('parses and rejects malformed TLV', () => {
    expect(parseTlv('000201010211')).toEqual([
      { tag: '00', value: '01' },
      { tag: '01', value: '11' },
    ]);
    expect(parseTlv('0002')).toBeNull();
    expect(parseTlv('00020')).toBeNull();
    expect(parseTlv('0a0201')).toBeNull();
    expect(parseTlv('')).toBeNull();
  });
  it('verifies strings from the ts-khqr test suite (independent generator)', () => {
    const individual =
      '00020101021229180014jonhsmith@nbcq520459995303116540750000.05802KH5910Jonh Smith6010Phnom Penh62150211855123456789917001316257134678276304A96B';
    const merchant =
      '00020101021230400014jonhsmith@devb01061234560208Dev Bank520459995303840540410.05802KH5910Jonh Smith6010Phnom Penh62360117INV-2021-07-658220211855123456789917001316257134678276304ED60';
    expect(verifyKhqr(individual)).toBe(true);
    expect(verifyKhqr(merchant)).toBe(true);
    expect(decodeKhqr(individual)).toMatchObject({
      kind: 'individual',
      accountId: 'jonhsmith@nbcq',
      currency: 'KHR',
      amount: 50000,
      merchantName: 'Jonh Smith',
      mobileNumber: '85512345678',
      createdAt: 1625713467827,
      expiresAt: null,
    });
    expect(decodeKhqr(merchant)).toMatchObject({
      kind: 'merchant',
      merchantId: '123456',
      acquiringBank: 'Dev Bank',
      currency: 'USD',
      amount: 10,
      billNumber: 'INV-2021-07-65822',
    });
    expect(
      verifyKhqr('00020101021126150011jonhsmith@nbcq5204599953031165802KH5912Jonh Smith6010Phnom Penh63046D28'),
    ).toBe(false);
    expect(verifyKhqr('63046007')).toBe(false);
    expect(verifyKhqr('')).toBe(false);
    expect(verifyKhqr(individual.slice(0, -4) + 'a96b')).toBe(false);
  });
  it('decodes what it builds', () => {
    expect(decodeKhqr(buildKhqr(dynamicInput))).toEqual({
      kind: 'individual',
      dynamic: true,
      accountId: 'fardin@aclb',
      accountInfo: null,
      merchantId: null,
      acquiringBank: null,
      currency: 'USD',
      amount: 12.5,
      merchantName: 'Fardin Shop',
      merchantCity: 'Phnom Penh',
      billNumber: 'ORD-1001',
      mobileNumber: null,
      storeLabel: null,
      terminalLabel: null,
      purpose: null,
      createdAt: CREATED,
      expiresAt: EXPIRES,
    });
  });
  it('rejects strings that verify but are not KHQR', () => {
    const withCrc = (body: string) => `${body}6304${crc16ccittFalse(`${body}6304`)}`;
    expect(verifyKhqr(withCrc('000201'))).toBe(true);
    expect(decodeKhqr(withCrc('000201'))).toBeNull();
    expect(decodeKhqr(withCrc('00020101021129150011fardin@aclb5303999'))).toBeNull();
  });
});

const asciiText = (min: number, max: number) =>
  fc.string({
    unit: fc.integer({ min: 0x21, max: 0x7e }).map((c) => String.fromCharCode(c)),
    minLength: min,
    maxLength: max,
  });

const khqrInput: fc.Arbitrary<KhqrInput> = fc
  .record({
    kind: fc.constantFrom('individual' as const, 'merchant' as const),
    accountId: fc
      .tuple(fc.stringMatching(/^[a-z0-9_.]{1,15}$/), fc.stringMatching(/^[a-z]{2,8}$/))
      .map(([n, b]) => `${n}@${b}`),
    merchantName: asciiText(1, 40),
    merchantCity: asciiText(1, 20),
    currency: fc.constantFrom('USD' as const, 'KHR' as const),
    cents: fc.option(fc.integer({ min: 1, max: 1e9 }), { nil: undefined }),
    billNumber: fc.option(asciiText(1, 25), { nil: undefined }),
    terminalLabel: fc.option(asciiText(1, 10), { nil: undefined }),
    merchantId: asciiText(1, 10),
    acquiringBank: asciiText(1, 10),
    createdAt: fc.integer({ min: 1_600_000_000_000, max: 2_000_000_000_000 }),
  })
  .map(({ cents, merchantId, acquiringBank, createdAt, ...rest }) => ({
    ...rest,
    ...(rest.kind === 'merchant' ? { merchantId, acquiringBank } : {}),
    ...(cents === undefined
      ? {}
      : { amount: rest.currency === 'KHR' ? cents : cents / 100, createdAt, expiresAt: createdAt + 600_000 }),
  }));

describe('KHQR properties', () => {
  it('round-trips build -> decode', () => {
    fc.assert(
      fc.property(khqrInput, (input) => {
        const qr = buildKhqr(input);
        expect(verifyKhqr(qr)).toBe(true);
        const decoded = decodeKhqr(qr);
        expect(decoded).not.toBeNull();
        expect(decoded?.accountId).toBe(input.accountId);
        expect(decoded?.currency).toBe(input.currency);
        expect(decoded?.amount ?? undefined).toBe(input.amount);
        expect(decoded?.dynamic).toBe(input.amount !== undefined);
        expect(decoded?.merchantName).toBe(input.merchantName.trim().slice(0, 25).trimEnd());
        expect(decoded?.billNumber ?? undefined).toBe(input.billNumber);
        expect(decoded?.expiresAt ?? undefined).toBe(input.expiresAt);
        expect(decoded?.merchantId ?? undefined).toBe(input.kind === 'merchant' ? input.merchantId : undefined);
      }),
    );
  });
  it('breaks verification when any character changes', () => {
    fc.assert(
      fc.property(khqrInput, fc.nat(), fc.integer({ min: 0x20, max: 0x7e }), (input, position, code) => {
        const qr = buildKhqr(input);
        const index = position % qr.length;
        const replacement = String.fromCharCode(code);
        fc.pre(replacement !== qr[index]);
        const flipped = qr.slice(0, index) + replacement + qr.slice(index + 1);
        expect(verifyKhqr(flipped)).toBe(false);
      }),
    );
  });
  it('never throws on arbitrary strings', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.stringMatching(/^(?:\d{4}[A-Za-z0-9@.]{0,12})*$/)), (s) => {
        verifyKhqr(s);
        decodeKhqr(s);
        parseTlv(s);
      }),
    );
  });
});
