import { systemNote } from '@fardin/core/system-notes';
import type { Db } from '@fardin/db/open-db';
import type { StorageAnswer, StoragePayBody } from '@fardin/core/contract-parcels';
import { HttpError } from '../http/errors';
import { recordAudit } from '../modules/admin/audit-service';
import { addLedger } from '../modules/operations/service';
import { lockOrder, orderById, type OrderRow } from '../modules/orders/line-state-service';
import { parcelSettings } from '../modules/parcels/settings-service';
import {
  clearPendingStoragePayment,
  pendingStoragePayment,
  setPendingStoragePayment,
  type StoragePaymentRow,
} from '../modules/parcels/storage-payment-service';
import { notFound } from '../http/errors';
import { recordRefusedReceipt } from './receipt-refused';
import type { ParcelFlowDeps } from './pack-parcel';
import { paySecond, type Khqr, type SecondBill } from './steps/second-payment';
import { billStorage, storageAnswer } from './steps/storage';

interface StorageState {
  order: OrderRow;
  dueCents: number;
  pending: StoragePaymentRow | null;
}

/** The order locked (then the wallet, the flows' fixed order), its storage billed to now, what is due. */
async function lockStorage(tx: Db, orderId: number, userId: number | undefined, at: Date): Promise<StorageState> {
  const order = await lockOrder(tx, orderId, userId);
  const dueCents = await billStorage(tx, order.id, await parcelSettings(tx), at);
  return { order, dueCents, pending: await pendingStoragePayment(tx, order.id) };
}

/** The storage paid: one `storage_paid` row of what was taken (never more than is due), the sent payment cleared. */
async function settleStorage(
  tx: Db,
  s: StorageState,
  method: 'khqr' | 'anakut' | 'bankTransfer',
  cents: number,
  at: Date,
): Promise<StorageState> {
  const paid = Math.min(cents, s.dueCents);
  await addLedger(tx, {
    orderId: s.order.id,
    kind: 'storage_paid',
    amountCents: -paid,
    method,
    note: systemNote('storage.paid'),
    at,
  });
  await clearPendingStoragePayment(tx, s.order.id);
  return { order: s.order, dueCents: s.dueCents - paid, pending: null };
}

function storageBill(deps: Pick<ParcelFlowDeps, 'now'>, orderId: number, userId: number): SecondBill<StorageState> {
  return {
    userId,
    notPayable: 'storage.nothing_due',
    walletReference: `STORAGE-${orderId}`,
    walletOrderId: (s) => s.order.id,
    lock: (tx) => lockStorage(tx, orderId, userId, deps.now()),
    due: (s) => s.dueCents,
    pending: ({ pending: p }) =>
      p ? { type: p.paymentType, reference: p.reference, method: p.paymentMethod, receiptUrl: p.receiptUrl } : null,
    async setPending(tx, s, sent, at) {
      const row = await setPendingStoragePayment(tx, {
        orderId: s.order.id,
        type: sent.type,
        method: sent.method,
        reference: sent.reference,
        receiptUrl: sent.receiptUrl,
        cents: sent.cents,
        at,
      });
      return { ...s, pending: row };
    },
    settle: (tx, s, method, _actor, cents, at) => settleStorage(tx, s, method, cents, at),
  };
}

export interface StoragePayResult {
  order_id: number;
  storage: StorageAnswer;
  khqr: Khqr | null;
}

/**
 * The shopper pays the storage fee of an order (`POST /api/orders/{id}/storage/pay`, decision 0055)
 * by the freight's own path (steps/second-payment.ts): Anakut Cash, KHQR (the same call again
 * settles it once the bank says paid) or a bank transfer with its receipt (staff verify it). The
 * days begun are billed first (`storage_fee`, each once), then one `storage_paid` row pays what is
 * due. Two tabs at once pay once: the order is locked and what is due read again inside. Another
 * shopper's order answers 404; nothing due answers 409 `storage.nothing_due`.
 */
export async function payStorage(
  deps: ParcelFlowDeps,
  input: { orderId: number; body: StoragePayBody },
  actor: { id: number },
): Promise<StoragePayResult> {
  const own = await orderById(deps.db, input.orderId, actor.id);
  if (!own) throw notFound('order.not_found');
  const bill = storageBill(deps, own.id, actor.id);
  const head = await deps.db.transaction((tx) => bill.lock(tx));
  const { answer, khqr } = await paySecond(deps, bill, head, input.body, async (db, s) =>
    storageAnswer(db, s.order.id, await parcelSettings(db), deps.now()),
  );
  return { order_id: own.id, storage: answer, khqr };
}

/** Staff accept the transfer receipt of a storage fee (`POST /api/admin/orders/{id}/storage/verify-transfer`). */
export async function verifyStorageTransfer(
  deps: ParcelFlowDeps,
  input: { orderId: number },
  actor: { id: number },
): Promise<StoragePayResult> {
  return deps.db.transaction(async (tx) => {
    const at = deps.now();
    const s = await lockStorage(tx, input.orderId, undefined, at);
    if (s.pending?.paymentType !== 'bankTransfer' || s.dueCents <= 0)
      throw new HttpError(409, 'storage.no_transfer_to_verify');
    await settleStorage(tx, s, 'bankTransfer', s.pending.amountCents, at);
    await recordAudit(tx, {
      actorId: actor.id,
      action: 'order.storage_transfer.verify',
      targetType: 'order',
      targetId: s.order.id,
      details: { receipt_url: s.pending.receiptUrl, amount_cents: Math.min(s.pending.amountCents, s.dueCents) },
    });
    return {
      order_id: s.order.id,
      storage: await storageAnswer(tx, s.order.id, await parcelSettings(tx), at),
      khqr: null,
    };
  });
}

/**
 * Staff refuse the transfer receipt of a storage fee (`POST /api/admin/orders/{id}/storage/reject-transfer`):
 * the payment sent is cleared so the shopper can pay again, told why (`transfer_refused`), audited.
 * Racing an accept of the same receipt, the order's lock lets one of them through; the other
 * answers 409 `storage.no_transfer_to_verify`.
 */
export async function refuseStorageTransfer(
  deps: ParcelFlowDeps,
  input: { orderId: number; reason: string },
  actor: { id: number },
): Promise<StoragePayResult> {
  return deps.db.transaction(async (tx) => {
    const at = deps.now();
    const s = await lockStorage(tx, input.orderId, undefined, at);
    if (s.pending?.paymentType !== 'bankTransfer') throw new HttpError(409, 'storage.no_transfer_to_verify');
    await clearPendingStoragePayment(tx, s.order.id);
    await recordRefusedReceipt(tx, {
      shopperId: s.order.userId,
      orderId: s.order.id,
      reason: input.reason,
      bill: { bill: 'storage' },
      receiptUrl: s.pending.receiptUrl,
      actor: actor.id,
      action: 'order.storage_transfer.reject',
      target: { type: 'order', id: s.order.id },
      at,
    });
    return {
      order_id: s.order.id,
      storage: await storageAnswer(tx, s.order.id, await parcelSettings(tx), at),
      khqr: null,
    };
  });
}
