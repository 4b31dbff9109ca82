import { sql } from 'drizzle-orm';
import type { Db } from '../open-db';
import { banners, categories, settings, stores } from '../schema/reference';
import { users } from '../schema/accounts';
import { seedCatalogue } from './catalogue-data';
import { seedDelivery } from './delivery-seed';
import { seedContent } from './content-seed';
import { seedCommerce } from './commerce-data';
import { seedOperationsDemo } from './operations-seed';
import { BUILT_IN_CATEGORIES } from '@fardin/core/built-in-categories';
import { seedConversationsDemo } from './conversations-seed';
import { DEMO_USERS, SEED_BANNERS, SEED_CONTACT, SEED_STORES } from './foundation-data';
import { seedParcelsDemo } from './parcels-seed';

export interface SeedOptions {
  /** Demo shopper and admin; never in production unless asked for explicitly. */
  demoUsers: boolean;
  /** Demo orders along the purchase journey (queue and problem inbox filled); `npm start` only. */
  demoOrders?: boolean;
  hashPassword(password: string): Promise<string>;
}

/** Reference data every store needs. Idempotent: a second run changes nothing. */
async function seedReferenceData(db: Db): Promise<void> {
  await db
    .insert(stores)
    .values(SEED_STORES.map((s, position) => ({ ...s, image: `/stores/${s.code}.svg`, position })))
    .onConflictDoNothing();

  const [{ count } = { count: 0 }] = await db.select({ count: sql<number>`count(*)::int` }).from(categories);
  if (count === 0) {
    for (const [position, category] of BUILT_IN_CATEGORIES.entries()) {
      const [parent] = await db
        .insert(categories)
        .values({ title: category.title, search: category.search, icon: `/categories/${category.slug}.svg`, position })
        .returning({ id: categories.id });
      if (!parent) continue;
      await db.insert(categories).values(
        category.sub.map((sub, subPosition) => ({
          parentId: parent.id,
          title: sub.title,
          search: sub.keywords[0] ?? sub.title.en,
          icon: `/categories/${category.slug}.svg`,
          keywords: sub.keywords,
          position: subPosition,
        })),
      );
    }
  }

  const [{ bannerCount } = { bannerCount: 0 }] = await db
    .select({ bannerCount: sql<number>`count(*)::int` })
    .from(banners);
  if (bannerCount === 0) {
    await db.insert(banners).values(SEED_BANNERS.map((b, position) => ({ ...b, position })));
  }

  await db.insert(settings).values({ key: 'contact', value: SEED_CONTACT }).onConflictDoNothing();
}

async function seedDemoUsers(db: Db, hashPassword: (password: string) => Promise<string>): Promise<void> {
  for (const user of DEMO_USERS) {
    await db
      .insert(users)
      .values({
        name: user.name,
        phone: user.phone,
        role: user.role,
        passwordHash: await hashPassword(user.password),
        verifiedAt: new Date(),
      })
      .onConflictDoNothing();
  }
}

export async function seed(db: Db, options: SeedOptions): Promise<void> {
  await seedReferenceData(db);
  await seedCatalogue(db);
  await seedDelivery(db);
  await seedContent(db);
  if (options.demoUsers) await seedDemoUsers(db, options.hashPassword);
  await seedCommerce(db, { demoUsers: options.demoUsers });
  if (options.demoUsers && options.demoOrders) await seedOperationsDemo(db);
  if (options.demoUsers && options.demoOrders) await seedConversationsDemo(db);
  if (options.demoUsers && options.demoOrders) await seedParcelsDemo(db);
}
