import { eq } from 'drizzle-orm';
import type { Db } from '@fardin/db/open-db';
import { settings } from '@fardin/db/schema/reference';
import { parcelSettingsSchema, type ParcelSettings } from '@fardin/core/contract-parcels';
import {
  STORAGE_DAILY_FEE_CENTS_DEFAULT,
  STORAGE_FREE_DAYS_DEFAULT,
  type ParcelMode,
} from '@fardin/core/parcel-journey';

/** The parcels settings (settings key `parcels`) when nothing or nothing valid is stored. */
const DEFAULT_PARCEL_SETTINGS: ParcelSettings = {
  storage_free_days: STORAGE_FREE_DAYS_DEFAULT,
  storage_daily_fee_cents: STORAGE_DAILY_FEE_CENTS_DEFAULT,
  cod_freight: [],
};

/**
 * The shop's parcel settings (key `parcels`): free storage days, the daily fee after them, and the
 * country/mode routes where the freight may be paid in cash at the door. Each part that does not
 * parse falls back to its default. Read in the caller's transaction.
 */
export async function parcelSettings(db: Db): Promise<ParcelSettings> {
  const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, 'parcels'));
  const value = (row?.value ?? {}) as Record<string, unknown>;
  const part = <K extends keyof ParcelSettings>(key: K): ParcelSettings[K] => {
    const parsed = parcelSettingsSchema.shape[key].safeParse(value[key]);
    return parsed.success ? (parsed.data as ParcelSettings[K]) : DEFAULT_PARCEL_SETTINGS[key];
  };
  return {
    storage_free_days: part('storage_free_days'),
    storage_daily_fee_cents: part('storage_daily_fee_cents'),
    cod_freight: part('cod_freight'),
  };
}

/** Whether the freight of a parcel from this country by this mode may be paid in cash at the door. */
export function codFreightAllowed(s: ParcelSettings, country: string, mode: ParcelMode): boolean {
  return s.cod_freight.some((r) => r.country.toUpperCase() === country.toUpperCase() && r.mode === mode);
}
