import { z } from 'zod';

/**
 * Our own KHQR (Bakong) encoder and decoder: an EMVCo merchant-presented QR payload (DOMAIN.md,
 * "KHQR (Bakong) payments"). Pure and isomorphic: the only platform API is `TextEncoder`.
 *
 * Layout written by `buildKhqr`, tags in ascending order, each `tag(2) length(2) value`:
 *   00 '01' payload format
 *   01 '11' static (no amount) or '12' dynamic (with amount)
 *   29 individual / 30 merchant account: 00 Bakong account id `name@bank`, 01 account info
 *      (individual) or merchant id (merchant, required), 02 acquiring bank (required for merchant)
 *   52 '5999' merchant category
 *   53 '840' USD / '116' KHR
 *   54 amount (dynamic only): KHR as an integer, USD with at most 2 decimals written in its shortest
 *      form, without trailing zeros: 12.5 -> '12.5', 12 -> '12', 0.05 -> '0.05'
 *   58 'KH'
 *   59 merchant name, cut to 25 characters
 *   60 merchant city, cut to 15 characters
 *   62 additional data, only when one of its fields is set: 01 bill number, 02 mobile number,
 *      03 store label, 07 terminal label, 08 purpose of transaction (each at most 25 characters)
 *   99 timestamps: 00 created (ms), 01 expires (ms); required for a dynamic QR
 *   63 CRC: '6304' + CRC-16/CCITT-FALSE of everything before it, '6304' included, 4 upper-case hex.
 *
 * Characters: a TLV length counts UTF-16 code units of the JS string (what the Bakong SDKs do),
 * and the CRC and MD5 run over the UTF-8 bytes of the string (what a scanner reads). Both agree
 * with the byte count only for ASCII, so merchant names, cities and labels should be ASCII
 * (Latin transliteration of Khmer names); non-ASCII text is accepted but not portable.
 */

export type KhqrCurrency = 'USD' | 'KHR';
type KhqrKind = 'individual' | 'merchant';

const KHQR_CURRENCY_CODES: Readonly<Record<KhqrCurrency, string>> = { USD: '840', KHR: '116' };
const KHQR_MERCHANT_CATEGORY = '5999';
const KHQR_COUNTRY = 'KH';
const KHQR_MERCHANT_NAME_MAX = 25;
const KHQR_MERCHANT_CITY_MAX = 15;
const KHQR_ADDITIONAL_FIELD_MAX = 25;
const KHQR_ACCOUNT_ID_MAX = 32;
/** Longest amount text accepted in tag 54. */
const KHQR_AMOUNT_MAX_LENGTH = 13;

const TAG = {
  payloadFormat: '00',
  initiation: '01',
  individual: '29',
  merchant: '30',
  category: '52',
  currency: '53',
  amount: '54',
  country: '58',
  merchantName: '59',
  merchantCity: '60',
  additional: '62',
  timestamps: '99',
  crc: '63',
} as const;

const ADDITIONAL = {
  billNumber: '01',
  mobileNumber: '02',
  storeLabel: '03',
  terminalLabel: '07',
  purpose: '08',
} as const;

const optionalText = z.string().trim().min(1).max(KHQR_ADDITIONAL_FIELD_MAX).optional();
const timestamp = z.number().int().positive().max(Number.MAX_SAFE_INTEGER).optional();

