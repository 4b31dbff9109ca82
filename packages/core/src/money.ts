import { CNY_TO_USD, USD_TO_CNY, USD_TO_KHR } from './exchange-rates';

/**
 * Money helpers shared by the server and the browser. Amounts are plain numbers in currency units
 * (dollars, yuan, riel); cents are integers. Every rounding is half away from zero at the smallest
 * unit shown (cents for USD and CNY, one riel for KHR): 0.005 -> 0.01, -0.005 -> -0.01.
 *
 * Formats (SPEC section 9 and DOMAIN "Cambodia specifics"):
 * - USD: `$` before the number, always 2 decimals, `,` thousands separators: `$1,234.50`, `-$0.25`;
 * - KHR: the riel sign `៛` before the integer amount, `,` thousands separators, no decimals:
 *   `៛50,000`, `-៛4,000` (same position as the dollar sign so the two read alike side by side).
 */

/** The dollar sign (SPEC section 9) and the riel sign, both before the amount. */
const CURRENCY_SYMBOL = '$';
const KHR_SYMBOL = '៛';

function assertFinite(value: number, name: string): void {
  if (!Number.isFinite(value)) throw new RangeError(`${name} must be a finite number`);
}

/**
 * Rounds `value * 10^decimals` to an integer, half away from zero. The product is first cut to 15
 * significant digits so that binary noise (1.005 * 100 = 100.49999999999999) does not decide.
 */
function roundScaled(value: number, decimals: number): number {
  const scaled = Math.abs(value) * 10 ** decimals;
  const rounded = Math.round(Number(scaled.toPrecision(15)));
  const signed = value < 0 ? -rounded : rounded;
  return signed === 0 ? 0 : signed;
}

/** Integer cents of an amount, half away from zero. Throws a RangeError for NaN or infinities. */
export function toCents(amount: number): number {
  assertFinite(amount, 'amount');
  return roundScaled(amount, 2);
}

/** Amount of integer (or fractional, which are rounded first) cents. */
export function fromCents(cents: number): number {
  assertFinite(cents, 'cents');
  return roundScaled(cents, 0) / 100;
}

/** An amount rounded to cents, half away from zero. */
export function roundMoney(amount: number): number {
  return fromCents(toCents(amount));
}

/** Yuan to dollars at the spec rate (0.15), rounded to cents. */
export function cnyToUsd(cny: number): number {
  assertFinite(cny, 'amount');
  return roundMoney(cny * CNY_TO_USD);
}

/** Dollars to yuan at the spec rate (6.71), rounded to fen. */
export function usdToCny(usd: number): number {
  assertFinite(usd, 'amount');
  return roundMoney(usd * USD_TO_CNY);
}

/** Dollars to whole riel at USD_TO_KHR, half away from zero. */
export function usdToKhr(usd: number): number {
  assertFinite(usd, 'amount');
  return roundScaled(usd * USD_TO_KHR, 0);
}

/** Riel to dollars at USD_TO_KHR, rounded to cents. */
export function khrToUsd(khr: number): number {
  assertFinite(khr, 'amount');
  return roundMoney(khr / USD_TO_KHR);
}

function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** `$12.50` from integer cents (fractional cents are rounded). */
export function formatUsdCents(cents: number): string {
  assertFinite(cents, 'cents');
  const whole = roundScaled(cents, 0);
  const abs = Math.abs(whole);
  const dollars = Math.floor(abs / 100);
  const rest = abs - dollars * 100;
  const body = `${CURRENCY_SYMBOL}${groupThousands(String(dollars))}.${String(rest).padStart(2, '0')}`;
  return whole < 0 ? `-${body}` : body;
}

/** `$12.50` from a dollar amount: 2 decimals, thousands separators, half away from zero. */
export function formatUsd(amount: number): string {
  return formatUsdCents(toCents(amount));
}

/** `៛50,000` from a riel amount, rounded to whole riel. */
export function formatKhr(amount: number): string {
  assertFinite(amount, 'amount');
  const whole = roundScaled(amount, 0);
  const body = `${KHR_SYMBOL}${groupThousands(String(Math.abs(whole)))}`;
  return whole < 0 ? `-${body}` : body;
}

/** The smallest riel a shop counts in (the 100-riel note): riel beside dollars is rounded to it. */
const KHR_STEP = 100;

/**
 * Riel per dollar from the back office's `currency_rates` setting (dollars per unit, so `KHR`
 * 0.00025 is 4,000 riel a dollar); USD_TO_KHR when the setting has no usable KHR rate.
 */
export function khrPerUsdOf(rates: Readonly<Record<string, unknown>> | null | undefined): number {
  const rate = rates && Object.prototype.hasOwnProperty.call(rates, 'KHR') ? Number(rates.KHR) : NaN;
  return Number.isFinite(rate) && rate > 0 ? Math.round(1 / rate) : USD_TO_KHR;
}

/**
 * Dollars with riel beside them, as the cart, checkout and orders show money: `$12.50 · ៛51,300`
 * at 4,100 riel a dollar. The riel is rounded to the nearest 100 (half away from zero), as
 * Cambodian shops count it; a bad or missing rate shows dollars alone.
 */
export function formatUsdKhr(usd: number, khrPerUsd: number | null | undefined): string {
  const dollars = formatUsd(usd);
  if (!khrPerUsd || !Number.isFinite(khrPerUsd) || khrPerUsd <= 0) return dollars;
  const riel = roundScaled((fromCents(toCents(usd)) * khrPerUsd) / KHR_STEP, 0) * KHR_STEP;
  return `${dollars} · ${formatKhr(riel)}`;
}

/** Aliases accepted for the currencies the spec fixes. */
const CURRENCY_ALIASES: Readonly<Record<string, string>> = {
  RMB: 'CNY',
  CNH: 'CNY',
  '¥': 'CNY',
  $: 'USD',
  US$: 'USD',
  '៛': 'KHR',
  RIEL: 'KHR',
};

/** Upper-case ISO code of a currency name (`rmb` -> `CNY`, ` usd ` -> `USD`). */
export function normaliseCurrency(currency: string): string {
  const code = currency.trim().toUpperCase();
  return CURRENCY_ALIASES[code] ?? code;
}

/**
 * Converts an amount to dollars, rounded to cents. `rates` maps a currency code to dollars per unit
 * (e.g. `{ THB: 0.028 }`). USD is 1 and CNY always uses the spec rate CNY_TO_USD, whatever `rates`
 * says; KHR uses `rates.KHR` or else 1 / USD_TO_KHR. Returns null for an unknown currency or a rate
 * that is not a positive finite number (the caller decides what to show), and throws a RangeError
 * only for a non-finite amount.
 */
export function convertToUsd(
  amount: number,
  currency: string,
  rates: Readonly<Record<string, number>> = {},
): number | null {
  assertFinite(amount, 'amount');
  const code = normaliseCurrency(currency);
  if (code === 'USD') return roundMoney(amount);
  if (code === 'CNY') return cnyToUsd(amount);
  const rate = Object.prototype.hasOwnProperty.call(rates, code)
    ? rates[code]
    : code === 'KHR'
      ? 1 / USD_TO_KHR
      : undefined;
  if (rate === undefined || !Number.isFinite(rate) || rate <= 0) return null;
  return roundMoney(amount * rate);
}
