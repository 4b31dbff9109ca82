import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '@fardin/db/open-db';
import { lineRefunds } from '@fardin/db/schema/operations';
import { fromCents } from '@fardin/core/money';

/** Per-line refunds (decision 0033): to Anakut Cash (done at once) or to the original method (a staff task). */

export async function insertRefund(
  tx: Db,
  r: {
    orderId: number;
    lineId: number;
    amountCents: number;
    destination: 'wallet' | 'original';
    note?: string | null;
    actorId: number | null;
    at: Date;
  },
) {
  const [row] = await tx
    .insert(lineRefunds)
    .values({
      orderId: r.orderId,
      orderLineId: r.lineId,
      amountCents: r.amountCents,
      destination: r.destination,
      status: r.destination === 'wallet' ? 'done' : 'pending',
      note: r.note ?? null,
      createdBy: r.actorId,
      doneAt: r.destination === 'wallet' ? r.at : null,
      createdAt: r.at,
    })
    .returning();
  return row!;
}

/** Marks a pending refund to the original method done with its receipt (once: conditional update). */
export async function completeRefund(tx: Db, id: number, receiptUrl: string, at: Date) {
  const [row] = await tx
    .update(lineRefunds)
    .set({ status: 'done', receiptUrl, doneAt: at })
    .where(and(eq(lineRefunds.id, id), eq(lineRefunds.status, 'pending')))
    .returning();
  return row ?? null;
}

export async function refundById(tx: Db, id: number) {
  const [row] = await tx.select().from(lineRefunds).where(eq(lineRefunds.id, id));
  return row ?? null;
}

export async function refundsByStatus(tx: Db, status: 'pending' | 'done') {
  return tx.select().from(lineRefunds).where(eq(lineRefunds.status, status)).orderBy(asc(lineRefunds.createdAt));
}

export type RefundRow = typeof lineRefunds.$inferSelect;
export function refundAnswer(r: RefundRow) {
  return {
    id: r.id,
    order_id: r.orderId,
    line_id: r.orderLineId,
    amount: fromCents(r.amountCents),
    to: r.destination,
    status: r.status,
    receipt_url: r.receiptUrl,
    created_at: r.createdAt.toISOString(),
  };
}
