import { asc, eq } from 'drizzle-orm';
import type { Db } from '@fardin/db/open-db';
import { orderEvents, orders } from '@fardin/db/schema/orders';
import { formatOrderTrackingCode, normalizeOrderTrackingCode } from '@fardin/core/order-tracking-code';
import { ORDER_STAGE_LABEL, orderStatusOf, type OrderStage, type OrderTracking } from '@fardin/core/contract-commerce';
import { notFound } from '../../http/errors';

/**
 * Public tracking by tracking code only (never the sequential id): the stage and the dated steps,
 * as a courier label shows, with the order's id for the flow that adds its parcels (issue 27).
 * Anything that is not a known code is the same 404 (decision 0014).
 */
export async function orderTrackingByCode(db: Db, code: string): Promise<{ orderId: number; tracking: OrderTracking }> {
  const normalised = normalizeOrderTrackingCode(code);
  if (!normalised) throw notFound('order.not_found');
  const [order] = await db
    .select({
      id: orders.id,
      trackingCode: orders.trackingCode,
      store: orders.store,
      stage: orders.stage,
      transport: orders.transport,
      createdAt: orders.createdAt,
    })
    .from(orders)
    .where(eq(orders.trackingCode, normalised));
  if (!order?.trackingCode) throw notFound('order.not_found');
  const events = await db
    .select({ stage: orderEvents.stage, createdAt: orderEvents.createdAt })
    .from(orderEvents)
    .where(eq(orderEvents.orderId, order.id))
    .orderBy(asc(orderEvents.createdAt), asc(orderEvents.id));
  return {
    orderId: order.id,
    tracking: {
      tracking_code: formatOrderTrackingCode(order.trackingCode),
      store: order.store,
      stage: order.stage as OrderStage,
      status: orderStatusOf(order.stage as OrderStage),
      transport: order.transport,
      created_at: order.createdAt.toISOString(),
      timeline: events.map((e) => ({
        stage: e.stage as OrderStage,
        label: ORDER_STAGE_LABEL[e.stage as OrderStage],
        date: e.createdAt.toISOString(),
      })),
    },
  };
}
