import { and, asc, desc, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '@fardin/db/open-db';
import { users } from '@fardin/db/schema/accounts';
import { settings } from '@fardin/db/schema/reference';
import { topupRequests, walletEntries } from '@fardin/db/schema/wallet';
import { fromCents } from '@fardin/core/money';
import { formatLocalPhone } from '@fardin/core/phone';
import { paymentAccountsSchema, type PaymentAccount } from '@fardin/core/contract-commerce';
import { HttpError, notFound } from '../../http/errors';

/** Shop settings of commerce (settings key `commerce`), with defaults when absent. */
export interface CommerceSettings {
  anakut_discount_percent: number;
  bank_accounts: PaymentAccount[];
}
export const DEFAULT_COMMERCE_SETTINGS: CommerceSettings = {
  anakut_discount_percent: 10,
  bank_accounts: [
    { code: 'phone', bank_name: 'Wing Bank', account_name: 'Fardin', account_number: '010 888 168', qr_image: null },
  ],
};

/** The stored setting, each part checked on its own: a part that does not parse falls back to its default. */
export async function commerceSettings(db: Db): Promise<CommerceSettings> {
  const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, 'commerce'));
  const value = (row?.value ?? {}) as Record<string, unknown>;
  const percent = Number(value.anakut_discount_percent);
  const accounts = paymentAccountsSchema.safeParse(value.bank_accounts);
  return {
    anakut_discount_percent:
      Number.isFinite(percent) && percent >= 0 && percent <= 100
        ? percent
        : DEFAULT_COMMERCE_SETTINGS.anakut_discount_percent,
    bank_accounts: accounts.success ? accounts.data : DEFAULT_COMMERCE_SETTINGS.bank_accounts,
  };
}

/**
 * What a shopper writes in a bank transfer's note, for an order or a top-up: their phone number in
 * the local form, which staff see beside every order and top-up (decision 0022).
 */
export async function transferReference(db: Db, userId: number): Promise<string> {
  const [row] = await db.select({ phone: users.phone }).from(users).where(eq(users.id, userId));
  return row ? formatLocalPhone(row.phone).replace(/\s/g, '') : String(userId);
}

/** Ledger references of withdrawals (the ledger's kinds have no withdraw yet: an adjustment). */
export const WITHDRAW_PREFIX = 'WITHDRAW-';

/** Balance in cents: the sum of the user's ledger entries. */
export async function walletBalance(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .select({ sum: sql<number>`coalesce(sum(${walletEntries.amountCents}), 0)::int` })
    .from(walletEntries)
    .where(eq(walletEntries.userId, userId));
  return row?.sum ?? 0;
}

/**
 * Locks a user's wallet inside the caller's transaction (their users row, FOR UPDATE) so that
 * concurrent debits of one user run one after the other and the balance never goes below zero.
 */
export async function lockWallet(tx: Db, userId: number): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
}

/** Call lockWallet first in the same transaction, before any insert that references the user. */
export async function debitWallet(
  tx: Db,
  userId: number,
  cents: number,
  orderId: number,
  reference: string,
): Promise<void> {
  await lockWallet(tx, userId);
  const balance = await walletBalance(tx, userId);
  if (balance < cents)
    throw new HttpError(409, 'wallet.insufficient_balance', { params: { balance: fmt(balance), needed: fmt(cents) } });
  await tx.insert(walletEntries).values({ userId, amountCents: -cents, kind: 'payment', orderId, reference });
}

/** Whether the order's total was already credited back to the shopper (one refund per order). */
export async function hasOrderRefund(tx: Db, orderId: number): Promise<boolean> {
  const [done] = await tx
    .select({ id: walletEntries.id })
    .from(walletEntries)
    .where(and(eq(walletEntries.orderId, orderId), eq(walletEntries.kind, 'refund')));
  return !!done;
}

/**
 * What went back to the shopper's Anakut Cash for one order (whole-order and per-line refunds), in
 * cents; 0 when nothing did. The order page says so (issue 29 item 8).
 */
export async function orderRefundedCents(db: Db, userId: number, orderId: number): Promise<number> {
  const [row] = await db
    .select({ cents: sql<string | null>`sum(${walletEntries.amountCents})` })
    .from(walletEntries)
    .where(and(eq(walletEntries.userId, userId), eq(walletEntries.orderId, orderId), eq(walletEntries.kind, 'refund')));
  return Number(row?.cents ?? 0);
}

