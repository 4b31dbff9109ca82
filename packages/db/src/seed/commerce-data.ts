import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../open-db';
import { users } from '../schema/accounts';
import { settings } from '../schema/foundation';
import { shippingRates, walletEntries } from '../schema/commerce';

type Rate = typeof shippingRates.$inferInsert;

const DAYS = { land: [7, 10], sea: [3, 5], air: [1, 3] } as const;

/** USD cents per kg, per cubic metre and per parcel, by source country and transport. */
const PRICES: Record<string, Record<'land' | 'sea' | 'air', [number, number, number]>> = {
  CN: { land: [150, 25_000, 100], sea: [120, 18_000, 100], air: [650, 90_000, 200] },
  US: { land: [900, 120_000, 300], sea: [700, 80_000, 300], air: [1_500, 200_000, 500] },
  KR: { land: [600, 80_000, 200], sea: [450, 60_000, 200], air: [1_100, 150_000, 300] },
  TH: { land: [100, 15_000, 100], sea: [120, 18_000, 100], air: [500, 70_000, 200] },
  JP: { land: [800, 100_000, 300], sea: [600, 70_000, 300], air: [1_300, 180_000, 400] },
  VN: { land: [90, 14_000, 100], sea: [110, 16_000, 100], air: [450, 60_000, 200] },
  KH: { land: [0, 0, 150], sea: [0, 0, 150], air: [0, 0, 150] },
};

export const SEED_SHIPPING_RATES: Rate[] = Object.entries(PRICES).flatMap(([country, byTransport]) =>
  (['land', 'sea', 'air'] as const).map((transport) => {
    const [kilo, vol, fee] = byTransport[transport];
    return { country, transport, kiloPriceCents: kilo, volPriceCents: vol, serviceFeeCents: fee, divisor: 6000, daysMin: DAYS[transport][0], daysMax: DAYS[transport][1] };
  }),
);

export const SEED_COMMERCE_SETTINGS = {
  anakut_discount_percent: 10,
  bank_accounts: [{ code: 'phone', bank_name: 'Wing Bank', account_name: 'Fardin', account_number: '010 888 168', qr_image: null }],
};

/** The demo shopper starts with $100 of Anakut Cash (one ledger entry). */
export const DEMO_WALLET = { phone: '+85510000001', cents: 10_000 };

/** Shipping rates and commerce settings; with demo users, the demo wallet. Idempotent. */
export async function seedCommerce(db: Db, options: { demoUsers: boolean }): Promise<void> {
  await db.insert(shippingRates).values(SEED_SHIPPING_RATES).onConflictDoNothing();
  await db.insert(settings).values({ key: 'commerce', value: SEED_COMMERCE_SETTINGS }).onConflictDoNothing();
  if (!options.demoUsers) return;
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.phone, DEMO_WALLET.phone));
  if (!user) return;
  const [seeded] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(walletEntries)
    .where(and(eq(walletEntries.userId, user.id), eq(walletEntries.reference, 'DEMO-WELCOME')));
  if ((seeded?.n ?? 0) > 0) return;
  await db.insert(walletEntries).values({ userId: user.id, amountCents: DEMO_WALLET.cents, kind: 'topup', reference: 'DEMO-WELCOME' });
}
