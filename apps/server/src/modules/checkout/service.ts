import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Db } from '@fardin/db/open-db';
import { idempotencyKeys } from '@fardin/db/schema/checkout';
import { formatUsdCents } from '@fardin/core/money';
import type { Transport } from '@fardin/core/contract-commerce';
import { HttpError } from '../../http/errors';
import type { ProductLookup } from '../../lib/product-lookup';
import type { PaymentService } from '../payments/service';
import { resolveAddress, resolveLines } from './lines';
import type { CheckoutRequest } from './payload';
import { orderOfPayment } from '../orders/service';
import { checkoutAnswer, placeOrder, type CheckoutResult } from './place-order';
import { estimateOf, priceOrder } from './pricing';

export type { CheckoutResult } from './place-order';

/** Postgres unique violation, through drizzle's error wrapper. */
function isUniqueViolation(err: unknown): boolean {
  for (let e: unknown = err; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

export function requestHash(body: unknown, address: string | undefined): string {
  return createHash('sha256')
    .update(JSON.stringify({ body, address: address ?? null }))
    .digest('hex');
}

type PaymentRow = Awaited<ReturnType<PaymentService['ownPayment']>>;

export function createCheckoutService(deps: { db: Db; lookup: ProductLookup; payments: PaymentService }) {
  const { db } = deps;

  async function storedAnswer(userId: number, key: string, hash: string): Promise<CheckoutResult | null> {
    const [row] = await db
      .select()
      .from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
    if (!row) return null;
    if (row.requestHash !== hash) throw new HttpError(422, 'checkout.idempotency_key_reused');
    return { status: 200, body: row.responseBody as CheckoutResult['body'] };
  }

  async function priceAndPlace(
    userId: number,
    req: CheckoutRequest,
    idempotency: { key: string; hash: string } | null,
    payment: PaymentRow | null,
  ): Promise<CheckoutResult> {
    if (payment) {
      const existing = await orderOfPayment(db, userId, payment.id);
      if (existing) return checkoutAnswer(existing);
    }
    const lines = await resolveLines(db, deps.lookup, userId, req);
    const address = await resolveAddress(db, userId, req);
    const price = await priceOrder(db, {
      store: req.store,
      lineCents: lines.map((l) => l.lineUsdCents),
      transport: req.transport,
      parcel: req.parcel,
      paymentType: req.paymentType,
      countries: lines.map((l) => l.country),
    });
    if (req.grandTotalCents !== null && req.grandTotalCents !== price.grandTotalCents) {
      throw new HttpError(409, 'checkout.total_changed', {
        params: { seen: formatUsdCents(req.grandTotalCents), total: formatUsdCents(price.grandTotalCents) },
      });
    }
    if (payment) {
      const { row, status } = await deps.payments.check(userId, payment.reference);
      if (status !== 'paid') throw new HttpError(409, 'checkout.khqr_not_received');
      if (row.amountCents !== price.grandTotalCents || row.currency !== 'USD')
        throw new HttpError(409, 'checkout.khqr_amount_mismatch');
    }
    // Lines and totals were priced outside: the transaction re-checks what can change meanwhile.
    return db.transaction((tx) =>
      placeOrder(tx, { userId, req, lines, address, price, paymentId: payment?.id ?? null, idempotency }),
    );
  }

  /**
   * Places one order. Every total is recomputed here; a client grand_total that disagrees is refused.
   * The order's transaction (place-order.ts, decision 0011) takes the cart lines, the stock and the
   * wallet debit or refuses with a 409 and a code; a retry with the same Idempotency-Key gets the
   * first answer, and a paid KHQR payment pays for one order only (a second tab gets that order).
   */
  async function checkout(
    userId: number,
    req: CheckoutRequest,
    idempotency: { key: string; hash: string } | null,
  ): Promise<CheckoutResult> {
    if (idempotency) {
      const stored = await storedAnswer(userId, idempotency.key, idempotency.hash);
      if (stored) return stored;
    }
    const payment = req.paymentType === 'khqr' ? await deps.payments.ownPayment(userId, req.paymentReference) : null;
    try {
      return await priceAndPlace(userId, req, idempotency, payment);
    } catch (err) {
      // A refusal or a lost race after another checkout of this payment committed: answer its order.
      if (payment && (isUniqueViolation(err) || (err instanceof HttpError && err.status === 409))) {
        const existing = await orderOfPayment(db, userId, payment.id);
        if (existing) return checkoutAnswer(existing);
      }
      if (idempotency && isUniqueViolation(err)) {
        const stored = await storedAnswer(userId, idempotency.key, idempotency.hash);
        if (stored) return stored;
      }
      throw err;
    }
  }

  return {
    checkout,
    /** The days a transport takes from an order's lines' countries, as the price list shows them. */
    estimate: (store: string, transport: Transport, lineCountries: readonly (string | null)[]) =>
      estimateOf(db, store, transport, lineCountries),
  };
}
export type CheckoutService = ReturnType<typeof createCheckoutService>;
