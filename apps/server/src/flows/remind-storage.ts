import { STORAGE_REMINDER_DAYS } from '@fardin/core/parcel-journey';
import { orderById } from '../modules/orders/line-state-service';
import { ordersReadySince, writeOutbox } from '../modules/operations/service';
import { claimStorageReminder } from '../modules/parcels/service';
import { parcelSettings } from '../modules/parcels/settings-service';
import type { ParcelFlowDeps } from './pack-parcel';
import { storageOfOrder } from './steps/storage';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The storage sweep (decision 0042), beside the problem reminders' (remind-problems.ts): every order
 * whose free storage ends within 7 days gets one `storage_ending` outbox row at 7 days and one at 2
 * days before the end (each claimed once in `storage_reminders`, so two sweeps at once remind once).
 * Runs on the injected clock: tests move it instead of waiting. Returns the reminders written.
 */
export async function remindStorage(deps: Pick<ParcelFlowDeps, 'db' | 'now'>, input: { at?: Date | undefined } = {}) {
  return deps.db.transaction(async (tx) => {
    const at = input.at ?? deps.now();
    const settings = await parcelSettings(tx);
    const earliest = Math.max(...STORAGE_REMINDER_DAYS);
    const horizon = new Date(at.getTime() - (settings.storage_free_days - earliest) * DAY_MS);
    let written = 0;
    for (const orderId of await ordersReadySince(tx, horizon)) {
      const { freeUntil } = await storageOfOrder(tx, orderId, settings, at);
      if (!freeUntil || freeUntil.getTime() <= at.getTime()) continue;
      const left = freeUntil.getTime() - at.getTime();
      // Only the nearest due reminder: a sweep that missed the 7-day one sends the 2-day one alone.
      const due = [...STORAGE_REMINDER_DAYS].sort((a, b) => a - b).find((d) => left <= d * DAY_MS);
      if (due === undefined) continue;
      if (!(await claimStorageReminder(tx, { orderId, daysBefore: due, freeUntil, at }))) continue;
      const order = await orderById(tx, orderId);
      await writeOutbox(tx, {
        kind: 'storage_ending',
        userId: order?.userId ?? null,
        orderId,
        payload: { days_before: due, free_until: freeUntil.toISOString() },
        at,
      });
      written += 1;
    }
    return written;
  });
}
