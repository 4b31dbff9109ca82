import { eq } from 'drizzle-orm';
import type { Db } from '@fardin/db/open-db';
import { stores } from '@fardin/db/schema/reference';
import { calculateShipping, shippingRateOf } from '@fardin/core/shipping-price';
import { fromCents, toCents } from '@fardin/core/money';
import type { Parcel, PaymentType, Quote, Transport } from '@fardin/core/contract-commerce';
import { HttpError } from '../../http/errors';
import { commerceSettings, walletBalance } from '../wallet/service';
import { daysText, offeredModes, type OfferedMode, type ShippingRoute } from './shipping-routes';
import { shippingRoutes } from './shipping-rates-service';

export interface PriceParts {
  subtotalCents: number;
  shippingCents: number;
  discountCents: number;
  discountPercent: number;
  grandTotalCents: number;
  chargeableWeight: number;
  condition: 'weight' | 'volume' | 'pending';
  estimate: string;
  /** The mode the order travels by (the first offered when none was asked). */
  transport: Transport;
  /** Every mode offered to these goods, with the price list's days. */
  modes: OfferedMode[];
}

/** Source country of a store for the rate table (the shop's own catalogue ships from Cambodia). */
export async function storeCountry(db: Db, store: string): Promise<string> {
  const [row] = await db.select({ country: stores.country }).from(stores).where(eq(stores.code, store));
  const country = row?.country ?? 'CN';
  return country === 'fardin' ? 'KH' : country.toUpperCase();
}

/** The source countries of an order's lines; a country the rates do not know ships as the store's. */
function goodsCountries(
  routes: readonly ShippingRoute[],
  storeCode: string,
  lineCountries: readonly (string | null | undefined)[],
): string[] {
  const known = (code: string | null | undefined) =>
    code && routes.some((r) => r.country === code.toUpperCase()) ? code.toUpperCase() : storeCode;
  return [...new Set((lineCountries.length ? lineCountries : [null]).map(known))];
}

/** The days an order's mode takes from its lines' countries, as the price list shows them ('' when no longer offered). */
export async function estimateOf(
  db: Db,
  store: string,
  transport: Transport,
  lineCountries: readonly (string | null)[],
): Promise<string> {
  const routes = await shippingRoutes(db);
  const offered = offeredModes(routes, goodsCountries(routes, await storeCountry(db, store), lineCountries)).find(
    (m) => m.mode === transport,
  );
  return offered ? daysText(offered) : '';
}

/**
 * Shipping of an order (decisions 0005, 0023). The modes offered are those of the back office's
 * rates for every line's source country (a country the rates do not know ships as the store's);
 * `transport` null takes the first offered, one not offered is refused. The fee of a parcel is
 * priced by weight or by volume, whichever costs more, plus the service fee (core
 * calculateShipping). Parcels are measured at the warehouse: with no weight and no dimensions the
 * fee is not known yet (`condition` 'pending', paid when weighed); so are goods from several
 * countries in one order.
 */
async function shippingQuote(
  db: Db,
  store: string,
  transport: Transport | null,
  parcel: Parcel,
  lineCountries: readonly (string | null | undefined)[],
) {
  const routes = await shippingRoutes(db);
  const countries = goodsCountries(routes, await storeCountry(db, store), lineCountries);
  const modes = offeredModes(routes, countries);
  const chosen = transport ?? modes[0]?.mode;
  if (!chosen)
    throw new HttpError(422, 'checkout.no_shipping_rate', { params: { transport: '', country: countries.join(', ') } });
  const offered = modes.find((m) => m.mode === chosen);
  if (!offered)
    throw new HttpError(422, 'checkout.mode_unavailable', { field: 'transport', params: { transport: chosen } });
  const base = { transport: chosen, modes, estimate: daysText(offered) };
  const rate = countries.length === 1 ? routes.find((r) => r.country === countries[0] && r.mode === chosen) : undefined;
  const pending = { ...base, cents: 0, chargeableWeight: 0, condition: 'pending' as const };
  if (!rate) return pending;
  const hasDims = parcel.height > 0 && parcel.width > 0 && parcel.length > 0;
  if (parcel.weight <= 0 && !hasDims) return pending;
  const result = calculateShipping(
    {
      lengthCm: hasDims ? parcel.length : 0.01,
      widthCm: hasDims ? parcel.width : 0.01,
      heightCm: hasDims ? parcel.height : 0.01,
      weightKg: parcel.weight > 0 ? parcel.weight : 0.000001,
    },
    shippingRateOf(rate),
  );
  if (!result.ok) throw new HttpError(422, result.code, { message: result.error, params: result.params });
  return {
    ...base,
    cents: toCents(result.price),
    chargeableWeight: result.chargeableWeight,
    condition: result.condition,
  };
}

/** Every total of an order, recomputed on the server from cents. */
export async function priceOrder(
  db: Db,
  input: {
    store: string;
    lineCents: number[];
    transport: Transport | null;
    parcel: Parcel;
    paymentType: PaymentType;
    countries: readonly (string | null)[];
  },
): Promise<PriceParts> {
  const subtotalCents = input.lineCents.reduce((sum, cents) => sum + cents, 0);
  const shipping = await shippingQuote(db, input.store, input.transport, input.parcel, input.countries);
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
    transport: shipping.transport,
    modes: shipping.modes,
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
    transport: parts.transport,
    modes: parts.modes.map((m) => ({ code: m.mode, days_min: m.daysMin, days_max: m.daysMax })),
    wallet_balance: fromCents(await walletBalance(db, userId)),
  };
}
