import { asc, eq, min } from 'drizzle-orm';
import type { Db } from '@fardin/db/open-db';
import {
  districts,
  overseasWarehouses,
  provinces,
  sourceCountries,
  transports,
  zones,
} from '@fardin/db/schema/delivery';
import type { ShippingRatesService } from '../checkout/shipping-rates-service';
import { sourceCountryOf } from '../checkout/source-country-service';
import type { ReferenceService } from '../reference/service';
import { fromCents, khrPerUsdOf } from '@fardin/core/money';
import { RATES_SETTING_KEY } from '@fardin/core/contract-admin';
import { calculateShipping, shippingRateOf } from '@fardin/core/shipping-price';
import { landedCost } from '@fardin/core/landed-cost';
import type {
  LandedAnswer,
  PriceCalculateInput,
  PriceQuote,
  Province,
  SourceCountry,
  TransportOption,
  Zone,
} from '@fardin/core/contract-delivery';
import { HttpError, fieldError } from '../../http/errors';

/** What the delivery reference reads of other areas: the shipping routes (checkout) and the settings (reference). */
export interface DeliveryReferenceDeps {
  routes: ShippingRatesService['routes'];
  setting: ReferenceService['setting'];
}

/** A zone or district fee as the back office lists it (USD cents). */
export interface FeeRow {
  id: number;
  code: string;
  nameKh: string;
  nameEn: string;
  serviceFeeCents: number;
}

