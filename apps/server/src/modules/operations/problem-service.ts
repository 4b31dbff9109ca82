import { and, asc, eq, inArray, lte, ne } from 'drizzle-orm';
import type { Db } from '@fardin/db/open-db';
import { orderProblems } from '@fardin/db/schema/operations';
import {
  PROBLEM_KIND_CHOICES,
  PROBLEM_REMINDER_HOURS,
  type Alternative,
  type LineProblem,
  type ProblemKind,
  type ProblemStatus,
} from '@fardin/core/contract-operations';
import { fromCents } from '@fardin/core/money';

/** Problems on lines (decision 0033): at most one not resolved per line; tx first, as every operations call. */

export type ProblemRow = typeof orderProblems.$inferSelect;
const HOUR = 3600_000;

export async function insertProblem(
  tx: Db,
  p: {
    lineId: number;
    orderId: number;
    userId: number;
    kind: ProblemKind;
    amountDueCents: number;
    newUnitCents: number | null;
    alternatives: Alternative[];
    note: string | null;
    raisedBy: number | null;
    at: Date;
  },
): Promise<ProblemRow> {
  const last = PROBLEM_REMINDER_HOURS[PROBLEM_REMINDER_HOURS.length - 1]!;
  const [row] = await tx
    .insert(orderProblems)
    .values({
      orderLineId: p.lineId,
      orderId: p.orderId,
      userId: p.userId,
      kind: p.kind,
      amountDueCents: p.amountDueCents,
      newUnitCents: p.newUnitCents,
      alternatives: p.alternatives,
      note: p.note,
      raisedBy: p.raisedBy,
      deadline: new Date(p.at.getTime() + last * HOUR),
      createdAt: p.at,
    })
    .returning();
  return row!;
}

/** The shopper's problem (another shopper's answers 404 at the caller), locked for the answer. */
export async function lockProblem(tx: Db, id: number): Promise<ProblemRow | null> {
  const [row] = await tx.select().from(orderProblems).where(eq(orderProblems.id, id)).for('update');
  return row ?? null;
}

export async function problemById(tx: Db, id: number): Promise<ProblemRow | null> {
  const [row] = await tx.select().from(orderProblems).where(eq(orderProblems.id, id));
  return row ?? null;
}

/** Moves a problem on from `from` (conditional: two answers at once, one wins). */
export async function updateProblem(
  tx: Db,
  id: number,
  from: ProblemStatus,
  set: Partial<Omit<ProblemRow, 'id'>>,
): Promise<ProblemRow | null> {
  const [row] = await tx
    .update(orderProblems)
    .set(set)
    .where(and(eq(orderProblems.id, id), eq(orderProblems.status, from)))
    .returning();
  return row ?? null;
}

export async function unresolvedOfLines(tx: Db, lineIds: readonly number[]): Promise<ProblemRow[]> {
  if (lineIds.length === 0) return [];
  return tx
    .select()
    .from(orderProblems)
    .where(and(ne(orderProblems.status, 'resolved'), inArray(orderProblems.orderLineId, [...lineIds])));
}

export async function problemsByStatus(tx: Db, status: ProblemStatus | 'unresolved'): Promise<ProblemRow[]> {
  const where = status === 'unresolved' ? ne(orderProblems.status, 'resolved') : eq(orderProblems.status, status);
  return tx.select().from(orderProblems).where(where).orderBy(asc(orderProblems.createdAt), asc(orderProblems.id));
}

/**
 * Open problems whose next reminder is due at `now` (24 h, then 48 h after raising): each is
 * claimed with a conditional update of `reminders_sent`, so two sweeps remind once.
 */
export async function claimDueReminders(tx: Db, now: Date): Promise<{ row: ProblemRow; hours: number }[]> {
  const claimed: { row: ProblemRow; hours: number }[] = [];
  for (const [i, hours] of PROBLEM_REMINDER_HOURS.entries()) {
    const due = new Date(now.getTime() - hours * HOUR);
    const rows = await tx
      .update(orderProblems)
      .set({ remindersSent: i + 1 })
      .where(
        and(eq(orderProblems.status, 'open'), eq(orderProblems.remindersSent, i), lte(orderProblems.createdAt, due)),
      )
      .returning();
    claimed.push(...rows.map((row) => ({ row, hours })));
  }
  return claimed;
}

export function isOverdue(row: ProblemRow, now: Date): boolean {
  return row.status === 'open' && row.deadline.getTime() <= now.getTime();
}

export function problemAnswer(row: ProblemRow): LineProblem {
  return {
    id: row.id,
    kind: row.kind,
    status: row.status,
    amount_due: fromCents(row.amountDueCents),
    choices: row.status === 'open' ? [...PROBLEM_KIND_CHOICES[row.kind]] : [],
    alternatives: row.alternatives,
    deadline: row.deadline.toISOString(),
    note: row.note,
    payment_reference: row.status === 'awaiting_payment' ? row.paymentReference : null,
  };
}
