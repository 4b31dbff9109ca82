import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../open-db';
import { addresses, users } from '../schema/accounts';
import { settings } from '../schema/reference';
import { shippingRates } from '../schema/checkout';
import { walletEntries } from '../schema/wallet';
import { SEED_COUNTRIES } from './delivery-data';

type Rate = typeof shippingRates.$inferInsert;

/**
 * The back office's shipping rates, the one source of routes, modes and days (decision 0023): the
 * modes each source country really has (delivery-data's SEED_COUNTRIES), with that country's
 * service fee; the shop's own catalogue (KH) is delivered in Cambodia for its service fee alone.
 */
export const SEED_SHIPPING_RATES: Rate[] = [
  ...SEED_COUNTRIES.flatMap((country) =>
    country.modes.map(([transport, kiloPriceCents, volPriceCents, daysMin, daysMax]) => ({
      country: country.code,
      transport,
      kiloPriceCents,
      volPriceCents,
      serviceFeeCents: country.serviceFeeCents,
      divisor: 6000,
      daysMin,
      daysMax,
    })),
  ),
  {
    country: 'KH',
    transport: 'land',
    kiloPriceCents: 0,
    volPriceCents: 0,
    serviceFeeCents: 150,
    divisor: 6000,
    daysMin: 1,
    daysMax: 2,
  },
];

const SEED_COMMERCE_SETTINGS = {
  anakut_discount_percent: 10,
  bank_accounts: [
    { code: 'phone', bank_name: 'Wing Bank', account_name: 'Fardin', account_number: '010 888 168', qr_image: null },
  ],
};

/** The demo shopper starts with $100 of Anakut Cash (one ledger entry). */
const DEMO_WALLET = { phone: '+85510000001', cents: 10_000 };
/** The demo shopper's saved home address (near the Phnom Penh centre). */
const DEMO_ADDRESS = { name: 'Home', description: 'Street 271, Phnom Penh', lat: 11.5564, lng: 104.9282 };

/** Shipping rates and commerce settings; with demo users, the demo wallet and home address. Idempotent. */
export async function seedCommerce(db: Db, options: { demoUsers: boolean }): Promise<void> {
  await db.insert(shippingRates).values(SEED_SHIPPING_RATES).onConflictDoNothing();
  await db.insert(settings).values({ key: 'commerce', value: SEED_COMMERCE_SETTINGS }).onConflictDoNothing();
  if (!options.demoUsers) return;
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.phone, DEMO_WALLET.phone));
  if (!user) return;
  // Home delivery needs a saved address with a map point (decision 0023): the demo shopper has one.
  const [home] = await db.select({ id: addresses.id }).from(addresses).where(eq(addresses.userId, user.id)).limit(1);
  if (!home) await db.insert(addresses).values({ userId: user.id, ...DEMO_ADDRESS, isDefault: true });
  const [seeded] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(walletEntries)
    .where(and(eq(walletEntries.userId, user.id), eq(walletEntries.reference, 'DEMO-WELCOME')));
  if ((seeded?.n ?? 0) > 0) return;
  await db
    .insert(walletEntries)
    .values({ userId: user.id, amountCents: DEMO_WALLET.cents, kind: 'topup', reference: 'DEMO-WELCOME' });
}
