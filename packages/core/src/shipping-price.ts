import { z } from 'zod';
import { roundMoney } from './money';

/**
 * International shipping price (DOMAIN.md, reference data behind /price: a source country has
 * `kilo_price`, `vol_price` and `service_fee`). Pure and isomorphic.
 *
 * Formula, all prices in USD:
 *   actualWeight     = weightKg
 *   volumeCbm        = L x W x H / 1,000,000          (cubic metres, dimensions in cm)
 *   volumeWeight     = L x W x H / divisor            (volumetric kg, divisor 6000 unless given)
 *   chargeableWeight = max(actualWeight, volumeWeight) (shown to the shopper, as carriers do)
 *   weightPrice      = actualWeight x kiloPrice
 *   volumePrice      = volumeCbm x volPrice
 *   price            = max(weightPrice, volumePrice) + serviceFee, rounded to cents
 *   condition        = 'volume' when volumePrice > weightPrice, else 'weight' (a tie is 'weight')
 * The goods are charged by weight or by volume, whichever costs more, which is how the cargo lines
 * price a country with both a per-kg and a per-cubic-metre rate. Weights are rounded to grams
 * (3 decimals) and volumes to cm³ (6 decimals) in the result; the condition and price come from
 * the unrounded values.
 */

export interface ShippingInput {
  lengthCm: number;
  widthCm: number;
  heightCm: number;
  weightKg: number;
}

export interface ShippingRate {
  /** USD per kg. */
  kiloPrice: number;
  /** USD per cubic metre. */
  volPrice: number;
  /** USD added once per parcel. */
  serviceFee: number;
  /** cm³ per volumetric kg; 6000 by default. */
  divisor?: number;
}

export interface ShippingQuote {
  actualWeight: number;
  volumeWeight: number;
  volumeCbm: number;
  chargeableWeight: number;
  weightPrice: number;
  volumePrice: number;
  serviceFee: number;
  price: number;
  condition: 'weight' | 'volume';
}

/** Why no quote: the English text, its stable code and params (texts: `error-codes-delivery.ts`). */
interface ShippingProblem {
  ok: false;
  error: string;
  code: 'parcel.not_a_number' | 'parcel.not_positive' | 'parcel.too_big' | 'parcel.negative';
  params: Record<string, string | number>;
}
export type ShippingResult = ({ ok: true } & ShippingQuote) | ShippingProblem;

const DEFAULT_VOLUMETRIC_DIVISOR = 6000;
/** Sanity caps: a parcel larger or heavier than this is a data-entry error. */
export const MAX_DIMENSION_CM = 10_000;
export const MAX_WEIGHT_KG = 100_000;

const positive = (label: string, max: number) =>
  z
    .number({ error: `${label} must be a number` })
    .refine(Number.isFinite, `${label} must be a number`)
    .refine((n) => n > 0, { message: `${label} must be greater than 0`, params: { code: 'parcel.not_positive' } })
    .refine((n) => n <= max, { message: `${label} must be at most ${max}`, params: { code: 'parcel.too_big', max } });

const nonNegative = (label: string) =>
  z
    .number({ error: `${label} must be a number` })
    .refine(Number.isFinite, `${label} must be a number`)
    .refine((n) => n >= 0, { message: `${label} must not be negative`, params: { code: 'parcel.negative' } });

/** The API's name of each parcel field (the `/price` calculator's query). */
const FIELD_NAME: Record<string, string> = {
  lengthCm: 'length',
  widthCm: 'width',
  heightCm: 'height',
  weightKg: 'weight',
};

function problemOf(issue: z.core.$ZodIssue | undefined, fallback: string): ShippingProblem {
  const key = String(issue?.path[0] ?? '');
  const extra = (issue && 'params' in issue ? issue.params : undefined) as
    { code?: ShippingProblem['code']; max?: number } | undefined;
  const params: Record<string, string | number> = { field: FIELD_NAME[key] ?? key };
  if (extra?.max !== undefined) params.max = extra.max;
  return { ok: false, error: issue?.message ?? fallback, code: extra?.code ?? 'parcel.not_a_number', params };
}

const shippingInputSchema = z.object({
  lengthCm: positive('Length', MAX_DIMENSION_CM),
  widthCm: positive('Width', MAX_DIMENSION_CM),
  heightCm: positive('Height', MAX_DIMENSION_CM),
  weightKg: positive('Weight', MAX_WEIGHT_KG),
});

const shippingRateSchema = z.object({
  kiloPrice: nonNegative('Price per kg'),
  volPrice: nonNegative('Price per cubic metre'),
  serviceFee: nonNegative('Service fee'),
  divisor: positive('Volumetric divisor', Number.MAX_SAFE_INTEGER).optional(),
});

function round(value: number, decimals: number): number {
  const factor = 10 ** decimals;
  return Math.round(Number((value * factor).toPrecision(15))) / factor;
}

/** The quote for a parcel, or the first problem of the input in plain English. Never throws. */
export function calculateShipping(input: ShippingInput, rate: ShippingRate): ShippingResult {
  const parsedInput = shippingInputSchema.safeParse(input);
  if (!parsedInput.success) return problemOf(parsedInput.error.issues[0], 'Invalid parcel');
  const parsedRate = shippingRateSchema.safeParse(rate);
  if (!parsedRate.success) return problemOf(parsedRate.error.issues[0], 'Invalid shipping rate');

  const { lengthCm, widthCm, heightCm, weightKg } = parsedInput.data;
  const { kiloPrice, volPrice, serviceFee, divisor = DEFAULT_VOLUMETRIC_DIVISOR } = parsedRate.data;

  const cubicCm = lengthCm * widthCm * heightCm;
  const volumeCbm = cubicCm / 1_000_000;
  const volumeWeight = cubicCm / divisor;
  const weightPrice = weightKg * kiloPrice;
  const volumePrice = volumeCbm * volPrice;
  const condition = volumePrice > weightPrice ? 'volume' : 'weight';

  return {
    ok: true,
    actualWeight: round(weightKg, 3),
    volumeWeight: round(volumeWeight, 3),
    volumeCbm: round(volumeCbm, 6),
    chargeableWeight: round(Math.max(weightKg, volumeWeight), 3),
    weightPrice: roundMoney(weightPrice),
    volumePrice: roundMoney(volumePrice),
    serviceFee: roundMoney(serviceFee),
    price: roundMoney(Math.max(weightPrice, volumePrice) + serviceFee),
    condition,
  };
}

/** A route's rate as stored (integer US cents), the one shape the price list, /price, the checkout and the freight read. */
export interface RouteRateCents {
  kiloPriceCents: number;
  volPriceCents: number;
  serviceFeeCents: number;
  divisor?: number | null;
}

/** The calculator's rate (USD) of a stored route (cents). */
export function shippingRateOf(route: RouteRateCents): ShippingRate {
  return {
    kiloPrice: route.kiloPriceCents / 100,
    volPrice: route.volPriceCents / 100,
    serviceFee: route.serviceFeeCents / 100,
    ...(route.divisor ? { divisor: route.divisor } : {}),
  };
}