/** Credits an order's total back to the shopper's Anakut Cash, inside the caller's transaction. */
export async function creditOrderRefund(tx: Db, userId: number, cents: number, orderId: number): Promise<void> {
  await tx
    .insert(walletEntries)
    .values({ userId, amountCents: cents, kind: 'refund', orderId, reference: `REFUND-${orderId}` });
}

/**
 * A shopper's withdrawal inside the caller's transaction (flows/withdrawals.ts writes its audit row
 * in the same one): the amount leaves the balance now, never below zero; staff pay it out by the reference.
 */
export async function withdrawIn(tx: Db, userId: number, amountCents: number) {
  await lockWallet(tx, userId);
  const balance = await walletBalance(tx, userId);
  if (balance < amountCents)
    throw new HttpError(409, 'wallet.withdraw_insufficient', {
      params: { balance: fmt(balance), amount: fmt(amountCents) },
    });
  // Unique by construction: the reference names the entry (and a unique index holds it).
  const [entry] = await tx
    .insert(walletEntries)
    .values({ userId, amountCents: -amountCents, kind: 'adjustment' })
    .returning({ id: walletEntries.id });
  const [row] = await tx
    .update(walletEntries)
    .set({ reference: `${WITHDRAW_PREFIX}${entry!.id}` })
    .where(eq(walletEntries.id, entry!.id))
    .returning();
  return {
    id: row!.id,
    amount: fromCents(amountCents),
    reference_no: row!.reference,
    user_balance: fromCents(balance - amountCents),
  };
}

/**
 * Staff decision on a pending top-up, in the flow's transaction (flows/approve-topup.ts,
 * flows/reject-topup.ts): approving credits the ledger. A top-up decided already answers 404.
 */
export async function decideTopup(tx: Db, id: number, approve: boolean, at: Date) {
  const [row] = await tx
    .update(topupRequests)
    .set({ status: approve ? 'approved' : 'rejected', decidedAt: at })
    .where(and(eq(topupRequests.id, id), eq(topupRequests.status, 'pending')))
    .returning();
  if (!row) throw notFound('wallet.topup_not_found');
  if (approve)
    await tx
      .insert(walletEntries)
      .values({ userId: row.userId, amountCents: row.amountCents, kind: 'topup', reference: `TOPUP-${row.id}` });
  return row;
}

/** A shopper's top-up request, waiting for staff, in the flow's transaction (flows/request-topup.ts). */
export async function insertTopupRequest(
  tx: Db,
  input: { userId: number; amountCents: number; receiptUrl: string; paymentMethod: string | null },
) {
  const [row] = await tx.insert(topupRequests).values(input).returning();
  return row!;
}

/** The owner and receipt of a top-up request (any status), or null. */
export async function topupReceipt(db: Db, id: number): Promise<{ user_id: number; receipt_url: string } | null> {
  const [row] = await db
    .select({ user_id: topupRequests.userId, receipt_url: topupRequests.receiptUrl })
    .from(topupRequests)
    .where(eq(topupRequests.id, id));
  return row ?? null;
}

/** Credits a refund of one order line to Anakut Cash (after it, the order-wide refund answers 409: no double refund). */
export async function creditLineRefund(
  tx: Db,
  userId: number,
  cents: number,
  orderId: number,
  reference: string,
): Promise<void> {
  await tx.insert(walletEntries).values({ userId, amountCents: cents, kind: 'refund', orderId, reference });
}

function fmt(cents: number): string {
  return `$${fromCents(cents).toFixed(2)}`;
}

