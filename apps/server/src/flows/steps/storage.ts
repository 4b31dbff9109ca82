import { systemNote } from '@fardin/core/system-notes';
import type { Db } from '@fardin/db/open-db';
import type { ParcelSettings, StorageAnswer } from '@fardin/core/contract-parcels';
import { fromCents, toCents } from '@fardin/core/money';
import type { ParcelState } from '@fardin/core/parcel-journey';
import { linesOfOrder } from '../../modules/orders/line-state-service';
import { addLedger, ledgerOf, readyAtOfLines } from '../../modules/operations/service';
import { claimStorageReminder, parcelsOfOrder } from '../../modules/parcels/service';
import { pendingStoragePayment } from '../../modules/parcels/storage-payment-service';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Parcel states in which the goods still sit at the overseas warehouse (storage counts). */
const AT_WAREHOUSE: readonly ParcelState[] = [
  'packing',
  'weighed',
  'freight_due',
  'freight_paid',
  'cod_freight',
  'in_batch',
];

export interface OrderStorage {
  /** When free storage ends (null: no line of the order waits at the warehouse). */
  freeUntil: Date | null;
  /** Days of storage beyond the free ones so far, and their fee (cents). */
  daysOver: number;
  feeCents: number;
}

/**
 * Free storage of an order (OPERATIONS.md section 2; decision 0042): it starts when its first line
 * still at the warehouse became `ready` and lasts the setting's free days; after it, a daily fee.
 * A line stops counting once its parcel has left (departed).
 */
export async function storageOfOrder(tx: Db, orderId: number, s: ParcelSettings, now: Date): Promise<OrderStorage> {
  const lines = (await linesOfOrder(tx, orderId)).filter((l) => l.state === 'ready');
  const parcels = await parcelsOfOrder(tx, orderId);
  const gone = new Set(parcels.filter((p) => !AT_WAREHOUSE.includes(p.state)).flatMap((p) => p.lineIds));
  const waiting = lines.filter((l) => !gone.has(l.id)).map((l) => l.id);
  const readyAt = await readyAtOfLines(tx, waiting);
  const starts = [...readyAt.values()].map((d) => d.getTime());
  if (starts.length === 0) return { freeUntil: null, daysOver: 0, feeCents: 0 };
  const freeUntil = new Date(Math.min(...starts) + s.storage_free_days * DAY_MS);
  const over = now.getTime() - freeUntil.getTime();
  const daysOver = over > 0 ? Math.ceil(over / DAY_MS) : 0;
  return { freeUntil, daysOver, feeCents: daysOver * s.storage_daily_fee_cents };
}

/** One `storage_fee` ledger row per day of storage begun after the free days, each claimed once. */
export async function chargeStorage(
  tx: Db,
  c: { orderId: number; freeUntil: Date; daysOver: number; feeCents: number; at: Date },
) {
  if (c.feeCents <= 0) return;
  for (let day = 1; day <= c.daysOver; day += 1) {
    if (!(await claimStorageReminder(tx, { orderId: c.orderId, daysBefore: -day, freeUntil: c.freeUntil, at: c.at })))
      continue;
    await addLedger(tx, {
      orderId: c.orderId,
      kind: 'storage_fee',
      amountCents: c.feeCents,
      note: systemNote('storage.day', { day: String(day) }),
      at: c.at,
    });
  }
}

/** The order's storage fee from its ledger (cents): billed (`storage_fee`) and paid (`storage_paid`). */
async function storageLedger(tx: Db, orderId: number) {
  const { rows } = await ledgerOf(tx, orderId);
  const sum = (kind: string) => rows.filter((r) => r.kind === kind).reduce((s, r) => s + toCents(r.amount), 0);
  return { billedCents: sum('storage_fee'), paidCents: -sum('storage_paid') };
}

/**
 * Bills every day of storage begun so far (the sweep's rows, each claimed once) and answers what of
 * the storage fee is still unpaid (cents): what `POST /api/orders/{id}/storage/pay` takes.
 */
export async function billStorage(tx: Db, orderId: number, s: ParcelSettings, at: Date): Promise<number> {
  const storage = await storageOfOrder(tx, orderId, s, at);
  if (storage.freeUntil && storage.daysOver > 0)
    await chargeStorage(tx, {
      orderId,
      freeUntil: storage.freeUntil,
      daysOver: storage.daysOver,
      feeCents: s.storage_daily_fee_cents,
      at,
    });
  const { billedCents, paidCents } = await storageLedger(tx, orderId);
  return Math.max(0, billedCents - paidCents);
}

/**
 * The order page's storage (OPERATIONS.md section 5 `storage`): the countdown, the days over and
 * their fee, what is due to pay (the days begun, billed or about to be, less what was paid) and a
 * payment sent and not settled. A read: it bills nothing.
 */
export async function storageAnswer(tx: Db, orderId: number, s: ParcelSettings, now: Date): Promise<StorageAnswer> {
  const storage = await storageOfOrder(tx, orderId, s, now);
  const { billedCents, paidCents } = await storageLedger(tx, orderId);
  const pending = await pendingStoragePayment(tx, orderId);
  return {
    free_until: storage.freeUntil?.toISOString() ?? null,
    free_days: s.storage_free_days,
    daily_fee: fromCents(s.storage_daily_fee_cents),
    days_over: storage.daysOver,
    fee: fromCents(storage.feeCents),
    due: fromCents(Math.max(0, Math.max(billedCents, storage.feeCents) - paidCents)),
    payment: pending ? { type: pending.paymentType } : null,
  };
}
