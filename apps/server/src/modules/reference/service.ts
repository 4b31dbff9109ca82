import { and, asc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Db } from '@fardin/db/open-db';
import { banners, categories, settings, stores } from '@fardin/db/schema/reference';
import { contactSchema, type Banner, type Category, type Contact, type Store } from '@fardin/core/contract-foundation';
import type { StoreCode } from '@fardin/core/contract-foundation';
import { Coalescer, TtlCache } from '../../lib/resilience';

/** A top-level category, banner or store as the back office orders and shows it. */
export type ReferenceKind = 'categories' | 'banners' | 'stores';
export interface ReferenceRow {
  id: string;
  title: string;
  title_kh: string;
  position: number;
  visible: boolean;
}
/** A category row as stored (top level: parentId null). */
export type CategoryRow = typeof categories.$inferSelect;
/** What the back office writes of a sub-category. */
export interface SubCategoryValues {
  title: Category['title'];
  keywords: string[];
  search: string;
}
/** Work that must commit with a write (the back office's audit entry): runs in its transaction. */
export type Alongside = (tx: Db) => Promise<unknown>;

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
      return rows.map((r) => ({
        name: r.name,
        image: r.image,
        country: r.country,
        code: r.code,
        store: r.store as StoreCode,
      }));
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
        sub: rows.filter((s) => s.parentId === r.id).map((s) => ({ title: s.title, icon: s.icon, list: s.keywords })),
      }));
    },

    /** Categories under a parent (null = the top level) with their ids, as the mobile client lists them. */
    async listCategoryLevelUncached(
      parentId: number | null,
    ): Promise<{ id: number; code: string; name: string; names: Category['title']; image: string }[]> {
      const rows = await db
        .select()
        .from(categories)
        .where(eq(categories.visible, true))
        .orderBy(asc(categories.position), asc(categories.id));
      return rows
        .filter((r) => r.parentId === parentId)
        .map((r) => ({ id: r.id, code: r.search, name: r.title.en, names: r.title, image: r.icon }));
    },

    /** Every category row, top level and sub-categories, hidden ones too (the catalogue maps its search texts with them). */
    async categoryRowsUncached(): Promise<CategoryRow[]> {
      return db.select().from(categories).orderBy(asc(categories.position), asc(categories.id));
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
  /** The back office's writes; every one of them is followed by `invalidate()` (app.ts, after any admin write). */
  function write(work: (tx: Db) => Promise<void>, alongside?: Alongside): Promise<void> {
    return db.transaction(async (tx) => {
      await work(tx);
      await alongside?.(tx);
    });
  }
  const admin = {
    /** Top-level categories, banners or stores in their order, hidden ones too. */
    async list(kind: ReferenceKind): Promise<ReferenceRow[]> {
      if (kind === 'categories') {
        const rows = await db
          .select()
          .from(categories)
          .where(isNull(categories.parentId))
          .orderBy(asc(categories.position), asc(categories.id));
        return rows.map((r) => ({
          id: String(r.id),
          title: r.title.en || r.title.kh,
          title_kh: r.title.kh || r.title.en,
          position: r.position,
          visible: r.visible,
        }));
      }
      if (kind === 'banners') {
        const rows = await db.select().from(banners).orderBy(asc(banners.position), asc(banners.id));
        return rows.map((r) => ({
          id: String(r.id),
          title: r.title.en || r.title.kh || r.image,
          title_kh: r.title.kh || r.title.en || r.image,
          position: r.position,
          visible: r.active,
        }));
      }
      const rows = await db.select().from(stores).orderBy(asc(stores.position), asc(stores.code));
      return rows.map((r) => ({
        id: r.code,
        title: r.name,
        title_kh: r.name,
        position: r.position,
        visible: r.visible,
      }));
    },

    /** New positions of some rows of a kind (a move renumbers them). */
    reorder(
      kind: ReferenceKind,
      changes: readonly { id: string; position: number }[],
      alongside?: Alongside,
    ): Promise<void> {
      return write(async (tx) => {
        for (const { id, position } of changes) {
          if (kind === 'categories')
            await tx
              .update(categories)
              .set({ position })
              .where(eq(categories.id, Number(id)));
          else if (kind === 'banners')
            await tx
              .update(banners)
              .set({ position })
              .where(eq(banners.id, Number(id)));
          else await tx.update(stores).set({ position }).where(eq(stores.code, id));
        }
      }, alongside);
    },

    setVisible(kind: ReferenceKind, id: string, visible: boolean, alongside?: Alongside): Promise<void> {
      return write(async (tx) => {
        if (kind === 'categories')
          await tx
            .update(categories)
            .set({ visible })
            .where(and(eq(categories.id, Number(id)), isNull(categories.parentId)));
        else if (kind === 'banners')
          await tx
            .update(banners)
            .set({ active: visible })
            .where(eq(banners.id, Number(id)));
        else await tx.update(stores).set({ visible }).where(eq(stores.code, id));
      }, alongside);
    },

    /** A top-level category (null: none with that id). */
    async topCategory(id: number): Promise<CategoryRow | null> {
      const [row] = await db
        .select()
        .from(categories)
        .where(and(eq(categories.id, id), isNull(categories.parentId)));
      return row ?? null;
    },

    /** A sub-category (null: none with that id). */
    async subCategory(id: number): Promise<(CategoryRow & { parentId: number }) | null> {
      const [row] = await db
        .select()
        .from(categories)
        .where(and(eq(categories.id, id), isNotNull(categories.parentId)));
      return row?.parentId ? { ...row, parentId: row.parentId } : null;
    },

    /** The sub-categories of a category in their order, hidden ones too. */
    subCategories(parentId: number): Promise<CategoryRow[]> {
      return db
        .select()
        .from(categories)
        .where(eq(categories.parentId, parentId))
        .orderBy(asc(categories.position), asc(categories.id));
    },

    /** Adds a sub-category last under its parent (with the parent's icon); answers its id. */
    async createSubCategory(
      parent: Pick<CategoryRow, 'id' | 'icon'>,
      values: SubCategoryValues,
      alongside?: (tx: Db, id: number) => Promise<unknown>,
    ): Promise<number> {
      return db.transaction(async (tx) => {
        const [{ next } = { next: 0 }] = await tx
          .select({ next: sql<number>`coalesce(max(${categories.position}) + 1, 0)::int` })
          .from(categories)
          .where(eq(categories.parentId, parent.id));
        const [row] = await tx
          .insert(categories)
          .values({ parentId: parent.id, icon: parent.icon, position: next, ...values })
          .returning({ id: categories.id });
        if (!row) throw new Error('sub-category not created');
        await alongside?.(tx, row.id);
        return row.id;
      });
    },

    updateSubCategory(id: number, values: SubCategoryValues, alongside?: Alongside): Promise<void> {
      return write(async (tx) => {
        await tx.update(categories).set(values).where(eq(categories.id, id));
      }, alongside);
    },

    reorderSubCategories(changes: readonly { id: number; position: number }[], alongside?: Alongside): Promise<void> {
      return write(async (tx) => {
        for (const change of changes)
          await tx.update(categories).set({ position: change.position }).where(eq(categories.id, change.id));
      }, alongside);
    },

    setSubCategoryVisible(id: number, visible: boolean, alongside?: Alongside): Promise<void> {
      return write(async (tx) => {
        await tx.update(categories).set({ visible }).where(eq(categories.id, id));
      }, alongside);
    },

    /** Every setting by key (the back office's settings page). */
    async settings(): Promise<Map<string, unknown>> {
      const rows = await db.select().from(settings);
      return new Map(rows.map((r) => [r.key, r.value]));
    },

    /** Saves one setting (inserted when missing). */
    saveSetting(key: string, value: unknown, alongside?: Alongside): Promise<void> {
      return write(async (tx) => {
        await tx
          .insert(settings)
          .values({ key, value })
          .onConflictDoUpdate({ target: settings.key, set: { value, updatedAt: new Date() } });
      }, alongside);
    },
  };

  return {
    /** The back office's reads and writes of the reference tables. */
    admin,
    /** One setting's value as stored, not kept (undefined: not set). */
    async setting(key: string): Promise<unknown> {
      const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, key));
      return row?.value;
    },
    listStores: () => cached('stores', service.listStoresUncached),
    listCategories: () => cached('categories', service.listCategoriesUncached),
    listBanners: () => cached('banners', service.listBannersUncached),
    categoryRows: () => cached('category-rows', service.categoryRowsUncached),
    listCategoryLevel: (parentId: number | null) =>
      cached(`category-level:${parentId ?? 'top'}`, () => service.listCategoryLevelUncached(parentId)),
    contact: () => cached('contact', service.contactUncached),
    /** Forgets every kept list (after a back-office change). */
    invalidate(): void {
      version += 1;
      cache.clear();
    },
  };
}
export type ReferenceService = ReturnType<typeof createReferenceService>;
