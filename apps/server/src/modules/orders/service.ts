import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '@fardin/db/open-db';
import { orderEvents, orderLines, orderReferences, orders } from '@fardin/db/schema/orders';
import { fromCents } from '@fardin/core/money';
import {
  orderStatusOf,
  stagesOfStatus,
  type OrderDetail,
  type OrderStage,
  type OrderStatus,
  type OrderSummary,
  type Transport,
} from '@fardin/core/contract-commerce';
import { notFound } from '../../http/errors';
import { orderRefundedCents } from '../wallet/service';
import type { LineState } from '@fardin/core/line-journey';
import { WAREHOUSE } from '../../lib/warehouse';
import { createOrderAdminQueries } from './admin-queries';
import type { QualityCheckService } from './quality-check';

export type OrderRow = typeof orders.$inferSelect;
/** An order as checkout places it (its tracking code is made on insert, decision 0014). */
export type NewOrder = Omit<typeof orders.$inferInsert, 'id' | 'trackingCode' | 'createdAt' | 'updatedAt'>;
export type NewOrderLine = Omit<typeof orderLines.$inferInsert, 'id' | 'orderId'>;

/** The shopper's order paid by that KHQR payment, if one was placed (a paid KHQR pays for one order). */
export async function orderOfPayment(db: Db, userId: number, paymentId: number): Promise<OrderRow | null> {
  const [order] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.paymentId, paymentId), eq(orders.userId, userId)));
  return order ?? null;
}

/**
 * Writes a new order with its lines and first timeline steps (`placed`, and `paid` when paid at
 * checkout) inside checkout's transaction (decision 0011); the checkout has locked and checked
 * everything else before.
 */
export async function insertPlacedOrder(
  tx: Db,
  order: NewOrder,
  lines: readonly NewOrderLine[],
  paid: boolean,
): Promise<OrderRow> {
  const [row] = await tx.insert(orders).values(order).returning();
  const placed = row!;
  await tx.insert(orderLines).values(lines.map((line) => ({ ...line, orderId: placed.id })));
  await tx.insert(orderEvents).values({ orderId: placed.id, stage: 'placed' });
  if (paid) await tx.insert(orderEvents).values({ orderId: placed.id, stage: 'paid' });
  return placed;
}

function summary(order: OrderRow, lines: { image: string; quantity: number }[]): OrderSummary {
  return {
    id: order.id,
    total: fromCents(order.grandTotalCents),
    date: order.createdAt.toISOString(),
    address: [order.address.name, order.address.description].filter(Boolean).join(', '),
    status: orderStatusOf(order.stage as OrderStage),
    stage: order.stage as OrderStage,
    payment_type: order.paymentType,
    payment_status: order.paymentStatus,
    type: order.store,
    item_count: lines.reduce((n, l) => n + l.quantity, 0),
    image: lines[0]?.image ?? '',
    warehouse: WAREHOUSE,
  };
}

export interface OrderServiceDeps {
  db: Db;
  now: () => Date;
  checks: QualityCheckService;
  /** The days an order's transport takes from its lines' countries (checkout's price list). */
  estimate: (store: string, transport: Transport, lineCountries: readonly (string | null)[]) => Promise<string>;
}

/**
 * Orders (module `orders`, the only one that reads or writes the order tables): history, detail
 * and tracking for the shopper and the back office's lists (`admin`, admin-queries.ts). Every
 * write of an order (cancel, stage moves, payments, refunds, references, checks) is a step of a
 * flow (steps-service.ts, apps/server/src/flows; decision 0032).
 */
