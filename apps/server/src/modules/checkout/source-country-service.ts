import type { Db } from '@fardin/db/open-db';
import { storeCountry } from './pricing';
import { shippingRoutes } from './shipping-rates-service';

/** A line's source country as the checkout prices it: its own when the rates know it, else its store's. */
export async function sourceCountryOf(db: Db, store: string, lineCountry: string | null): Promise<string> {
  if (lineCountry && (await shippingRoutes(db, [lineCountry])).length > 0) return lineCountry.toUpperCase();
  return storeCountry(db, store);
}