const khqrInputSchema = z
  .object({
    accountId: z
      .string()
      .trim()
      .max(KHQR_ACCOUNT_ID_MAX)
      .regex(/^[^@\s]+@[^@\s]+$/, 'accountId must look like name@bank'),
    merchantName: z.string().trim().min(1),
    merchantCity: z.string().trim().min(1),
    amount: z.number().positive().optional(),
    currency: z.enum(['USD', 'KHR']),
    billNumber: optionalText,
    storeLabel: optionalText,
    terminalLabel: optionalText,
    mobileNumber: optionalText,
    purpose: optionalText,
    kind: z.enum(['individual', 'merchant']),
    /** Tag 29/30 sub 01 for an individual account (e.g. a phone or account number). */
    accountInfo: z.string().trim().min(1).max(KHQR_ACCOUNT_ID_MAX).optional(),
    /** Tag 30 sub 01, required for a merchant account. */
    merchantId: z.string().trim().min(1).max(KHQR_ACCOUNT_ID_MAX).optional(),
    acquiringBank: z.string().trim().min(1).max(KHQR_ACCOUNT_ID_MAX).optional(),
    createdAt: timestamp,
    expiresAt: timestamp,
  })
  .superRefine((input, ctx) => {
    if (input.kind === 'merchant' && !input.merchantId)
      ctx.addIssue({ code: 'custom', path: ['merchantId'], message: 'a merchant KHQR needs merchantId' });
    if (input.kind === 'merchant' && !input.acquiringBank)
      ctx.addIssue({ code: 'custom', path: ['acquiringBank'], message: 'a merchant KHQR needs acquiringBank' });
    if (input.amount !== undefined && (input.createdAt === undefined || input.expiresAt === undefined)) {
      ctx.addIssue({
        code: 'custom',
        path: ['expiresAt'],
        message: 'a dynamic KHQR (with amount) needs createdAt and expiresAt',
      });
    }
    if (input.createdAt !== undefined && input.expiresAt !== undefined && input.expiresAt <= input.createdAt) {
      ctx.addIssue({ code: 'custom', path: ['expiresAt'], message: 'expiresAt must be after createdAt' });
    }
    if (input.amount !== undefined && formatKhqrAmount(input.amount, input.currency) === null) {
      ctx.addIssue({
        code: 'custom',
        path: ['amount'],
        message:
          input.currency === 'KHR'
            ? 'a KHR amount must be a whole number of riel'
            : 'a USD amount must have at most 2 decimals',
      });
    }
  });
export type KhqrInput = z.input<typeof khqrInputSchema>;

export interface KhqrTlv {
  tag: string;
  value: string;
}

/** Tag 54 text of an amount, or null when it cannot be written exactly (see the module comment). */
export function formatKhqrAmount(amount: number, currency: KhqrCurrency): string | null {
  if (!Number.isFinite(amount) || amount <= 0) return null;
  let text: string;
  if (currency === 'KHR') {
    if (!Number.isSafeInteger(amount)) return null;
    text = String(amount);
  } else {
    const cents = Math.round(amount * 100);
    if (Math.abs(cents - amount * 100) > 1e-6 || !Number.isSafeInteger(cents) || cents <= 0) return null;
    const dollars = Math.floor(cents / 100);
    const rest = cents % 100;
    text = rest === 0 ? String(dollars) : `${dollars}.${String(rest).padStart(2, '0').replace(/0$/, '')}`;
  }
  return text.length <= KHQR_AMOUNT_MAX_LENGTH ? text : null;
}

/** One TLV field; throws a RangeError when the value does not fit in two length digits. */
function tlv(tag: string, value: string): string {
  if (!/^\d{2}$/.test(tag)) throw new RangeError(`invalid KHQR tag ${tag}`);
  if (value.length === 0 || value.length > 99)
    throw new RangeError(`KHQR tag ${tag} value must be 1 to 99 characters long`);
  return `${tag}${String(value.length).padStart(2, '0')}${value}`;
}

/** Cuts to at most `max` UTF-16 units without splitting a surrogate pair. */
function truncate(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  return /[\uD800-\uDBFF]$/.test(cut) ? cut.slice(0, -1) : cut;
}

/**
 * The KHQR string for a payment request. Throws a RangeError with every problem of the input
 * (bad account id, merchant data missing, dynamic QR without timestamps, inexact amount, ...).
 */
