import { eq } from 'drizzle-orm';
import { users } from '@fardin/db/schema/accounts';
import { products } from '@fardin/db/schema/catalogue';
import type { TestApp } from '../../test/test-app';

/** Test products written into the catalogue table (read through the real catalogue adapter). */
export const TEST_PRODUCTS = [
  { store: 'taobao', sourceId: 'tb-100', country: 'CN', title: 'Test dress', currency: 'CNY', priceCents: 10_000, priceUsdCents: 1_500, stock: 1_000_000, skus: [{ skuId: 'red-m', properties: 'Color:Red;Size:M', priceCents: 12_000, quantity: 3 }] },
  { store: 'taobao', sourceId: 'tb-200', country: 'CN', title: 'Test shoes', currency: 'CNY', priceCents: 20_000, priceUsdCents: 3_000, stock: 1_000_000, skus: [] },
  { store: 'fardin', sourceId: 'fd-1', country: 'KH', title: 'Local mug', currency: 'USD', priceCents: 500, priceUsdCents: 500, stock: 1_000_000, skus: [] },
] as const;

export async function insertTestProducts(t: TestApp): Promise<void> {
  await t.opened.db
    .insert(products)
    .values(TEST_PRODUCTS.map((p) => ({ ...p, skus: [...p.skus], images: [`https://img.example/${p.sourceId}.jpg`] })))
    .onConflictDoNothing();
}

export async function setPrice(t: TestApp, sourceId: string, priceCents: number): Promise<void> {
  await t.opened.db.update(products).set({ priceCents }).where(eq(products.sourceId, sourceId));
}

/** A verified shopper with a session token. */
export async function makeShopper(t: TestApp, phone: string): Promise<string> {
  await t.opened.db.insert(users).values({ name: `Shopper ${phone}`, phone, passwordHash: 'x', verifiedAt: new Date() }).onConflictDoNothing();
  return t.tokenFor(phone);
}

export const SHOPPER = '+85510000001';
