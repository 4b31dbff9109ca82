import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '@fardin/db/open-db';
import { shippingRates } from '@fardin/db/schema/checkout';
import type { Transport } from '@fardin/core/contract-commerce';
import { storeCountry } from './pricing';
import { sortRoutes, type ShippingRoute } from './shipping-routes';

/** A shipping rate as the back office edits it (USD cents). */
export interface ShippingRateRow {
  country: string;
  transport: Transport;
  kiloPriceCents: number;
  volPriceCents: number;
  serviceFeeCents: number;
  daysMin: number;
  daysMax: number;
  active: boolean;
}
export type ShippingRateChange = Omit<ShippingRateRow, 'country' | 'transport'>;

/**
 * The one source of routes, modes and days (decision 0023): the back office's shipping rates
 * (`shipping_rates`, edited under /admin/shipping), active rows only. The price list, the /price
 * calculator, the mobile client's /delivery_modes, the checkout's modes and fees and the orders'
 * estimates all read it here. `countries` narrows to those source countries (upper case).
 */
export async function shippingRoutes(db: Db, countries?: readonly string[]): Promise<ShippingRoute[]> {
  const codes = countries?.map((c) => c.toUpperCase());
  if (codes && codes.length === 0) return [];
  const where = codes
    ? and(eq(shippingRates.active, true), inArray(shippingRates.country, codes))
    : eq(shippingRates.active, true);
  const rows = await db.select().from(shippingRates).where(where).orderBy(asc(shippingRates.country));
  return sortRoutes(
    rows.map((r) => ({
      country: r.country,
      mode: r.transport,
      kiloPriceCents: r.kiloPriceCents,
      volPriceCents: r.volPriceCents,
      serviceFeeCents: r.serviceFeeCents,
      divisor: r.divisor,
      daysMin: r.daysMin,
      daysMax: r.daysMax,
    })),
  );
}

/** The active route of one source country and mode, or null (the parcel's freight reads it like /price does). */
export async function routeRate(db: Db, country: string, mode: Transport): Promise<ShippingRoute | null> {
  const routes = await shippingRoutes(db, [country]);
  return routes.find((r) => r.mode === mode) ?? null;
}

/** A line's source country as the checkout prices it: its own when the rates know it, else its store's. */
export async function sourceCountryOf(db: Db, store: string, lineCountry: string | null): Promise<string> {
  if (lineCountry && (await shippingRoutes(db, [lineCountry])).length > 0) return lineCountry.toUpperCase();
  return storeCountry(db, store);
}

/** The shipping rates (checkout's table): the routes the shop offers and the back office's edits. */
export function createShippingRatesService(db: Db) {
  const rateOf = (r: typeof shippingRates.$inferSelect): ShippingRateRow => ({
    country: r.country,
    transport: r.transport,
    kiloPriceCents: r.kiloPriceCents,
    volPriceCents: r.volPriceCents,
    serviceFeeCents: r.serviceFeeCents,
    daysMin: r.daysMin,
    daysMax: r.daysMax,
    active: r.active,
  });
  const where = (country: string, transport: Transport) =>
    and(eq(shippingRates.country, country), eq(shippingRates.transport, transport));
  return {
    /** Active routes, optionally of some source countries (see `shippingRoutes`). */
    routes: (countries?: readonly string[]) => shippingRoutes(db, countries),

    /** Every rate, inactive ones too, by country then transport (the back office's list). */
    async list(): Promise<ShippingRateRow[]> {
      const rows = await db
        .select()
        .from(shippingRates)
        .orderBy(asc(shippingRates.country), asc(shippingRates.transport));
      return rows.map(rateOf);
    },

    async find(country: string, transport: Transport): Promise<ShippingRateRow | null> {
      const [row] = await db.select().from(shippingRates).where(where(country, transport));
      return row ? rateOf(row) : null;
    },

    /** Saves a rate; `alongside` (the audit) runs in the same transaction. */
    async update(
      country: string,
      transport: Transport,
      change: ShippingRateChange,
      alongside?: (tx: Db) => Promise<unknown>,
    ): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.update(shippingRates).set(change).where(where(country, transport));
        await alongside?.(tx);
      });
    },
  };
}
export type ShippingRatesService = ReturnType<typeof createShippingRatesService>;