export function buildKhqr(input: KhqrInput): string {
  const parsed = khqrInputSchema.safeParse(input);
  if (!parsed.success) {
    throw new RangeError(
      `invalid KHQR input: ${parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ')}`,
    );
  }
  const data = parsed.data;
  const dynamic = data.amount !== undefined;

  const account =
    tlv('00', data.accountId) +
    (data.kind === 'merchant'
      ? tlv('01', data.merchantId ?? '') + tlv('02', data.acquiringBank ?? '')
      : (data.accountInfo ? tlv('01', data.accountInfo) : '') +
        (data.acquiringBank ? tlv('02', data.acquiringBank) : ''));

  const additional = (Object.keys(ADDITIONAL) as (keyof typeof ADDITIONAL)[])
    .map((key) => (data[key] ? tlv(ADDITIONAL[key], data[key]) : ''))
    .join('');

  const timestamps =
    (data.createdAt !== undefined ? tlv('00', String(data.createdAt)) : '') +
    (data.expiresAt !== undefined ? tlv('01', String(data.expiresAt)) : '');

  let payload =
    tlv(TAG.payloadFormat, '01') +
    tlv(TAG.initiation, dynamic ? '12' : '11') +
    tlv(data.kind === 'merchant' ? TAG.merchant : TAG.individual, account) +
    tlv(TAG.category, KHQR_MERCHANT_CATEGORY) +
    tlv(TAG.currency, KHQR_CURRENCY_CODES[data.currency]);
  if (data.amount !== undefined) payload += tlv(TAG.amount, formatKhqrAmount(data.amount, data.currency) ?? '');
  payload +=
    tlv(TAG.country, KHQR_COUNTRY) +
    tlv(TAG.merchantName, truncate(data.merchantName, KHQR_MERCHANT_NAME_MAX).trimEnd()) +
    tlv(TAG.merchantCity, truncate(data.merchantCity, KHQR_MERCHANT_CITY_MAX).trimEnd());
  if (additional) payload += tlv(TAG.additional, additional);
  if (timestamps) payload += tlv(TAG.timestamps, timestamps);

  payload += `${TAG.crc}04`;
  return payload + crc16ccittFalse(payload);
}

// ---------------------------------------------------------------------------------------------
// Parsing and checking
// ---------------------------------------------------------------------------------------------

/** Splits a TLV string into fields; null when a tag or length is malformed or the text runs short. */
export function parseTlv(s: string): KhqrTlv[] | null {
  if (typeof s !== 'string' || s.length === 0) return null;
  const fields: KhqrTlv[] = [];
  let at = 0;
  while (at < s.length) {
    const head = s.slice(at, at + 4);
    if (!/^\d{4}$/.test(head)) return null;
    const length = Number(head.slice(2));
    const value = s.slice(at + 4, at + 4 + length);
    if (value.length !== length) return null;
    fields.push({ tag: head.slice(0, 2), value });
    at += 4 + length;
  }
  return fields;
}

/**
 * True when `s` is a well-formed TLV string ending with a `6304` CRC that matches its content
 * (4 upper-case hex digits, as written by every KHQR generator).
 */
export function verifyKhqr(s: string): boolean {
  if (typeof s !== 'string' || s.length < 12) return false;
  const fields = parseTlv(s);
  const last = fields?.[fields.length - 1];
  if (!fields || !last || last.tag !== TAG.crc || last.value.length !== 4) return false;
  if (fields.slice(0, -1).some((field) => field.tag === TAG.crc)) return false;
  return crc16ccittFalse(s.slice(0, -4)) === last.value;
}

export interface DecodedKhqr {
  kind: KhqrKind;
  dynamic: boolean;
  accountId: string;
  accountInfo: string | null;
  merchantId: string | null;
  acquiringBank: string | null;
  currency: KhqrCurrency;
  /** Null for a static QR (the payer types the amount). */
  amount: number | null;
  merchantName: string;
  merchantCity: string | null;
  billNumber: string | null;
  mobileNumber: string | null;
  storeLabel: string | null;
  terminalLabel: string | null;
  purpose: string | null;
  createdAt: number | null;
  expiresAt: number | null;
}

function fieldMap(fields: KhqrTlv[]): Map<string, string> {
  const map = new Map<string, string>();
  for (const field of fields) if (!map.has(field.tag)) map.set(field.tag, field.value);
  return map;
}

