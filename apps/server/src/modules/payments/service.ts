import { randomBytes } from 'node:crypto';
import { and, desc, eq, gt, ne, sql } from 'drizzle-orm';
import QRCode from 'qrcode';
import type { Db } from '@fardin/db/open-db';
import { users } from '@fardin/db/schema/accounts';
import { payments, sandboxTransactions } from '@fardin/db/schema/payments';
import { buildKhqr } from '@fardin/core/khqr';
import { md5Hex } from '../../lib/md5';
import { fromCents } from '@fardin/core/money';
import { PAYMENT_POLL_INTERVAL_MS, PAYMENT_POLL_MAX_ATTEMPTS } from '@fardin/core/payment-poll';
import { notFound } from '../../http/errors';
import type { Logger } from '../../logger';
import { transactionMatches, type PaymentGateway } from '../../integrations/payment-gateway/gateway';

/**
 * A dynamic KHQR lives exactly as long as the page polls for it (SPEC: 30 checks, 3 s apart), so
 * the countdown, the end of the poll and the bank's refusal of the QR are one moment: nobody pays
 * a QR that no page waits for any more (decision 0022; DOMAIN.md: at most 10 minutes).
 */
export const KHQR_TTL_MS = PAYMENT_POLL_INTERVAL_MS * PAYMENT_POLL_MAX_ATTEMPTS;

export interface KhqrMerchant {
  accountId: string;
  merchantName: string;
  merchantCity: string;
}

type PaymentRow = typeof payments.$inferSelect;

/** Unguessable bill number written in the QR (tag 62/01) and used as the payment reference. */
function newReference(): string {
  return `FD${randomBytes(8).toString('hex').toUpperCase()}`;
}

/** A payment (by id or reference) and whether the sandbox bank has paid it, read in the caller's transaction. */
export async function paymentWithSandboxState(
  db: Db,
  by: { id: number } | { reference: string },
): Promise<{ payment: PaymentRow; sandboxPaid: boolean } | null> {
  const [row] = await db
    .select({ p: payments, sandboxPaidAt: sandboxTransactions.createdAt })
    .from(payments)
    .leftJoin(sandboxTransactions, eq(sandboxTransactions.md5, payments.md5))
    .where('id' in by ? eq(payments.id, by.id) : eq(payments.reference, by.reference))
    .for('update', { of: payments });
  return row ? { payment: row.p, sandboxPaid: row.sandboxPaidAt !== null } : null;
}

