import { asc, eq } from 'drizzle-orm';
import type { Db } from '@fardin/db/open-db';
import { banners, categories, settings, stores } from '@fardin/db/schema/foundation';
import { contactSchema, type Banner, type Category, type Contact, type Store } from '@fardin/core/contract-foundation';
import type { StoreCode } from '@fardin/core/contract-foundation';

export function createCatalogService(db: Db) {
  return {
    async listStores(): Promise<Store[]> {
      const rows = await db.select().from(stores).where(eq(stores.visible, true)).orderBy(asc(stores.position));
      return rows.map((r) => ({ name: r.name, image: r.image, country: r.country, code: r.code, store: r.store as StoreCode }));
    },

    async listCategories(): Promise<Category[]> {
      const rows = await db
        .select()
        .from(categories)
        .where(eq(categories.visible, true))
        .orderBy(asc(categories.position), asc(categories.id));
      const top = rows.filter((r) => r.parentId === null);
      return top.map((r) => ({
        id: r.id,
        title: r.title,
        search: r.search,
        icon: r.icon,
        arrow: 'right' as const,
        sub: rows
          .filter((s) => s.parentId === r.id)
          .map((s) => ({ title: s.title, icon: s.icon, list: s.keywords })),
      }));
    },

    async listBanners(): Promise<Banner[]> {
      const rows = await db.select().from(banners).where(eq(banners.active, true)).orderBy(asc(banners.position));
      return rows.map((r) => ({ id: r.id, image: r.image, link: r.link, title: r.title }));
    },

    async contact(): Promise<Contact> {
      const [row] = await db.select().from(settings).where(eq(settings.key, 'contact'));
      return contactSchema.parse(row?.value);
    },
  };
}
export type CatalogService = ReturnType<typeof createCatalogService>;
