import { asc, eq } from 'drizzle-orm';
import type { Db } from '@fardin/db/open-db';
import { banners, categories, settings, stores } from '@fardin/db/schema/reference';
import { contactSchema, type Banner, type Category, type Contact, type Store } from '@fardin/core/contract-foundation';
import type { StoreCode } from '@fardin/core/contract-foundation';
import { Coalescer, TtlCache } from '../../lib/resilience';

/**
 * Reference data changes rarely (the back office edits it) and every page's frame reads it: each
 * answer is kept in memory for a few seconds, so a burst of page views costs one query. Back-office
 * writes call `invalidate()`; a load that was running meanwhile is not kept.
 */
const REFERENCE_TTL_MS = 10_000;

export function createReferenceService(db: Db) {
  const cache = new TtlCache<unknown>(16);
  const coalescer = new Coalescer<unknown>();
  let version = 0;
  function cached<T>(key: string, load: () => Promise<T>): Promise<T> {
    const hit = cache.get(key);
    if (hit !== undefined) return Promise.resolve(hit as T);
    const since = version;
    return coalescer.run(`${since}:${key}`, async () => {
      const value = await load();
      if (since === version) cache.set(key, value, REFERENCE_TTL_MS);
      return value;
    }) as Promise<T>;
  }
  const service = {
    async listStoresUncached(): Promise<Store[]> {
      const rows = await db.select().from(stores).where(eq(stores.visible, true)).orderBy(asc(stores.position));
      return rows.map((r) => ({ name: r.name, image: r.image, country: r.country, code: r.code, store: r.store as StoreCode }));
    },

    async listCategoriesUncached(): Promise<Category[]> {
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

    /** Categories under a parent (null = the top level) with their ids, as the mobile client lists them. */
    async listCategoryLevelUncached(parentId: number | null): Promise<{ id: number; code: string; name: string; names: Category['title']; image: string }[]> {
      const rows = await db.select().from(categories).where(eq(categories.visible, true)).orderBy(asc(categories.position), asc(categories.id));
      return rows
        .filter((r) => r.parentId === parentId)
        .map((r) => ({ id: r.id, code: r.search, name: r.title.en, names: r.title, image: r.icon }));
    },

    async listBannersUncached(): Promise<Banner[]> {
      const rows = await db.select().from(banners).where(eq(banners.active, true)).orderBy(asc(banners.position));
      return rows.map((r) => ({ id: r.id, image: r.image, link: r.link, title: r.title }));
    },

    async contactUncached(): Promise<Contact> {
      const [row] = await db.select().from(settings).where(eq(settings.key, 'contact'));
      return contactSchema.parse(row?.value);
    },
  };
  return {
    listStores: () => cached('stores', service.listStoresUncached),
    listCategories: () => cached('categories', service.listCategoriesUncached),
    listBanners: () => cached('banners', service.listBannersUncached),
    listCategoryLevel: (parentId: number | null) => cached(`category-level:${parentId ?? 'top'}`, () => service.listCategoryLevelUncached(parentId)),
    contact: () => cached('contact', service.contactUncached),
    /** Forgets every kept list (after a back-office change). */
    invalidate(): void {
      version += 1;
      cache.clear();
    },
  };
}
export type ReferenceService = ReturnType<typeof createReferenceService>;
