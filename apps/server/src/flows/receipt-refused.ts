import type { Db } from '@fardin/db/open-db';
import { recordAudit, type AuditActor } from '../modules/admin/audit-service';
import { writeOutbox } from '../modules/notifications/service';

/** A refused transfer receipt: whose it was, which bill it paid, why staff refused it, who did. */
export interface RefusedReceipt {
  shopperId: number;
  orderId: number | null;
  /** Staff's words; the shopper's notice quotes them. */
  reason: string;
  /** What the receipt paid besides the order itself (`bill`, the parcel's code, the problem). */
  bill?: Record<string, string | number>;
  receiptUrl: string | null;
  actor: number | AuditActor;
  /** The audit action and what it names (`payment.transfer.reject`, order 12). */
  action: string;
  target: { type: string; id: number };
  at: Date;
}

/**
 * What every refusal of a transfer receipt writes beside its own state change, in the caller's
 * transaction: the shopper's `transfer_refused` notice with staff's reason, and the audit row with
 * the refused receipt. One home for the order's, the storage fee's, the freight's and a problem's
 * refusal, so the four say the same thing to the shopper and the audit log.
 */
export async function recordRefusedReceipt(tx: Db, r: RefusedReceipt): Promise<void> {
  await writeOutbox(tx, {
    kind: 'transfer_refused',
    userId: r.shopperId,
    orderId: r.orderId,
    payload: { reason: r.reason, ...r.bill },
    at: r.at,
  });
  await recordAudit(tx, {
    actorId: r.actor,
    action: r.action,
    targetType: r.target.type,
    targetId: r.target.id,
    details: { reason: r.reason, receipt_url: r.receiptUrl },
  });
}
