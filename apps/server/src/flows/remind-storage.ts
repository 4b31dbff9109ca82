import { STORAGE_REMINDER_DAYS } from '@fardin/core/parcel-journey';
import { orderById } from '../modules/orders/line-state-service';
import { ordersReadySince } from '../modules/operations/service';
import { writeOutbox } from '../modules/notifications/service';
import { claimStorageReminder } from '../modules/parcels/service';
import { parcelSettings } from '../modules/parcels/settings-service';
import type { ParcelFlowDeps } from './pack-parcel';
import { chargeStorage, storageOfOrder } from './steps/storage';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The storage sweep (decision 0042), beside the problem reminders' (remind-problems.ts): every order
 * whose free storage ends within 7 days gets one `storage_ending` outbox row at 7 days and one at 2
 * days before the end (each claimed once in `storage_reminders`, so two sweeps at once remind once).
 * After the free days it charges the daily fee: one `storage_fee` ledger row per day begun, each
 * claimed once (as day -n in `storage_reminders`). Runs on the injected clock: tests move it
 * instead of waiting. Returns the reminders written.
 */
export async function remindStorage(deps: Pick<ParcelFlowDeps, 'db' | 'now'>, input: { at?: Date | undefined } = {}) {
  return deps.db.transaction(async (tx) => {
    const at = input.at ?? deps.now();
    const settings = await parcelSettings(tx);
    const earliest = Math.max(...STORAGE_REMINDER_DAYS);
    const horizon = new Date(at.getTime() - (settings.storage_free_days - earliest) * DAY_MS);
    let written = 0;
    for (const orderId of await ordersReadySince(tx, horizon)) {
      const { freeUntil, daysOver } = await storageOfOrder(tx, orderId, settings, at);
      if (!freeUntil) continue;
      if (daysOver > 0) {
        await chargeStorage(tx, { orderId, freeUntil, daysOver, feeCents: settings.storage_daily_fee_cents, at });
        continue;
      }
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
