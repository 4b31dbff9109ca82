import { sql } from 'drizzle-orm';
import type { Db } from '../open-db';
import {
  deliveryModes,
  districts,
  overseasWarehouses,
  provinces,
  sourceCountries,
  transports,
  zones,
} from '../schema/delivery';
import { SEED_COUNTRIES, SEED_PROVINCES, SEED_TRANSPORTS, SEED_ZONES } from './delivery-data';

/** Zones, provinces with districts, cargo transports, source countries. Idempotent. */
export async function seedDelivery(db: Db): Promise<void> {
  const [{ count } = { count: 0 }] = await db.select({ count: sql<number>`count(*)::int` }).from(zones);
  if (count > 0) return;
  await db.insert(zones).values(
    SEED_ZONES.map(([code, nameKh, nameEn, serviceFeeCents, lat, lng, etaHours], position) => ({
      code,
      nameKh,
      nameEn,
      serviceFeeCents,
      lat,
      lng,
      etaHours,
      position,
    })),
  );
  for (const [position, province] of SEED_PROVINCES.entries()) {
    const [row] = await db
      .insert(provinces)
      .values({
        code: province.code,
        nameKh: province.kh,
        nameEn: province.en,
        lat: province.lat,
        lng: province.lng,
        etaMinDays: province.eta[0],
        etaMaxDays: province.eta[1],
        position,
      })
      .returning({ id: provinces.id });
    if (!row) continue;
    const zoneFees = province.code === 'PNP' ? SEED_ZONES.map((z) => z[3] + 50) : [];
    await db.insert(districts).values(
      province.districts.map(([nameKh, nameEn], i) => ({
        provinceId: row.id,
        code: `${province.code}-${i + 1}`,
        nameKh,
        nameEn,
        serviceFeeCents: zoneFees[i] ?? province.baseFeeCents + (i === 0 ? 0 : 50),
        position: i,
      })),
    );
  }
  await db.insert(transports).values(SEED_TRANSPORTS.map((t, position) => ({ ...t, position })));
  for (const [position, country] of SEED_COUNTRIES.entries()) {
    const [first] = country.modes;
    if (!first) continue;
    await db.insert(sourceCountries).values({
      code: country.code,
      name: country.name,
      kiloPriceCents: first[1],
      volPriceCents: first[2],
      serviceFeeCents: country.serviceFeeCents,
      position,
    });
    await db.insert(deliveryModes).values(
      country.modes.map(([mode, kiloPriceCents, volPriceCents, etaMinDays, etaMaxDays]) => ({
        countryCode: country.code,
        mode,
        kiloPriceCents,
        volPriceCents,
        etaMinDays,
        etaMaxDays,
      })),
    );
    await db.insert(overseasWarehouses).values(country.warehouses.map((w) => ({ ...w, countryCode: country.code })));
  }
}
