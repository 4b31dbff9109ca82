import { and, eq } from 'drizzle-orm';
import type { Db } from '@fardin/db/open-db';
import { orders } from '@fardin/db/schema/orders';
import { notFound } from '../../http/errors';

/** What another module needs of an order to hang its own rows on it: owner, note, when placed. */
export interface OrderHead {
  id: number;
  userId: number;
  note: string | null;
  createdAt: Date;
}

/**
 * The order's head, unlocked; with `userId`, only that shopper's order. Anything else answers 404
 * `order.not_found` (another shopper's order is not revealed).
 */
export async function orderHead(db: Db, orderId: number, userId?: number): Promise<OrderHead> {
  const where = userId === undefined ? eq(orders.id, orderId) : and(eq(orders.id, orderId), eq(orders.userId, userId));
  const [row] = await db
    .select({ id: orders.id, userId: orders.userId, note: orders.note, createdAt: orders.createdAt })
    .from(orders)
    .where(where);
  if (!row) throw notFound('order.not_found');
  return row;
}
