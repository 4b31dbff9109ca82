import { reserveStock } from '../modules/catalogue/stock-service';
import { takeBoughtQuantity, takeCartLines } from '../modules/cart/service';
import {
  buyNowKey,
  checkoutAnswer,
  claimIdempotencyKey,
  isUniqueViolation,
  rememberAnswer,
  type CheckoutRequest,
  type CheckoutResult,
  type Idempotency,
} from '../modules/checkout/service';
import { insertPlacedOrder, orderOfPayment } from '../modules/orders/service';
import { debitWallet, lockWallet } from '../modules/wallet/service';
import { recordOrderPlaced } from './steps/record-order-placed';
import { startWithCheckoutNote } from './conversation-message';
import { claimReceipt } from '../modules/uploads/service';
import { HttpError } from '../http/errors';
import type { FlowDeps } from './flow-deps';
import { writeOutbox } from '../modules/notifications/service';

export interface PlaceOrderInput {
  userId: number;
  req: CheckoutRequest;
  /** The client's `Idempotency-Key`; a buy-now without one gets the server's key (buyNowKey). */
  idempotency: Idempotency | null;
}

/**
 * Places one order (cart or buy-now): priced and checked first, then ONE transaction (decision
 * 0011) that locks, always in this order, the shopper's users row (one checkout per shopper at a
 * time, wallet debits included), their idempotency key, their cart lines (deleted), own-catalogue
 * product rows in ascending id order (stock), then writes only new rows: the order, its lines and
 * timeline, the wallet debit. A refusal (409) rolls everything back, the claimed key included. A
 * retry with the same key gets the first answer; a paid KHQR pays for one order only.
 */
export async function placeOrder(
  deps: Pick<FlowDeps, 'db' | 'now' | 'checkout' | 'payments'>,
  input: PlaceOrderInput,
): Promise<CheckoutResult> {
  const { db, checkout } = deps;
  const { userId, req } = input;
  const idempotency = input.idempotency ?? buyNowKey(req);
  if (idempotency) {
    const stored = await checkout.storedAnswer(userId, idempotency, deps.now());
    if (stored) return stored;
  }
  const payment = req.paymentType === 'khqr' ? await deps.payments.ownPayment(userId, req.paymentReference) : null;
  try {
    if (payment) {
      const existing = await orderOfPayment(db, userId, payment.id);
      if (existing) return checkoutAnswer(existing);
    }
    const { lines, address, price } = await checkout.prepare(userId, req, payment);
    // Lines and totals were priced outside: the transaction re-checks what can change meanwhile.
    return await db.transaction(async (tx) => {
      await lockWallet(tx, userId);
      if (idempotency) {
        const first = await claimIdempotencyKey(tx, userId, idempotency, deps.now());
        if (first) return first;
      }
      if (payment) {
        // A paid KHQR pays for one order: a second tab (or a retried poll) gets that order.
        const paidFor = await orderOfPayment(tx, userId, payment.id);
        if (paidFor) return rememberAnswer(tx, userId, idempotency, checkoutAnswer(paidFor));
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
          paymentId: payment?.id ?? null,
          receiptUrl: req.paymentType === 'bankTransfer' ? req.imageUrl : null,
          subtotalCents: price.subtotalCents,
          shippingCents: price.shippingCents,
          discountCents: price.discountCents,
          grandTotalCents: price.grandTotalCents,
          transport: price.transport,
          delivery: req.delivery,
          address,
          parcel: req.parcel,
          note: req.note,
        },
        lines.map(({ cartLineId: _unused, ...line }, i) => ({ ...line, stockReserved: reserved[i] ?? 0 })),
        paid,
      );
      // The purchase journey (decision 0033): the ledger's charge and, when paid here, the lines to buy.
      await recordOrderPlaced(tx, placed, paid);
      // The checkout note opens the order's conversation (decision 0041).
      await startWithCheckoutNote(tx, placed, deps.now());
      // One receipt backs one payment (issue 24 item 3): a second use of this upload is refused.
      if (req.paymentType === 'bankTransfer' && req.imageUrl)
        await claimReceipt(tx, { url: req.imageUrl, kind: 'order', targetId: placed.id });
      if (req.paymentType === 'anakut')
        await debitWallet(tx, userId, price.grandTotalCents, placed.id, `ORDER-${placed.id}`);
      await writeOutbox(tx, {
        kind: 'order_placed',
        userId,
        orderId: placed.id,
        payload: { total_cents: price.grandTotalCents, payment_type: req.paymentType, paid },
        at: placed.createdAt,
      });
      return rememberAnswer(tx, userId, idempotency, checkoutAnswer(placed));
    });
  } catch (err) {
    // A refusal or a lost race after another checkout of this payment committed: answer its order.
    if (payment && (isUniqueViolation(err) || (err instanceof HttpError && err.status === 409))) {
      const existing = await orderOfPayment(db, userId, payment.id);
      if (existing) return checkoutAnswer(existing);
    }
    if (idempotency && isUniqueViolation(err)) {
      const stored = await checkout.storedAnswer(userId, idempotency, deps.now());
      if (stored) return stored;
    }
    throw err;
  }
}