export function createWalletService(db: Db) {
  return {
    balance: (userId: number) => walletBalance(db, userId),

    async summary(userId: number) {
      const [balance, entries, topups, config, reference] = await Promise.all([
        walletBalance(db, userId),
        db
          .select()
          .from(walletEntries)
          .where(eq(walletEntries.userId, userId))
          .orderBy(desc(walletEntries.id))
          .limit(50),
        db
          .select()
          .from(topupRequests)
          .where(eq(topupRequests.userId, userId))
          .orderBy(desc(topupRequests.id))
          .limit(20),
        commerceSettings(db),
        transferReference(db, userId),
      ]);
      return {
        balance: fromCents(balance),
        currency: 'USD',
        transfer_reference: reference,
        discount_percent: config.anakut_discount_percent,
        entries: entries.map((e) => ({
          id: e.id,
          amount: fromCents(e.amountCents),
          type: e.kind,
          reference_no: e.reference,
          request_date: e.createdAt.toISOString(),
        })),
        topups: topups.map((t) => ({
          id: t.id,
          amount: fromCents(t.amountCents),
          payment_method: t.paymentMethod,
          receipt_url: t.receiptUrl,
          transaction_status: t.status,
          request_date: t.createdAt.toISOString(),
        })),
      };
    },

    /** Takes the amount out of the balance now (never below zero); staff pay it out by the reference. */
    withdraw: (userId: number, amountCents: number) => db.transaction((tx) => withdrawIn(tx, userId, amountCents)),

    /**
     * The mobile client's transaction list: ledger entries (done: `approved`) with the balance after
     * each, and top-up requests still waiting or refused (an approved one is its ledger entry).
     */
    async transactions(userId: number, page: number, perPage: number) {
      const [entries, topups] = await Promise.all([
        db.select().from(walletEntries).where(eq(walletEntries.userId, userId)).orderBy(asc(walletEntries.id)),
        db
          .select()
          .from(topupRequests)
          .where(and(eq(topupRequests.userId, userId), ne(topupRequests.status, 'approved')))
          .orderBy(asc(topupRequests.id)),
      ]);
      let running = 0;
      const ledger = entries.map((e) => {
        running += e.amountCents;
        const withdraw = e.reference?.startsWith(WITHDRAW_PREFIX) ?? false;
        return {
          id: e.id,
          user_id: userId,
          user_balance: fromCents(running),
          request_date: e.createdAt.toISOString(),
          payment_method: e.kind === 'payment' ? 'anakut' : withdraw ? 'withdraw' : e.kind,
          transaction_status: 'approved',
          type: withdraw ? 'withdraw' : e.kind,
          amount: fromCents(e.amountCents),
          reference_no: e.reference,
        };
      });
      const waiting = topups.map((t) => ({
        id: t.id,
        user_id: userId,
        user_balance: fromCents(running),
        request_date: t.createdAt.toISOString(),
        payment_method: t.paymentMethod ?? 'transfer',
        transaction_status: t.status,
        type: 'topup',
        amount: fromCents(t.amountCents),
        reference_no: `TOPUP-${t.id}`,
      }));
      const all = [...ledger, ...waiting].sort((a, b) => b.request_date.localeCompare(a.request_date) || b.id - a.id);
      return { data: all.slice((page - 1) * perPage, page * perPage), total: all.length };
    },

    /**
     * The back office's top-up list, newest first, with the shopper's name and phone (a read-only
     * join to `users`: staff match a top-up to the transfer note by the phone).
     */
    async adminPage(status: 'pending' | 'approved' | 'rejected' | undefined, page: number, perPage: number) {
      const where = status ? eq(topupRequests.status, status) : undefined;
      const [{ total } = { total: 0 }] = await db
        .select({ total: sql<number>`count(*)::int` })
        .from(topupRequests)
        .where(where);
      const rows = await db
        .select({ t: topupRequests, userName: users.name, userPhone: users.phone })
        .from(topupRequests)
        .innerJoin(users, eq(users.id, topupRequests.userId))
        .where(where)
        .orderBy(desc(topupRequests.id))
        .limit(perPage)
        .offset((page - 1) * perPage);
      const data = rows.map(({ t, userName, userPhone }) => ({
        id: t.id,
        user_id: t.userId,
        user_name: userName,
        user_phone: userPhone,
        amount: fromCents(t.amountCents),
        currency: t.currency,
        payment_method: t.paymentMethod,
        receipt_url: t.receiptUrl as string | null,
        status: t.status,
        created_at: t.createdAt.toISOString(),
      }));
      return { data, total };
    },

    /** Top-up requests waiting for a staff decision (the dashboard's count). */
    async countPendingTopups(): Promise<number> {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(topupRequests)
        .where(eq(topupRequests.status, 'pending'));
      return row?.n ?? 0;
    },
  };
}
export type WalletService = ReturnType<typeof createWalletService>;