export function createPaymentService(deps: {
  db: Db;
  gateway: PaymentGateway;
  merchant: KhqrMerchant;
  logger: Logger;
  now?: () => Date;
  ttlMs?: number;
}) {
  const { db, gateway, merchant } = deps;
  const now = deps.now ?? (() => new Date());
  const ttlMs = deps.ttlMs ?? KHQR_TTL_MS;

  async function ownPayment(userId: number, reference?: string | null): Promise<PaymentRow> {
    const where = reference
      ? and(eq(payments.userId, userId), eq(payments.reference, reference))
      : eq(payments.userId, userId);
    const [row] = await db.select().from(payments).where(where).orderBy(desc(payments.id)).limit(1);
    if (!row) throw notFound('payment.not_found');
    return row;
  }

  /**
   * Asks the gateway once. Marking paid is a conditional update, so two pollers of one payment
   * (or a poller and the checkout) record it once. Any failure of the gateway answers `pending` (SPEC section 4).
   */
  async function refresh(row: PaymentRow): Promise<PaymentRow['status']> {
    if (row.status !== 'pending') return row.status;
    try {
      const tx = await gateway.lookup(row.md5);
      if (
        tx &&
        transactionMatches(tx, { accountId: merchant.accountId, currency: row.currency, amountCents: row.amountCents })
      ) {
        // Settled once: the first poller (or checkout) to see the bank's transaction records it.
        // Money that arrived wins over an expiry another poller recorded a moment before.
        await db
          .update(payments)
          .set({ status: 'paid', paidAt: now(), gatewayData: tx })
          .where(and(eq(payments.id, row.id), ne(payments.status, 'paid')));
        return 'paid';
      }
      if (tx) deps.logger.warn({ reference: row.reference, tx }, 'KHQR transaction does not match the payment');
    } catch (err) {
      deps.logger.warn({ err, reference: row.reference }, 'payment check failed; answering pending');
      return 'pending';
    }
    if (row.expiresAt.getTime() < now().getTime()) {
      await db
        .update(payments)
        .set({ status: 'expired' })
        .where(and(eq(payments.id, row.id), eq(payments.status, 'pending')));
      return 'expired';
    }
    return 'pending';
  }

  return {
    async generate(userId: number, amountCents: number, method: string) {
      const created = now().getTime();
      const reference = newReference();
      const qrString = buildKhqr({
        kind: 'individual',
        accountId: merchant.accountId,
        merchantName: merchant.merchantName,
        merchantCity: merchant.merchantCity,
        amount: fromCents(amountCents),
        currency: 'USD',
        billNumber: reference,
        createdAt: created,
        expiresAt: created + ttlMs,
      });
      const [row] = await db
        .insert(payments)
        .values({
          userId,
          reference,
          method,
          qrString,
          md5: md5Hex(qrString),
          amountCents,
          currency: 'USD',
          expiresAt: new Date(created + ttlMs),
        })
        .returning();
      return row!;
    },

    /** The bank app link of a KHQR; a gateway that cannot answer leaves the shopper the QR and its image. */
    async deepLink(row: PaymentRow): Promise<string | null> {
      try {
        return await gateway.deepLink(row.qrString);
      } catch (err) {
        deps.logger.warn({ err, reference: row.reference }, 'no KHQR deep link');
        return null;
      }
    },

    /** What the payment page shows beside the QR, with the time left by the server's clock. */
    answer(row: PaymentRow, deepLink: string | null) {
      return paymentAnswer(row, { merchantName: merchant.merchantName, deepLink, now: now() });
    },

    /** The caller's payment by reference (or their latest one), checked with the gateway when pending. */
    async check(userId: number, reference?: string | null) {
      const row = await ownPayment(userId, reference);
      return { row, status: await refresh(row) };
    },

    ownPayment,

    async qrSvg(reference: string): Promise<string | null> {
      const [row] = await db.select({ qr: payments.qrString }).from(payments).where(eq(payments.reference, reference));
      return row ? QRCode.toString(row.qr, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 }) : null;
    },

    /** The same QR as a PNG the shopper saves to the phone and opens from the bank app's gallery scan. */
    async qrPng(reference: string): Promise<Buffer | null> {
      const [row] = await db.select({ qr: payments.qrString }).from(payments).where(eq(payments.reference, reference));
      return row ? QRCode.toBuffer(row.qr, { type: 'png', errorCorrectionLevel: 'M', margin: 4, scale: 10 }) : null;
    },

    /** The back office's KHQR list, newest first, with the payer's name (a read-only join to `users`). */
    async adminPage(status: PaymentRow['status'] | undefined, page: number, perPage: number) {
      const where = status ? eq(payments.status, status) : undefined;
      const [{ total } = { total: 0 }] = await db
        .select({ total: sql<number>`count(*)::int` })
        .from(payments)
        .where(where);
      const rows = await db
        .select({ p: payments, userName: users.name })
        .from(payments)
        .innerJoin(users, eq(users.id, payments.userId))
        .where(where)
        .orderBy(desc(payments.id))
        .limit(perPage)
        .offset((page - 1) * perPage);
      const data = rows.map(({ p, userName }) => ({
        id: p.id,
        reference: p.reference,
        user_id: p.userId,
        user_name: userName,
        method: p.method,
        amount: fromCents(p.amountCents),
        currency: p.currency,
        status: p.status,
        created_at: p.createdAt.toISOString(),
        paid_at: p.paidAt?.toISOString() ?? null,
        gateway_data: p.gatewayData ?? null,
      }));
      return { data, total };
    },

    /**
     * KHQR payments a shopper may still be paying (pending, not expired at `at`), newest first, with
     * the payer's name and phone (a read-only join to `users`) and whether the sandbox bank paid them.
     */
    async openSandboxPage(at: Date, page: number, perPage: number) {
      const where = and(eq(payments.status, 'pending'), gt(payments.expiresAt, at));
      const [{ total } = { total: 0 }] = await db
        .select({ total: sql<number>`count(*)::int` })
        .from(payments)
        .where(where);
      const rows = await db
        .select({
          p: payments,
          userName: users.name,
          userPhone: users.phone,
          sandboxPaidAt: sandboxTransactions.createdAt,
        })
        .from(payments)
        .innerJoin(users, eq(users.id, payments.userId))
        .leftJoin(sandboxTransactions, eq(sandboxTransactions.md5, payments.md5))
        .where(where)
        .orderBy(desc(payments.id))
        .limit(perPage)
        .offset((page - 1) * perPage);
      const data = rows.map(({ p, userName, userPhone, sandboxPaidAt }) => ({
        id: p.id,
        reference: p.reference,
        user_name: userName,
        user_phone: userPhone,
        amount: fromCents(p.amountCents),
        currency: p.currency,
        created_at: p.createdAt.toISOString(),
        expires_at: p.expiresAt.toISOString(),
        sandbox_paid: sandboxPaidAt !== null,
      }));
      return { data, total };
    },

    /** One payment by id with whether the sandbox bank already paid it, or null. */
    async byReference(reference: string): Promise<PaymentRow | null> {
      const [row] = await db.select().from(payments).where(eq(payments.reference, reference));
      return row ?? null;
    },
  };
}
export type PaymentService = ReturnType<typeof createPaymentService>;

function paymentAnswer(row: PaymentRow, extra: { merchantName: string; deepLink: string | null; now: Date }) {
  return {
    qr_code_url: `/api/payment/khqr/${row.reference}.svg`,
    qr_png_url: `/api/payment/khqr/${row.reference}.png`,
    merchant_name: extra.merchantName,
    deep_link: extra.deepLink,
    expires_in_ms: Math.max(0, row.expiresAt.getTime() - extra.now.getTime()),
    qr_string: row.qrString,
    md5: row.md5,
    reference: row.reference,
    amount: fromCents(row.amountCents),
    currency: row.currency,
    expires_at: row.expiresAt.toISOString(),
  };
}
