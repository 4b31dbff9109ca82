import { createHash } from 'node:crypto';
import { and, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '@fardin/db/open-db';
import { cartLines, idempotencyKeys, orderEvents, orderLines, orders } from '@fardin/db/schema/commerce';
import { formatUsdCents, fromCents } from '@fardin/core/money';
import { orderStatusOf, type OrderStage } from '@fardin/core/contract-commerce';
import { HttpError } from '../../http/errors';
import type { ProductLookup } from '../cart/product-lookup';
import type { PaymentService } from '../payments/service';
import { debitWallet, lockWallet } from '../wallet/service';
import { resolveAddress, resolveLines } from './lines';
import type { CheckoutRequest } from './payload';
import { priceOrder } from './pricing';

export interface CheckoutResult {
  status: 200;
  body: { message: string; status: number; data: { id: number; status: string; stage: OrderStage; grand_total: number; payment_type: string } };
}

/** Postgres unique violation, through drizzle's error wrapper. */
function isUniqueViolation(err: unknown): boolean {
  for (let e: unknown = err; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

export function requestHash(body: unknown, address: string | undefined): string {
  return createHash('sha256').update(JSON.stringify({ body, address: address ?? null })).digest('hex');
}

function result(order: typeof orders.$inferSelect): CheckoutResult {
  return {
    status: 200,
    body: {
      message: 'success',
      status: 200,
      data: { id: order.id, status: orderStatusOf(order.stage as OrderStage), stage: order.stage as OrderStage, grand_total: fromCents(order.grandTotalCents), payment_type: order.paymentType },
    },
  };
}

export function createCheckoutService(deps: { db: Db; lookup: ProductLookup; payments: PaymentService }) {
  const { db } = deps;

  async function storedAnswer(userId: number, key: string, hash: string): Promise<CheckoutResult | null> {
    const [row] = await db.select().from(idempotencyKeys).where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
    if (!row) return null;
    if (row.requestHash !== hash) throw new HttpError(422, 'This Idempotency-Key was already used for a different checkout');
    return { status: 200, body: row.responseBody as CheckoutResult['body'] };
  }

  async function orderOfPayment(userId: number, paymentId: number) {
    const [order] = await db.select().from(orders).where(and(eq(orders.paymentId, paymentId), eq(orders.userId, userId)));
    return order ?? null;
  }

  /**
   * Places one order. Every total is recomputed here; a client grand_total that disagrees is refused.
   * Order, lines, timeline, cart clearing, wallet debit and the idempotency record are one
   * transaction: a retry with the same Idempotency-Key gets the first answer, and a KHQR payment
   * can pay for one order only.
   */
  async function checkout(userId: number, req: CheckoutRequest, idempotency: { key: string; hash: string } | null): Promise<CheckoutResult> {
    if (idempotency) {
      const stored = await storedAnswer(userId, idempotency.key, idempotency.hash);
      if (stored) return stored;
    }
    const lines = await resolveLines(db, deps.lookup, userId, req);
    const address = await resolveAddress(db, userId, req);
    const price = await priceOrder(db, { store: req.store, lineCents: lines.map((l) => l.lineUsdCents), transport: req.transport, parcel: req.parcel, paymentType: req.paymentType });
    if (req.grandTotalCents !== null && req.grandTotalCents !== price.grandTotalCents) {
      throw new HttpError(
        409,
        `The total you saw (${formatUsdCents(req.grandTotalCents)}) does not match the order total (${formatUsdCents(price.grandTotalCents)}). Please review your order and try again.`,
      );
    }

    let paymentId: number | null = null;
    if (req.paymentType === 'khqr') {
      const { row, status } = await deps.payments.check(userId, req.paymentReference);
      if (status !== 'paid') throw new HttpError(409, 'The KHQR payment has not been received yet');
      if (row.amountCents !== price.grandTotalCents || row.currency !== 'USD') throw new HttpError(409, 'The KHQR payment amount does not match the order total');
      const existing = await orderOfPayment(userId, row.id);
      if (existing) return result(existing);
      paymentId = row.id;
    }

    const paid = req.paymentType === 'khqr' || req.paymentType === 'anakut';
    try {
      return await db.transaction(async (tx) => {
        // Lock before any insert referencing the user (their FK share locks would deadlock the upgrade).
        if (req.paymentType === 'anakut') await lockWallet(tx, userId);
        if (idempotency) {
          const claimed = await tx
            .insert(idempotencyKeys)
            .values({ userId, key: idempotency.key, requestHash: idempotency.hash, responseStatus: 0, responseBody: {} })
            .onConflictDoNothing()
            .returning({ key: idempotencyKeys.key });
          if (claimed.length === 0) {
            // Another request with this key committed while we waited on its row: answer as it did.
            const [row] = await tx.select().from(idempotencyKeys).where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, idempotency.key)));
            if (row && row.requestHash !== idempotency.hash) throw new HttpError(422, 'This Idempotency-Key was already used for a different checkout');
            return { status: 200 as const, body: row!.responseBody as CheckoutResult['body'] };
          }
        }
        const [order] = await tx
          .insert(orders)
          .values({
            userId,
            store: req.store,
            checkoutType: req.kind,
            stage: paid ? 'paid' : 'placed',
            paymentType: req.paymentType,
            paymentMethod: req.paymentMethod,
            paymentStatus: paid ? 'paid' : req.paymentType === 'bankTransfer' ? 'verifying' : 'unpaid',
            paymentId,
            receiptUrl: req.paymentType === 'bankTransfer' ? req.imageUrl : null,
            subtotalCents: price.subtotalCents,
            shippingCents: price.shippingCents,
            discountCents: price.discountCents,
            grandTotalCents: price.grandTotalCents,
            transport: req.transport,
            delivery: req.delivery,
            address,
            parcel: req.parcel,
            note: req.note,
          })
          .returning();
        const placed = order!;
        await tx.insert(orderLines).values(lines.map(({ cartLineId: _unused, ...line }) => ({ ...line, orderId: placed.id })));
        await tx.insert(orderEvents).values({ orderId: placed.id, stage: 'placed' });
        if (paid) await tx.insert(orderEvents).values({ orderId: placed.id, stage: 'paid' });
        if (req.paymentType === 'anakut') await debitWallet(tx, userId, price.grandTotalCents, placed.id, `ORDER-${placed.id}`);
        const cartIds = lines.map((l) => l.cartLineId).filter((id): id is number => id !== null);
        if (cartIds.length > 0) await tx.delete(cartLines).where(and(eq(cartLines.userId, userId), inArray(cartLines.id, cartIds)));
        if (req.buyNow) {
          // Buy now put the item in the cart (SPEC section 4): take the bought quantity out again.
          const same = and(eq(cartLines.userId, userId), eq(cartLines.store, req.store), eq(cartLines.productId, req.buyNow.productId), eq(cartLines.variant, req.buyNow.variant));
          await tx.update(cartLines).set({ quantity: sql`${cartLines.quantity} - ${req.buyNow.quantity}` }).where(same);
          await tx.delete(cartLines).where(and(same, lte(cartLines.quantity, 0)));
        }
        const answer = result(placed);
        if (idempotency) {
          await tx
            .update(idempotencyKeys)
            .set({ responseStatus: answer.status, responseBody: answer.body })
            .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, idempotency.key)));
        }
        return answer;
      });
    } catch (err) {
      if (!isUniqueViolation(err)) throw err;
      // Lost a race: the same payment paid another order (two tabs), or the same key committed first.
      if (paymentId !== null) {
        const existing = await orderOfPayment(userId, paymentId);
        if (existing) return result(existing);
      }
      if (idempotency) {
        const stored = await storedAnswer(userId, idempotency.key, idempotency.hash);
        if (stored) return stored;
      }
      throw err;
    }
  }

  return { checkout };
}
export type CheckoutService = ReturnType<typeof createCheckoutService>;
