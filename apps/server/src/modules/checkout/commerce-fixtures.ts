import { and, eq } from 'drizzle-orm';
import { addresses, users } from '@fardin/db/schema/accounts';
import { products } from '@fardin/db/schema/catalogue';
import { walletEntries } from '@fardin/db/schema/wallet';
import type { TestApp } from '../../test/test-app';

/** Test products written into the catalogue table (read through the real catalogue adapter). */
const TEST_PRODUCTS = [
  {
    store: 'taobao',
    sourceId: 'tb-100',
    country: 'CN',
    title: 'Test dress',
    currency: 'CNY',
    priceCents: 10_000,
    priceUsdCents: 1_500,
    stock: 1_000_000,
    skus: [{ skuId: 'red-m', properties: 'Color:Red;Size:M', priceCents: 12_000, quantity: 3 }],
  },
  {
    store: 'taobao',
    sourceId: 'tb-200',
    country: 'CN',
    title: 'Test shoes',
    currency: 'CNY',
    priceCents: 20_000,
    priceUsdCents: 3_000,
    stock: 1_000_000,
    skus: [],
  },
  {
    store: 'fardin',
    sourceId: 'fd-1',
    country: 'KH',
    title: 'Local mug',
    currency: 'USD',
    priceCents: 500,
    priceUsdCents: 500,
    stock: 1_000_000,
    skus: [],
  },
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

/** A verified shopper with a session token and, unless `address: false`, a saved default home address with a map point. */
export async function makeShopper(t: TestApp, phone: string, options: { address?: boolean } = {}): Promise<string> {
  const [user] = await t.opened.db
    .insert(users)
    .values({ name: `Shopper ${phone}`, phone, passwordHash: 'x', verifiedAt: new Date() })
    .onConflictDoNothing()
    .returning({ id: users.id });
  if (user && options.address !== false)
    await t.opened.db
      .insert(addresses)
      .values({ userId: user.id, name: 'Home', description: 'Street 271', lat: 11.55, lng: 104.92, isDefault: true });
  return t.tokenFor(phone);
}

export const SHOPPER = '+85510000001';

/** An own-catalogue (`fardin`) product with this stock; `variants` adds one SKU per entry (id '1', '2', ...). */
export async function insertOwnProduct(
  t: TestApp,
  sourceId: string,
  options: { stock: number | null; priceCents?: number; variants?: number[] },
): Promise<void> {
  const priceCents = options.priceCents ?? 500;
  const variants = options.variants ?? [];
  await t.opened.db.insert(products).values({
    store: 'fardin',
    sourceId,
    country: 'KH',
    title: `Own ${sourceId}`,
    currency: 'USD',
    priceCents,
    priceUsdCents: priceCents,
    stock: variants.length ? variants.reduce((n, q) => n + q, 0) : options.stock,
    images: [`https://img.example/${sourceId}.jpg`],
    props: variants.length
      ? [{ pid: '1', name: 'Option', values: variants.map((_, i) => ({ vid: String(i + 1), name: `V${i + 1}` })) }]
      : [],
    skus: variants.map((quantity, i) => ({ skuId: String(i + 1), properties: `1:${i + 1}`, priceCents, quantity })),
  });
}

/** The product's stock and its SKU quantities by SKU id. */
export async function stockOf(
  t: TestApp,
  sourceId: string,
): Promise<{ stock: number | null; skus: Record<string, number> }> {
  const [row] = await t.opened.db
    .select({ stock: products.stock, skus: products.skus })
    .from(products)
    .where(and(eq(products.store, 'fardin'), eq(products.sourceId, sourceId)));
  return { stock: row?.stock ?? null, skus: Object.fromEntries((row?.skus ?? []).map((s) => [s.skuId, s.quantity])) };
}

/** Credits a shopper's Anakut Cash (a top-up already approved). */
export async function topUp(t: TestApp, phone: string, cents: number): Promise<void> {
  const [user] = await t.opened.db.select({ id: users.id }).from(users).where(eq(users.phone, phone));
  await t.opened.db.insert(walletEntries).values({ userId: user!.id, amountCents: cents, kind: 'topup' });
}