function subFields(value: string | undefined): Map<string, string> | null {
  if (value === undefined) return new Map();
  const fields = parseTlv(value);
  return fields ? fieldMap(fields) : null;
}

function timestampOf(value: string | undefined): number | null {
  if (value === undefined || !/^\d{1,16}$/.test(value)) return null;
  const n = Number(value);
  return Number.isSafeInteger(n) ? n : null;
}

/**
 * The main fields of a KHQR string, or null when it does not verify (CRC), is not a Bakong KHQR
 * (no tag 29/30 account with `name@bank`, unknown currency, no merchant name) or has a bad amount.
 * Lenient about field order and about amounts written with trailing zeros ('50000.0').
 */
export function decodeKhqr(s: string): DecodedKhqr | null {
  if (!verifyKhqr(s)) return null;
  const fields = parseTlv(s);
  if (!fields) return null;
  const top = fieldMap(fields);
  if (top.get(TAG.payloadFormat) !== '01') return null;

  const kind: KhqrKind | null = top.has(TAG.individual) ? 'individual' : top.has(TAG.merchant) ? 'merchant' : null;
  if (!kind) return null;
  const account = subFields(top.get(kind === 'individual' ? TAG.individual : TAG.merchant));
  const accountId = account?.get('00');
  if (!account || !accountId || !/^[^@\s]+@[^@\s]+$/.test(accountId)) return null;

  const currencyCode = top.get(TAG.currency);
  const currency = (Object.keys(KHQR_CURRENCY_CODES) as KhqrCurrency[]).find(
    (code) => KHQR_CURRENCY_CODES[code] === currencyCode,
  );
  if (!currency) return null;

  const merchantName = top.get(TAG.merchantName);
  if (!merchantName) return null;

  const amountText = top.get(TAG.amount);
  let amount: number | null = null;
  if (amountText !== undefined) {
    if (!/^\d+(?:\.\d+)?$/.test(amountText)) return null;
    amount = Number(amountText);
    if (!Number.isFinite(amount)) return null;
  }

  const additional = subFields(top.get(TAG.additional));
  const timestamps = subFields(top.get(TAG.timestamps));
  if (!additional || !timestamps) return null;

  return {
    kind,
    dynamic: top.get(TAG.initiation) === '12',
    accountId,
    accountInfo: kind === 'individual' ? (account.get('01') ?? null) : null,
    merchantId: kind === 'merchant' ? (account.get('01') ?? null) : null,
    acquiringBank: account.get('02') ?? null,
    currency,
    amount,
    merchantName,
    merchantCity: top.get(TAG.merchantCity) ?? null,
    billNumber: additional.get(ADDITIONAL.billNumber) ?? null,
    mobileNumber: additional.get(ADDITIONAL.mobileNumber) ?? null,
    storeLabel: additional.get(ADDITIONAL.storeLabel) ?? null,
    terminalLabel: additional.get(ADDITIONAL.terminalLabel) ?? null,
    purpose: additional.get(ADDITIONAL.purpose) ?? null,
    createdAt: timestampOf(timestamps.get('00')),
    expiresAt: timestampOf(timestamps.get('01')),
  };
}

// ---------------------------------------------------------------------------------------------
// CRC-16/CCITT-FALSE over UTF-8 bytes (MD5 lives in md5.ts)
// ---------------------------------------------------------------------------------------------

const encoder = new TextEncoder();

const CRC_TABLE: Uint16Array = (() => {
  const table = new Uint16Array(256);
  for (let n = 0; n < 256; n += 1) {
    let crc = n << 8;
    for (let bit = 0; bit < 8; bit += 1) crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
    table[n] = crc;
  }
  return table;
})();

/** CRC-16/CCITT-FALSE (poly 0x1021, init 0xFFFF, no reflection, xorout 0) as 4 upper-case hex digits. */
export function crc16ccittFalse(s: string): string {
  let crc = 0xffff;
  for (const byte of encoder.encode(s)) {
    crc = ((crc << 8) & 0xffff) ^ (CRC_TABLE[((crc >> 8) ^ byte) & 0xff] ?? 0);
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}
