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

export type ShippingResult = ({ ok: true } & ShippingQuote) | { ok: false; error: string };

export const DEFAULT_VOLUMETRIC_DIVISOR = 6000;
/** Sanity caps: a parcel larger or heavier than this is a data-entry error. */
export const MAX_DIMENSION_CM = 10_000;
export const MAX_WEIGHT_KG = 100_000;

const positive = (label: string, max: number) =>
  z
    .number({ error: `${label} must be a number` })
    .refine(Number.isFinite, `${label} must be a number`)
    .refine((n) => n > 0, `${label} must be greater than 0`)
    .refine((n) => n <= max, `${label} must be at most ${max}`);

const nonNegative = (label: string) =>
  z
    .number({ error: `${label} must be a number` })
    .refine(Number.isFinite, `${label} must be a number`)
    .refine((n) => n >= 0, `${label} must not be negative`);

export const shippingInputSchema = z.object({
  lengthCm: positive('Length', MAX_DIMENSION_CM),
  widthCm: positive('Width', MAX_DIMENSION_CM),
  heightCm: positive('Height', MAX_DIMENSION_CM),
  weightKg: positive('Weight', MAX_WEIGHT_KG),
});

export const shippingRateSchema = z.object({
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
  if (!parsedInput.success) return { ok: false, error: parsedInput.error.issues[0]?.message ?? 'Invalid parcel' };
  const parsedRate = shippingRateSchema.safeParse(rate);
  if (!parsedRate.success) return { ok: false, error: parsedRate.error.issues[0]?.message ?? 'Invalid shipping rate' };

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
