import { and, eq } from 'drizzle-orm';
import type { Db } from '@fardin/db/open-db';
import { idempotencyKeys } from '@fardin/db/schema/checkout';
import { fromCents } from '@fardin/core/money';
import { orderStatusOf, type OrderStage } from '@fardin/core/contract-commerce';
import { HttpError } from '../../http/errors';
import { reserveStock } from '../catalogue/stock-service';
import { debitWallet, lockWallet } from '../wallet/service';
import { takeBoughtQuantity, takeCartLines } from '../cart/service';
import { insertPlacedOrder, orderOfPayment, type NewOrder, type OrderRow } from '../orders/service';
import type { OrderLineInput } from './lines';
import type { CheckoutRequest } from './payload';
import type { PriceParts } from './pricing';
import { recordOrderPlaced } from '../../flows/pay-order';

export interface CheckoutResult {
  status: 200;
  body: {
    message: string;
    status: number;
    data: { id: number; status: string; stage: OrderStage; grand_total: number; payment_type: string };
  };
}

export function checkoutAnswer(order: OrderRow): CheckoutResult {
  return {
    status: 200,
    body: {
      message: 'success',
      status: 200,
      data: {
        id: order.id,
        status: orderStatusOf(order.stage as OrderStage),
        stage: order.stage as OrderStage,
        grand_total: fromCents(order.grandTotalCents),
        payment_type: order.paymentType,
      },
    },
  };
}

export interface PlaceOrder {
  userId: number;
  req: CheckoutRequest;
  /** Priced before the transaction; re-checked inside it (cart lines, stock, wallet). */
  lines: OrderLineInput[];
  address: NewOrder['address'];
  price: PriceParts;
  /** The paid KHQR payment this order consumes. */
  paymentId: number | null;
  idempotency: { key: string; hash: string } | null;
}

/**
 * The order's transaction (decision 0011). Locks, always in this order: the shopper's users row
 * (FOR UPDATE: one checkout per shopper at a time, wallet debits included), their idempotency key,
 * their cart lines (deleted), own-catalogue product rows in ascending id order (stock), then only
 * new rows. A refusal (409) rolls everything back, the claimed key included.
 */
export async function placeOrder(tx: Db, input: PlaceOrder): Promise<CheckoutResult> {
  const { userId, req, lines, price, idempotency } = input;
  await lockWallet(tx, userId);
  const keyWhere = idempotency
    ? and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, idempotency.key))
    : undefined;
  if (idempotency) {
    const claimed = await tx
      .insert(idempotencyKeys)
      .values({ userId, key: idempotency.key, requestHash: idempotency.hash, responseStatus: 0, responseBody: {} })
      .onConflictDoNothing()
      .returning({ key: idempotencyKeys.key });
    if (claimed.length === 0) {
      // The same key committed while we waited on the shopper's row: answer as it did.
      const [row] = await tx.select().from(idempotencyKeys).where(keyWhere);
      if (row && row.requestHash !== idempotency.hash) throw new HttpError(422, 'checkout.idempotency_key_reused');
      return { status: 200, body: row!.responseBody as CheckoutResult['body'] };
    }
  }
  const remember = async (answer: CheckoutResult) => {
    if (keyWhere)
      await tx
        .update(idempotencyKeys)
        .set({ responseStatus: answer.status, responseBody: answer.body })
        .where(keyWhere);
    return answer;
  };

  if (input.paymentId !== null) {
    // A paid KHQR pays for one order: a second tab (or a retried poll) gets that order.
    const paidFor = await orderOfPayment(tx, userId, input.paymentId);
    if (paidFor) return remember(checkoutAnswer(paidFor));
  }

  await takeCartLines(tx, userId, lines);
  if (req.buyNow) {
    // Buy now put the item in the cart (SPEC section 4): take the bought quantity out again.
    await takeBoughtQuantity(tx, userId, {
      store: req.store,
      productId: req.buyNow.productId,
      variant: req.buyNow.variant,
      quantity: req.buyNow.quantity,
    });
  }
  const reserved = await reserveStock(tx, lines);

  const paid = req.paymentType === 'khqr' || req.paymentType === 'anakut';
  const placed = await insertPlacedOrder(
    tx,
    {
      userId,
      store: req.store,
      checkoutType: req.kind,
      stage: paid ? 'paid' : 'placed',
      paymentType: req.paymentType,
      paymentMethod: req.paymentMethod,
      paymentStatus: paid ? 'paid' : req.paymentType === 'bankTransfer' ? 'verifying' : 'unpaid',
      paymentId: input.paymentId,
      receiptUrl: req.paymentType === 'bankTransfer' ? req.imageUrl : null,
      subtotalCents: price.subtotalCents,
      shippingCents: price.shippingCents,
      discountCents: price.discountCents,
      grandTotalCents: price.grandTotalCents,
      transport: price.transport,
      delivery: req.delivery,
      address: input.address,
      parcel: req.parcel,
      note: req.note,
    },
    lines.map(({ cartLineId: _unused, ...line }, i) => ({ ...line, stockReserved: reserved[i] ?? 0 })),
    paid,
  );
  // Operations I (decision 0033): the ledger's charge and, when paid here, the lines to buy.
  await recordOrderPlaced(tx, placed, paid);
  if (req.paymentType === 'anakut')
    await debitWallet(tx, userId, price.grandTotalCents, placed.id, `ORDER-${placed.id}`);
  return remember(checkoutAnswer(placed));
}