export function createOrderService(deps: OrderServiceDeps) {
  const { db, checks } = deps;
  async function ownOrder(userId: number, id: number): Promise<OrderRow> {
    const [order] = await db
      .select()
      .from(orders)
      .where(and(eq(orders.id, id), eq(orders.userId, userId)));
    if (!order) throw notFound('order.not_found');
    return order;
  }

  return {
    async history(userId: number, query: { status?: OrderStatus | undefined; page: number; rowPerPage: number }) {
      const where = query.status
        ? and(eq(orders.userId, userId), inArray(orders.stage, stagesOfStatus(query.status)))
        : eq(orders.userId, userId);
      const [{ total } = { total: 0 }] = await db
        .select({ total: sql<number>`count(*)::int` })
        .from(orders)
        .where(where);
      const rows = await db
        .select()
        .from(orders)
        .where(where)
        .orderBy(desc(orders.createdAt), desc(orders.id))
        .limit(query.rowPerPage)
        .offset((query.page - 1) * query.rowPerPage);
      const lines = rows.length
        ? await db
            .select({ orderId: orderLines.orderId, image: orderLines.image, quantity: orderLines.quantity })
            .from(orderLines)
            .where(
              inArray(
                orderLines.orderId,
                rows.map((r) => r.id),
              ),
            )
            .orderBy(asc(orderLines.id))
        : [];
      return {
        data: rows.map((row) =>
          summary(
            row,
            lines.filter((l) => l.orderId === row.id),
          ),
        ),
        page: query.page,
        row_per_page: query.rowPerPage,
        total,
        last_page: Math.max(1, Math.ceil(total / query.rowPerPage)),
      };
    },

    async detail(userId: number, id: number): Promise<OrderDetail> {
      const order = await ownOrder(userId, id);
      const [lines, events, refs, refundedCents] = await Promise.all([
        db.select().from(orderLines).where(eq(orderLines.orderId, id)).orderBy(asc(orderLines.id)),
        db
          .select()
          .from(orderEvents)
          .where(eq(orderEvents.orderId, id))
          .orderBy(asc(orderEvents.createdAt), asc(orderEvents.id)),
        db
          .select({ trackingNo: orderReferences.trackingNo })
          .from(orderReferences)
          .where(eq(orderReferences.orderId, id)),
        orderRefundedCents(db, userId, id),
      ]);
      const checkOf = await checks.ofLines(lines.map((l) => l.id));
      const weighed =
        order.parcel.weight > 0 || (order.parcel.height > 0 && order.parcel.width > 0 && order.parcel.length > 0);
      return {
        ...summary(order, lines),
        subtotal: fromCents(order.subtotalCents),
        delivery_fee: fromCents(order.shippingCents),
        delivery_fee_known: order.shippingCents > 0 || weighed,
        discount: fromCents(order.discountCents),
        grand_total: fromCents(order.grandTotalCents),
        estimate_time: await deps.estimate(
          order.store,
          order.transport,
          lines.map((l) => l.country),
        ),
        transport: order.transport,
        delivery: order.delivery,
        note: order.note,
        can_cancel: order.stage === 'placed',
        can_decide_checks: order.stage === 'overseas_warehouse',
        carrier_tracking_no: refs[0]?.trackingNo ?? null,
        refunded_to_wallet: fromCents(refundedCents),
        lines: lines.map((l) => ({
          id: l.id,
          check: checkOf.get(l.id) ?? null,
          product_id: l.productId,
          type: l.store,
          quantity: l.quantity,
          product_name: l.title,
          product_price: fromCents(l.unitUsdCents),
          image: l.image,
          variant: l.variantName ?? (l.variant || null),
          country: l.country,
        })),
        timeline: events.map((e) => ({
          stage: e.stage as OrderStage,
          date: e.createdAt.toISOString(),
          note: e.note,
          photos: e.photos,
        })),
      };
    },

    /** The state of each line of an order (the journey, decision 0033). */
    async lineStates(orderId: number): Promise<Map<number, LineState>> {
      const rows = await db
        .select({ id: orderLines.id, state: orderLines.state })
        .from(orderLines)
        .where(eq(orderLines.orderId, orderId));
      return new Map(rows.map((r) => [r.id, r.state]));
    },

    /** The receipt a bank-transfer order was placed with (null for another payment or none). */
    async transferReceiptUrl(id: number): Promise<string | null> {
      const [row] = await db
        .select({ url: orders.receiptUrl })
        .from(orders)
        .where(and(eq(orders.id, id), eq(orders.paymentType, 'bankTransfer')));
      return row?.url ?? null;
    },

    /** The public tracking code of an order (null for an order placed before codes existed). */
    async trackingCode(id: number): Promise<string | null> {
      const [row] = await db.select({ code: orders.trackingCode }).from(orders).where(eq(orders.id, id));
      return row?.code ?? null;
    },

    /** The back office's order lists, references, refunds and receipt refusals. */
    admin: createOrderAdminQueries(db),
  };
}
export type OrderService = ReturnType<typeof createOrderService>;
