import { and, desc, eq, isNotNull, isNull, like, sql } from 'drizzle-orm';
import type { Db } from '@fardin/db/open-db';
import { users } from '@fardin/db/schema/accounts';
import { walletEntries, withdrawalPayouts } from '@fardin/db/schema/wallet';
import { fromCents } from '@fardin/core/money';
import type { AdminWithdrawalRow, WithdrawalStatus } from '@fardin/core/contract-admin';
import { HttpError, notFound } from '../../http/errors';
import { WITHDRAW_PREFIX } from './service';

/**
 * Withdrawals as staff see them (issue 24 item 10). A withdrawal is the ledger entry the shopper's
 * withdraw writes (reference `WITHDRAW-...`, the amount already out of the balance); staff pay it
 * out to the shopper's account and record that once (`withdrawal_payouts`). Runs in the caller's
 * transaction where it writes, so the payout and its audit row land together (flows/withdrawals.ts).
 */
const isWithdrawal = like(walletEntries.reference, `${WITHDRAW_PREFIX}%`);
const byStatus = (status: WithdrawalStatus | undefined) =>
  status === 'pending'
    ? and(isWithdrawal, isNull(withdrawalPayouts.entryId))
    : status === 'paid'
      ? and(isWithdrawal, isNotNull(withdrawalPayouts.entryId))
      : isWithdrawal;

/** The back office's list, newest first, with the shopper's name, phone and account number. */
async function withdrawalPage(
  db: Db,
  status: WithdrawalStatus | undefined,
  page: number,
  perPage: number,
): Promise<{ data: AdminWithdrawalRow[]; total: number }> {
  const where = byStatus(status);
  const [{ total } = { total: 0 }] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(walletEntries)
    .leftJoin(withdrawalPayouts, eq(withdrawalPayouts.entryId, walletEntries.id))
    .where(where);
  const rows = await db
    .select({
      entry: walletEntries,
      payout: withdrawalPayouts,
      userName: users.name,
      userPhone: users.phone,
      accountNumber: users.accountNumber,
    })
    .from(walletEntries)
    .innerJoin(users, eq(users.id, walletEntries.userId))
    .leftJoin(withdrawalPayouts, eq(withdrawalPayouts.entryId, walletEntries.id))
    .where(where)
    .orderBy(desc(walletEntries.id))
    .limit(perPage)
    .offset((page - 1) * perPage);
  const data = rows.map(({ entry, payout, userName, userPhone, accountNumber }) => ({
    id: entry.id,
    user_id: entry.userId,
    user_name: userName,
    user_phone: userPhone,
    account_number: accountNumber,
    amount: fromCents(-entry.amountCents),
    currency: entry.currency,
    reference_no: entry.reference ?? '',
    status: payout ? ('paid' as const) : ('pending' as const),
    requested_at: entry.createdAt.toISOString(),
    paid_at: payout?.paidAt.toISOString() ?? null,
    note: payout?.note ?? null,
  }));
  return { data, total };
}

/** Withdrawals still to pay out (the dashboard's count). */
async function countPendingWithdrawals(db: Db): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(walletEntries)
    .leftJoin(withdrawalPayouts, eq(withdrawalPayouts.entryId, walletEntries.id))
    .where(byStatus('pending'));
  return row?.n ?? 0;
}

/**
 * Records that staff paid the withdrawal out: one INSERT ... ON CONFLICT DO NOTHING, so of two
 * staff marking it at once exactly one records it; the other gets 409 `wallet.withdrawal_paid`.
 */
export async function markWithdrawalPaid(
  tx: Db,
  entryId: number,
  staffId: number,
  note: string | null,
): Promise<{ userId: number; amountCents: number; reference: string }> {
  const [entry] = await tx
    .select({
      userId: walletEntries.userId,
      amountCents: walletEntries.amountCents,
      reference: walletEntries.reference,
    })
    .from(walletEntries)
    .where(and(eq(walletEntries.id, entryId), isWithdrawal));
  if (!entry) throw notFound('wallet.withdrawal_not_found');
  const recorded = await tx
    .insert(withdrawalPayouts)
    .values({ entryId, staffId, note })
    .onConflictDoNothing()
    .returning({ entryId: withdrawalPayouts.entryId });
  if (recorded.length === 0) throw new HttpError(409, 'wallet.withdrawal_paid');
  return { userId: entry.userId, amountCents: -entry.amountCents, reference: entry.reference ?? '' };
}

/** The back office's reads of withdrawals, bound to one database (`services.withdrawals`). */
export function createWithdrawalService(db: Db) {
  return {
    page: (status: WithdrawalStatus | undefined, page: number, perPage: number) =>
      withdrawalPage(db, status, page, perPage),
    countPending: () => countPendingWithdrawals(db),
  };
}
