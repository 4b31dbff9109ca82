import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Db } from '@fardin/db/open-db';
import { idempotencyKeys } from '@fardin/db/schema/checkout';
import { formatUsdCents, fromCents } from '@fardin/core/money';
import { orderStatusOf, type OrderStage, type Transport } from '@fardin/core/contract-commerce';
import { HttpError } from '../../http/errors';
import type { ProductLookup } from '../../lib/product-lookup';
import type { PaymentService } from '../payments/service';
import { resolveAddress, resolveLines, type OrderLineInput } from './lines';
import type { CheckoutRequest } from './payload';
import { estimateOf, priceOrder, quoteAnswer, type PriceParts } from './pricing';
import { shippingRoutes } from './shipping-rates-service';
import { commerceSettings, transferReference, walletBalance } from '../wallet/service';

export type { OrderLineInput } from './lines';
export type { CheckoutRequest } from './payload';
export type { PriceParts } from './pricing';

export interface CheckoutResult {
  status: 200;
  body: {
    message: string;
    status: number;
    data: { id: number; status: string; stage: OrderStage; grand_total: number; payment_type: string };
  };
}

/** The order as the checkout answers it. */
export function checkoutAnswer(order: {
  id: number;
  stage: string;
  grandTotalCents: number;
  paymentType: string;
}): CheckoutResult {
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

/**
 * A checkout's idempotency: the client's `Idempotency-Key` with the hash of its body, or the key
 * the server makes for a buy-now without one (`buyNowKey`), which only holds for `freshForMs`.
 */
export interface Idempotency {
  key: string;
  hash: string;
  /** A server-made key: an answer older than this is not a retry but a new purchase. */
  freshForMs?: number;
}

/** Postgres unique violation, through drizzle's error wrapper. */
export function isUniqueViolation(err: unknown): boolean {
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

/** How long the same buy-now of the same shopper counts as one tap (issue 24 item 2). */
const BUY_NOW_WINDOW_MS = 10_000;

/**
 * The server's key of a buy-now sent without `Idempotency-Key` (the mobile client sends none): the
 * same request of the same shopper (product, variant, quantity, payment and everything else it
 * says: address, transport, parcel, note) within BUY_NOW_WINDOW_MS is one order (decision 0011's
 * mechanism; decision 0032). Cart checkouts need none: their cart lines are taken once.
 */
export function buyNowKey(req: CheckoutRequest): Idempotency | null {
  if (!req.buyNow) return null;
  const hash = createHash('sha256').update(JSON.stringify(req)).digest('hex');
  return { key: `buy-now:${hash}`, hash, freshForMs: BUY_NOW_WINDOW_MS };
}

type StoredKey = typeof idempotencyKeys.$inferSelect;

/** The stored answer of a key, 422 when the key came with another body; null when none counts. */
function answerOf(row: StoredKey | undefined, idempotency: Idempotency, at: Date): CheckoutResult | null {
  if (!row) return null;
  if (idempotency.freshForMs !== undefined && row.createdAt.getTime() < at.getTime() - idempotency.freshForMs)
    return null;
  if (row.requestHash !== idempotency.hash) throw new HttpError(422, 'checkout.idempotency_key_reused');
  return { status: 200, body: row.responseBody as CheckoutResult['body'] };
}

/**
 * Claims the key in the order's transaction (after the shopper's row is locked: decision 0011).
 * Answers the first answer when the key is taken (the same request committed meanwhile), or null
 * when this request is the first and goes on; a server-made key past its window is taken over.
 */
export async function claimIdempotencyKey(
  tx: Db,
  userId: number,
  idempotency: Idempotency,
  at: Date,
): Promise<CheckoutResult | null> {
  const values = { userId, key: idempotency.key, requestHash: idempotency.hash, responseStatus: 0, responseBody: {} };
  const claimed = await tx
    .insert(idempotencyKeys)
    .values({ ...values, createdAt: at })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  if (claimed.length > 0) return null;
  const where = and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, idempotency.key));
  const [row] = await tx.select().from(idempotencyKeys).where(where);
  const answer = answerOf(row, idempotency, at);
  if (answer) return answer;
  // A server-made key whose window has passed: this is a new purchase.
  await tx
    .update(idempotencyKeys)
    .set({ ...values, createdAt: at })
    .where(where);
  return null;
}

/** Keeps the answer of a claimed key (same transaction), for the retries. */
export async function rememberAnswer(
  tx: Db,
  userId: number,
  idempotency: Idempotency | null,
  answer: CheckoutResult,
): Promise<CheckoutResult> {
  if (idempotency)
    await tx
      .update(idempotencyKeys)
      .set({ responseStatus: answer.status, responseBody: answer.body })
      .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, idempotency.key)));
  return answer;
}

type PaymentRow = Awaited<ReturnType<PaymentService['ownPayment']>>;

/** A checkout priced and checked outside the order's transaction (flows/place-order.ts re-checks inside). */
export interface PreparedOrder {
  lines: OrderLineInput[];
  address: Awaited<ReturnType<typeof resolveAddress>>;
  price: PriceParts;
}

export function createCheckoutService(deps: { db: Db; lookup: ProductLookup; payments: PaymentService }) {
  const { db } = deps;
  /** The totals of these lines: the one pricing path of the quote and the checkout (issue 30 item 5). */
  function priceOf(req: CheckoutRequest, lines: OrderLineInput[]): Promise<PriceParts> {
    return priceOrder(db, {
      store: req.store,
      lineCents: lines.map((l) => l.lineUsdCents),
      transport: req.transport,
      parcel: req.parcel,
      paymentType: req.paymentType,
      countries: lines.map((l) => l.country),
    });
  }
  return {
    /** The first answer of that key, if it was given and still counts. */
    async storedAnswer(userId: number, idempotency: Idempotency, at: Date): Promise<CheckoutResult | null> {
      const [row] = await db
        .select()
        .from(idempotencyKeys)
        .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, idempotency.key)));
      return answerOf(row, idempotency, at);
    },

    /**
     * Lines, address and totals of a checkout at today's prices. Every total is recomputed here; a
     * client grand_total that disagrees is refused, and so is a KHQR payment not received or of
     * another amount.
     */
    async prepare(userId: number, req: CheckoutRequest, payment: PaymentRow | null): Promise<PreparedOrder> {
      const lines = await resolveLines(db, deps.lookup, userId, req);
      const address = await resolveAddress(db, userId, req);
      const price = await priceOf(req, lines);
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
      return { lines, address, price };
    },

    /** The quote before paying: the lines at today's prices and the totals the checkout would charge. */
    async quote(userId: number, req: CheckoutRequest) {
      const lines = await resolveLines(db, deps.lookup, userId, req);
      return { lines, totals: await quoteAnswer(db, userId, await priceOf(req, lines)) };
    },

    /** What the checkout page offers a shopper: discount, bank accounts, their balance and reference, routes. */
    async options(userId: number) {
      const [settings, balanceCents, routes, reference] = await Promise.all([
        commerceSettings(db),
        walletBalance(db, userId),
        shippingRoutes(db),
        transferReference(db, userId),
      ]);
      return { settings, balanceCents, routes, reference };
    },

    /** The shop's bank accounts for transfers (the payment pages). */
    transferAccounts: async () => (await commerceSettings(db)).bank_accounts,

    /** The days a transport takes from an order's lines' countries, as the price list shows them. */
    estimate: (store: string, transport: Transport, lineCountries: readonly (string | null)[]) =>
      estimateOf(db, store, transport, lineCountries),
  };
}
export type CheckoutService = ReturnType<typeof createCheckoutService>;
