import { and, eq } from 'drizzle-orm';
import type { Db } from '@fardin/db/open-db';
import { stores } from '@fardin/db/schema/foundation';
import { shippingRates } from '@fardin/db/schema/commerce';
import { calculateShipping } from '@fardin/core/shipping-price';
import { fromCents, toCents } from '@fardin/core/money';
import type { Parcel, PaymentType, Quote, Transport } from '@fardin/core/contract-commerce';
import { HttpError } from '../../http/errors';
import { commerceSettings, walletBalance } from '../wallet/service';

export interface PriceParts {
  subtotalCents: number;
  shippingCents: number;
  discountCents: number;
  discountPercent: number;
  grandTotalCents: number;
  chargeableWeight: number;
  condition: 'weight' | 'volume' | 'pending';
  estimate: string;
}

/** Source country of a store for the rate table (the shop's own catalogue ships from Cambodia). */
export async function storeCountry(db: Db, store: string): Promise<string> {
  const [row] = await db.select({ country: stores.country }).from(stores).where(eq(stores.code, store));
  const country = row?.country ?? 'CN';
  return country === 'fardin' ? 'KH' : country.toUpperCase();
}

/**
 * Shipping fee of a parcel (see docs/decisions/0005): priced by weight or by volume, whichever costs
 * more, plus the service fee (core calculateShipping, volumetric divisor 6000 cm³/kg by default).
 * With no weight and no dimensions the fee is not known yet: 0 now, settled at the warehouse.
 * Missing dimensions price by weight only; a missing weight prices by volume only.
 */
export async function shippingQuote(db: Db, store: string, transport: Transport, parcel: Parcel, productCountry?: string | null) {
  const rateOf = async (country: string) =>
    (await db.select().from(shippingRates).where(and(eq(shippingRates.country, country), eq(shippingRates.transport, transport), eq(shippingRates.active, true))))[0];
  // The products' own country (an Amazon JP item ships from Japan) when the rate table has it, else the store's.
  const own = productCountry ? await rateOf(productCountry.toUpperCase()) : undefined;
  const country = own ? productCountry!.toUpperCase() : await storeCountry(db, store);
  const rate = own ?? (await rateOf(country));
  if (!rate) throw new HttpError(422, 'checkout.no_shipping_rate', { params: { transport, country } });
  const estimate = `${rate.daysMin}-${rate.daysMax}`;
  const hasDims = parcel.height > 0 && parcel.width > 0 && parcel.length > 0;
  if (parcel.weight <= 0 && !hasDims) return { cents: 0, chargeableWeight: 0, condition: 'pending' as const, estimate };
  const result = calculateShipping(
    {
      lengthCm: hasDims ? parcel.length : 0.01,
      widthCm: hasDims ? parcel.width : 0.01,
      heightCm: hasDims ? parcel.height : 0.01,
      weightKg: parcel.weight > 0 ? parcel.weight : 0.000001,
    },
    { kiloPrice: rate.kiloPriceCents / 100, volPrice: rate.volPriceCents / 100, serviceFee: rate.serviceFeeCents / 100, divisor: rate.divisor },
  );
  if (!result.ok) throw new HttpError(422, result.code, { message: result.error, params: result.params });
  return { cents: toCents(result.price), chargeableWeight: result.chargeableWeight, condition: result.condition, estimate };
}

/** Every total of an order, recomputed on the server from cents. */
export async function priceOrder(
  db: Db,
  input: { store: string; lineCents: number[]; transport: Transport; parcel: Parcel; paymentType: PaymentType; country?: string | null | undefined },
): Promise<PriceParts> {
  const subtotalCents = input.lineCents.reduce((sum, cents) => sum + cents, 0);
  const shipping = await shippingQuote(db, input.store, input.transport, input.parcel, input.country);
  const discountPercent = input.paymentType === 'anakut' ? (await commerceSettings(db)).anakut_discount_percent : 0;
  const discountCents = Math.round((subtotalCents * discountPercent) / 100);
  return {
    subtotalCents,
    shippingCents: shipping.cents,
    discountCents,
    discountPercent,
    grandTotalCents: subtotalCents + shipping.cents - discountCents,
    chargeableWeight: shipping.chargeableWeight,
    condition: shipping.condition,
    estimate: shipping.estimate,
  };
}

export async function quoteAnswer(db: Db, userId: number, parts: PriceParts): Promise<Omit<Quote, 'lines'>> {
  return {
    subtotal: fromCents(parts.subtotalCents),
    shipping_fee: fromCents(parts.shippingCents),
    discount: fromCents(parts.discountCents),
    discount_percent: parts.discountPercent,
    grand_total: fromCents(parts.grandTotalCents),
    chargeable_weight: parts.chargeableWeight,
    condition: parts.condition,
    estimate_time: parts.estimate,
    wallet_balance: fromCents(await walletBalance(db, userId)),
  };
}
