import { and, desc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '@fardin/db/open-db';
import { users } from '@fardin/db/schema/accounts';
import { orderReferences, orders } from '@fardin/db/schema/orders';
import { fromCents } from '@fardin/core/money';
import {
  orderStatusOf,
  stagesOfStatus,
  type OrderStage,
  type OrderStatus,
  type PaymentType,
} from '@fardin/core/contract-commerce';
import { notFound } from '../../http/errors';

/**
 * The back office's queries over the order tables (the shopper's side answers per shopper only),
 * reached through the order service (`services.orders.admin`); its writes are flow steps (steps-service.ts). The list and one order join
 * `users` read-only for the shopper's name and phone, which staff see and filter by.
 */
export interface OrderFilter {
  status?: OrderStatus | undefined;
  stage?: OrderStage | undefined;
  store?: string | undefined;
  paymentType?: PaymentType | undefined;
  paymentStatus?: 'unpaid' | 'verifying' | 'paid' | 'refunded' | undefined;
  from?: string | undefined;
  to?: string | undefined;
  page: number;
  perPage: number;
}

function nextDay(date: string): Date {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d;
}

/**
 * The two queries of the back-office order list (count and one page, newest first). Each filter
 * has an index (orders schema): (stage|payment_status|store|payment_type, created_at) and
 * (created_at); order-filters.test.ts checks the plans, bench/src/admin-orders.ts times them.
 */
export function orderListQueries(db: Db, f: OrderFilter) {
  const conditions = [
    f.stage ? eq(orders.stage, f.stage) : f.status ? inArray(orders.stage, stagesOfStatus(f.status)) : undefined,
    f.store ? eq(orders.store, f.store) : undefined,
    f.paymentType ? eq(orders.paymentType, f.paymentType) : undefined,
    f.paymentStatus ? eq(orders.paymentStatus, f.paymentStatus) : undefined,
    f.from ? gte(orders.createdAt, new Date(`${f.from}T00:00:00Z`)) : undefined,
    f.to ? lt(orders.createdAt, nextDay(f.to)) : undefined,
  ].filter((c) => c !== undefined);
  const where = conditions.length ? and(...conditions) : undefined;
  return {
    count: db
      .select({ total: sql<number>`count(*)::int` })
      .from(orders)
      .where(where),
    page: db
      .select({ order: orders, userName: users.name, userPhone: users.phone })
      .from(orders)
      .innerJoin(users, eq(users.id, orders.userId))
      .where(where)
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(f.perPage)
      .offset((f.page - 1) * f.perPage),
  };
}

export async function listOrders(db: Db, f: OrderFilter) {
  const queries = orderListQueries(db, f);
  const [{ total } = { total: 0 }] = await queries.count;
  const rows = await queries.page;
  return { total, rows: rows.map((r) => adminOrderRow(r.order, r.userName, r.userPhone)) };
}

type OrderRow = typeof orders.$inferSelect;
function adminOrderRow(o: OrderRow, userName: string, userPhone: string) {
  return {
    id: o.id,
    user_id: o.userId,
    user_name: userName,
    user_phone: userPhone,
    store: o.store,
    stage: o.stage as OrderStage,
    status: orderStatusOf(o.stage as OrderStage),
    payment_type: o.paymentType,
    payment_status: o.paymentStatus,
    receipt_url: o.receiptUrl,
    total: fromCents(o.grandTotalCents),
    currency: o.currency,
    date: o.createdAt.toISOString(),
  };
}

/** The order with its shopper, or 404. */
async function orderWithUser(db: Db, id: number) {
  const [row] = await db
    .select({ order: orders, userName: users.name, userPhone: users.phone })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(eq(orders.id, id));
  if (!row) throw notFound('order.not_found');
  const [refs] = await db.select().from(orderReferences).where(eq(orderReferences.orderId, id));
  return {
    ...adminOrderRow(row.order, row.userName, row.userPhone),
    marketplace_order_no: refs?.marketplaceOrderNo ?? null,
    tracking_no: refs?.trackingNo ?? null,
  };
}

const count = sql<number>`count(*)::int`;

/** The back office's order reads, bound to one database (`services.orders.admin`). */
export function createOrderAdminQueries(db: Db) {
  return {
    list: (f: OrderFilter) => listOrders(db, f),
    /** The order with its shopper and staff references, or 404. */
    withUser: (id: number) => orderWithUser(db, id),
    /** Dashboard counts: paid orders to buy, transfer receipts to verify, paid revenue since `start`. */
    async dashboard(start: Date) {
      const [[toBuy], [toVerify], [revenue]] = await Promise.all([
        db.select({ n: count }).from(orders).where(eq(orders.stage, 'paid')),
        db.select({ n: count }).from(orders).where(eq(orders.paymentStatus, 'verifying')),
        db
          .select({ n: sql<number>`coalesce(sum(${orders.grandTotalCents}), 0)::int` })
          .from(orders)
          .where(and(eq(orders.paymentStatus, 'paid'), gte(orders.createdAt, start))),
      ]);
      return { toBuy: toBuy?.n ?? 0, toVerify: toVerify?.n ?? 0, revenueCents: revenue?.n ?? 0 };
    },
  };
}
