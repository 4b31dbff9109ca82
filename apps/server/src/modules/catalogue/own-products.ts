import { randomBytes } from 'node:crypto';
import { and, desc, eq, ilike, sql } from 'drizzle-orm';
import type { Db } from '@fardin/db/open-db';
import { products, type ProductPropRow, type ProductSkuRow } from '@fardin/db/schema/catalogue';
import { fromCents, toCents } from '@fardin/core/money';
import { notFound } from '../../http/errors';
import { OWN_STORE } from './stock-service';

/**
 * The shop's own catalogue (`fardin` products) as the back office writes it, limited to the
 * `fardin` store; the back office reaches it through the catalogue service (`catalogue.own`).
 * Prices are USD; variants become one property "Option" with one SKU per value.
 */

export interface FardinProductInput {
  title_kh: string;
  title_en: string;
  title_zh: string;
  category?: string | undefined;
  description: string;
  price: number;
  stock: number;
  images: string[];
  variants: { name: string; price: number; stock: number }[];
  active: boolean;
}

function rowValues(input: FardinProductInput) {
  const props: ProductPropRow[] = input.variants.length
    ? [{ pid: '1', name: 'Option', values: input.variants.map((v, i) => ({ vid: String(i + 1), name: v.name })) }]
    : [];
  const skus: ProductSkuRow[] = input.variants.map((v, i) => ({
    skuId: String(i + 1),
    properties: `1:${i + 1}`,
    priceCents: toCents(v.price),
    quantity: v.stock,
  }));
  const priceCents = skus.length ? Math.min(...skus.map((s) => s.priceCents)) : toCents(input.price);
  return {
    title: input.title_kh || input.title_en,
    titleKh: input.title_kh,
    titleEn: input.title_en,
    titleZh: input.title_zh,
    category: input.category ?? null,
    description: input.description,
    currency: 'USD',
    priceCents,
    priceUsdCents: priceCents,
    stock: skus.length ? skus.reduce((n, s) => n + s.quantity, 0) : input.stock,
    images: input.images,
    props,
    skus,
    active: input.active,
    updatedAt: new Date(),
  };
}

type ProductRow = typeof products.$inferSelect;
/** A product as the back office shows and edits it. */
function adminProduct(p: ProductRow) {
  const names = new Map(p.props[0]?.values.map((v) => [`1:${v.vid}`, v.name]) ?? []);
  return {
    id: p.id,
    source_id: p.sourceId,
    title_kh: p.titleKh,
    title_en: p.titleEn,
    title_zh: p.titleZh,
    category: p.category,
    description: p.description,
    price: fromCents(p.priceCents),
    stock: p.stock ?? 0,
    images: p.images,
    active: p.active,
    updated_at: p.updatedAt.toISOString(),
    variants: p.skus.map((s) => ({
      name: names.get(s.properties) ?? s.properties,
      price: fromCents(s.priceCents),
      stock: s.quantity,
    })),
  };
}

async function listOwnProducts(db: Db, query: { q?: string | undefined; page: number; perPage: number }) {
  const text = query.q?.trim();
  const where = and(
    eq(products.store, OWN_STORE),
    text ? ilike(products.searchText, `%${text.replace(/[%_\\]/g, '\\$&')}%`) : undefined,
  );
  const [{ total } = { total: 0 }] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(products)
    .where(where);
  const rows = await db
    .select()
    .from(products)
    .where(where)
    .orderBy(desc(products.updatedAt), desc(products.id))
    .limit(query.perPage)
    .offset((query.page - 1) * query.perPage);
  return { total, rows: rows.map(adminProduct) };
}

async function ownProduct(db: Db, id: number) {
  const [row] = await db
    .select()
    .from(products)
    .where(and(eq(products.id, id), eq(products.store, OWN_STORE)));
  if (!row) throw notFound('product.not_found');
  return row;
}

async function createOwnProduct(db: Db, input: FardinProductInput) {
  const sourceId = `FDA${randomBytes(4).toString('hex').toUpperCase()}`;
  const [row] = await db
    .insert(products)
    .values({ store: OWN_STORE, sourceId, country: 'KH', ...rowValues(input) })
    .returning();
  if (!row) throw new Error('product not created');
  return row;
}

async function updateOwnProduct(db: Db, id: number, input: FardinProductInput) {
  await ownProduct(db, id);
  const [row] = await db
    .update(products)
    .set(rowValues(input))
    .where(and(eq(products.id, id), eq(products.store, OWN_STORE)))
    .returning();
  return row!;
}

async function setOwnProductActive(db: Db, id: number, active: boolean) {
  await ownProduct(db, id);
  await db
    .update(products)
    .set({ active, updatedAt: new Date() })
    .where(and(eq(products.id, id), eq(products.store, OWN_STORE)));
}

type AdminProduct = ReturnType<typeof adminProduct>;
/** The back office's audit row of a write, written in the write's transaction. */
type Audit<T = void> = (tx: Db, saved: T) => Promise<void>;

/**
 * The back office's own-catalogue calls, bound to the database (the catalogue service's `own`).
 * Each write takes the back office's `audit` step, run in the write's transaction.
 */
export function ownProducts(db: Db) {
  async function audited<T>(write: (tx: Db) => Promise<T>, audit: Audit<T> | undefined): Promise<T> {
    return db.transaction(async (tx) => {
      const saved = await write(tx);
      await audit?.(tx, saved);
      return saved;
    });
  }
  return {
    list: (query: { q?: string | undefined; page: number; perPage: number }) => listOwnProducts(db, query),
    get: async (id: number) => adminProduct(await ownProduct(db, id)),
    create: (input: FardinProductInput, audit?: Audit<AdminProduct>) =>
      audited(async (tx) => adminProduct(await createOwnProduct(tx, input)), audit),
    update: (id: number, input: FardinProductInput, audit?: Audit<AdminProduct>) =>
      audited(async (tx) => adminProduct(await updateOwnProduct(tx, id, input)), audit),
    setActive: (id: number, active: boolean, audit?: Audit) =>
      audited((tx) => setOwnProductActive(tx, id, active), audit),
  };
}