/** Zones, provinces and districts, cargo transports, source countries and the /price calculator. */
export function createDeliveryReference(db: Db, deps: DeliveryReferenceDeps) {
  const { routes: shippingRoutes } = deps;
  /** The route of a listed country and mode, or the refusal the /price calculator answers. */
  async function routeOf(countryCode: string, mode: string | undefined) {
    const code = countryCode.toUpperCase();
    const [country] = await db.select().from(sourceCountries).where(eq(sourceCountries.code, code));
    const modes = country ? await shippingRoutes([code]) : [];
    if (modes.length === 0) throw fieldError('delivery.unknown_country', 'country');
    const route = mode ? modes.find((m) => m.mode === mode) : modes[0];
    if (!route)
      throw new HttpError(422, 'delivery.mode_unavailable', {
        field: 'delivery_mode',
        errors: { delivery_mode: ['Not available from this country'] },
      });
    return route;
  }

  return {
    /** Riel per dollar from the back office's `currency_rates` setting (KHR), shown beside dollars. */
    async khrPerUsd(): Promise<number> {
      return khrPerUsdOf((await deps.setting(RATES_SETTING_KEY)) as Record<string, unknown> | undefined);
    },

    async zones(): Promise<Zone[]> {
      const rows = await db.select().from(zones).orderBy(asc(zones.position));
      return rows.map((z) => ({
        id: z.id,
        code: z.code,
        name: z.nameEn,
        name_kh: z.nameKh,
        service_fee: fromCents(z.serviceFeeCents),
        lat: z.lat,
        long: z.lng,
        eta_hours: z.etaHours,
      }));
    },

    async provinces(): Promise<Province[]> {
      const [provinceRows, districtRows] = await Promise.all([
        db.select().from(provinces).orderBy(asc(provinces.position)),
        db.select().from(districts).orderBy(asc(districts.position)),
      ]);
      return provinceRows.map((p) => ({
        id: p.id,
        code: p.code,
        name: p.nameEn,
        name_kh: p.nameKh,
        lat: p.lat,
        long: p.lng,
        eta_min_days: p.etaMinDays,
        eta_max_days: p.etaMaxDays,
        districts: districtRows
          .filter((d) => d.provinceId === p.id)
          .map((d) => ({
            id: d.id,
            code: d.code,
            name: d.nameEn,
            name_kh: d.nameKh,
            service_fee: fromCents(d.serviceFeeCents),
          })),
      }));
    },

    async transports(): Promise<TransportOption[]> {
      const rows = await db.select().from(transports).orderBy(asc(transports.position));
      return rows.map((t) => ({
        id: t.id,
        code: t.code,
        name: t.name.en,
        name_kh: t.name.kh,
        name_zh: t.name.zh,
        base_fee: fromCents(t.baseCents),
        per_km: fromCents(t.perKmCents),
        max_weight: t.maxWeightKg,
      }));
    },

    /** The zone whose centre is nearest to a point (the mobile client prices by the receiver's point). */
    async nearestZone(point: { lat: number; lng: number }) {
      const rows = await db.select().from(zones);
      const distance = (z: { lat: number; lng: number }) =>
        (z.lat - point.lat) ** 2 + ((z.lng - point.lng) * Math.cos((point.lat * Math.PI) / 180)) ** 2;
      return rows.reduce<(typeof rows)[number] | null>(
        (best, z) => (best === null || distance(z) < distance(best) ? z : best),
        null,
      );
    },

    async zone(id: number) {
      const [row] = await db.select().from(zones).where(eq(zones.id, id));
      return row ?? null;
    },
    async district(id: number) {
      const [row] = await db
        .select({ district: districts, province: provinces })
        .from(districts)
        .innerJoin(provinces, eq(provinces.id, districts.provinceId))
        .where(eq(districts.id, id));
      return row ?? null;
    },
    async transport(id: number) {
      const [row] = await db.select().from(transports).where(eq(transports.id, id));
      return row ?? null;
    },

    /** Zone and district fees for the back office (districts with their province's English name). */
    async fees(): Promise<{ zones: FeeRow[]; districts: (FeeRow & { province: string; provinceKh: string })[] }> {
      const [zoneRows, districtRows] = await Promise.all([
        db.select().from(zones).orderBy(asc(zones.position), asc(zones.id)),
        db
          .select({
            id: districts.id,
            code: districts.code,
            nameKh: districts.nameKh,
            nameEn: districts.nameEn,
            serviceFeeCents: districts.serviceFeeCents,
            province: provinces.nameEn,
            provinceKh: provinces.nameKh,
          })
          .from(districts)
          .innerJoin(provinces, eq(provinces.id, districts.provinceId))
          .orderBy(asc(provinces.position), asc(districts.position), asc(districts.id)),
      ]);
      return {
        zones: zoneRows.map((z) => ({
          id: z.id,
          code: z.code,
          nameKh: z.nameKh,
          nameEn: z.nameEn,
          serviceFeeCents: z.serviceFeeCents,
        })),
        districts: districtRows,
      };
    },

    /** The fee of a zone or district (null: none with that id). */
    async fee(kind: 'zone' | 'district', id: number): Promise<number | null> {
      const table = kind === 'zone' ? zones : districts;
      const [row] = await db.select({ fee: table.serviceFeeCents }).from(table).where(eq(table.id, id));
      return row?.fee ?? null;
    },

    /** Saves a zone or district fee; `alongside` (the audit) runs in the same transaction. */
    async setFee(
      kind: 'zone' | 'district',
      id: number,
      cents: number,
      alongside?: (tx: Db) => Promise<unknown>,
    ): Promise<void> {
      const table = kind === 'zone' ? zones : districts;
      await db.transaction(async (tx) => {
        await tx.update(table).set({ serviceFeeCents: cents }).where(eq(table.id, id));
        await alongside?.(tx);
      });
    },

    /**
     * Source countries with their modes from the back office's rates (decision 0023: the price list,
     * /countries, /delivery_modes and the checkout read the same routes). The country's own prices
     * are its first mode's; a country without an active mode is not listed.
     */
    async countries(): Promise<SourceCountry[]> {
      const [countryRows, routes, warehouseRows] = await Promise.all([
        db.select().from(sourceCountries).orderBy(asc(sourceCountries.position)),
        shippingRoutes(),
        db.select().from(overseasWarehouses).orderBy(asc(overseasWarehouses.id)),
      ]);
      return countryRows.flatMap((c) => {
        const modes = routes.filter((r) => r.country === c.code);
        const first = modes[0];
        if (!first) return [];
        return [
          {
            code: c.code,
            name: c.name,
            kilo_price: fromCents(first.kiloPriceCents),
            vol_price: fromCents(first.volPriceCents),
            service_fee: fromCents(first.serviceFeeCents),
            modes: modes.map((m) => ({
              mode: m.mode,
              kilo_price: fromCents(m.kiloPriceCents),
              vol_price: fromCents(m.volPriceCents),
              service_fee: fromCents(m.serviceFeeCents),
              eta_min_days: m.daysMin,
              eta_max_days: m.daysMax,
            })),
            warehouses: warehouseRows
              .filter((w) => w.countryCode === c.code)
              .map((w) => ({ name: w.name, phone: w.phone, address: w.address })),
          },
        ];
      });
    },

    /** The /price calculator: the route's rate through the shared shipping formula. */
    async calculatePrice(input: PriceCalculateInput): Promise<PriceQuote> {
      const route = await routeOf(input.country, input.delivery_mode);
      const rate = shippingRateOf(route);
      const quote = calculateShipping(
        { lengthCm: input.length, widthCm: input.width, heightCm: input.height, weightKg: input.weight },
        rate,
      );
      if (!quote.ok) throw new HttpError(422, quote.code, { message: quote.error, params: quote.params });
      return {
        price: quote.price,
        actual_weight: quote.actualWeight,
        volume_weight: quote.volumeWeight,
        dimensional_weight: quote.volumeWeight,
        chargeable_weight: quote.chargeableWeight,
        volume_cbm: quote.volumeCbm,
        weight_price: quote.weightPrice,
        volume_price: quote.volumePrice,
        service_fee: quote.serviceFee,
        kilo_price: rate.kiloPrice,
        vol_price: rate.volPrice,
        condition: quote.condition,
      };
    },

    /** Landed-cost estimate: the country's first (default) mode unless one is asked; local delivery from the cheapest zone. */
    async landed(q: {
      country: string;
      store?: string | undefined;
      delivery_mode?: 'land' | 'sea' | 'air' | undefined;
      price_usd: number;
      quantity: number;
      weight?: number | undefined;
      category?: string | undefined;
    }): Promise<LandedAnswer> {
      // As the checkout prices the line: its own country when the rates list it, else its store's.
      const country = q.store ? await sourceCountryOf(db, q.store, q.country) : q.country;
      const mode = await routeOf(country, q.delivery_mode);
      const [cheapest] = await db.select({ fee: min(zones.serviceFeeCents) }).from(zones);
      const cost = landedCost({
        priceUsd: q.price_usd,
        quantity: q.quantity,
        weightKg: q.weight,
        category: q.category,
        rate: {
          kiloPrice: fromCents(mode.kiloPriceCents),
          volPrice: fromCents(mode.volPriceCents),
          serviceFee: fromCents(mode.serviceFeeCents),
          divisor: mode.divisor,
        },
        localDeliveryUsd: fromCents(cheapest?.fee ?? 0),
      });
      if (!cost) throw new HttpError(422, 'delivery.invalid_price');
      return {
        items_usd: cost.itemsUsd,
        shipping_usd: cost.shippingUsd,
        local_delivery_usd: cost.localDeliveryUsd,
        total_usd: cost.totalUsd,
        total_khr: cost.totalKhr,
        weight_kg: cost.weightKg,
        weight_source: cost.weightSource,
        delivery_mode: mode.mode,
        estimate: true,
      };
    },
  };
}
export type DeliveryReference = ReturnType<typeof createDeliveryReference>;
