import { asc, eq } from 'drizzle-orm';
import type { Db } from '@fardin/db/open-db';
import { storagePayments } from '@fardin/db/schema/parcels';

/** The storage fee's payment sent and not settled yet (one per order, decision 0055). */
export type StoragePaymentRow = typeof storagePayments.$inferSelect;

export async function pendingStoragePayment(tx: Db, orderId: number): Promise<StoragePaymentRow | null> {
  const [row] = await tx.select().from(storagePayments).where(eq(storagePayments.orderId, orderId));
  return row ?? null;
}

/** A new KHQR or transfer receipt for the order's storage fee replaces the one before it. */
export async function setPendingStoragePayment(
  tx: Db,
  p: {
    orderId: number;
    type: 'khqr' | 'bankTransfer';
    method: string | null;
    reference: string;
    receiptUrl: string | null;
    cents: number;
    at: Date;
  },
): Promise<StoragePaymentRow> {
  const values = {
    paymentType: p.type,
    paymentMethod: p.method,
    reference: p.reference,
    receiptUrl: p.receiptUrl,
    amountCents: p.cents,
    createdAt: p.at,
  };
  const [row] = await tx
    .insert(storagePayments)
    .values({ orderId: p.orderId, ...values })
    .onConflictDoUpdate({ target: storagePayments.orderId, set: values })
    .returning();
  return row!;
}

export async function clearPendingStoragePayment(tx: Db, orderId: number) {
  await tx.delete(storagePayments).where(eq(storagePayments.orderId, orderId));
}

/** Storage fees paid by bank transfer and not yet accepted by staff, oldest first (the back office's list). */
export async function storageTransfersWaiting(db: Db, limit = 200): Promise<StoragePaymentRow[]> {
  return db
    .select()
    .from(storagePayments)
    .where(eq(storagePayments.paymentType, 'bankTransfer'))
    .orderBy(asc(storagePayments.createdAt), asc(storagePayments.orderId))
    .limit(limit);
}
