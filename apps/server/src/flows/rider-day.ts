import type { Db } from '@fardin/db/open-db';
import type { DayResolution, RiderDay } from '@fardin/core/contract-riders';
import { fromCents, toCents } from '@fardin/core/money';
import { HttpError, notFound } from '../http/errors';
import { contactsOf, isActiveRider } from '../modules/accounts/staff-service';
import { recordAudit } from '../modules/admin/audit-service';
import {
  addRiderCash,
  dayCloseOf,
  dropsOfRiderDay,
  insertDayClose,
  resolveDayClose,
  riderCashOf,
  shopDay,
} from '../modules/riders/service';
import type { FlowDeps } from './flow-deps';
import { riderDrops } from './rider-drops';

type Deps = Pick<FlowDeps, 'db' | 'now' | 'payments'>;

/** Cash the rider took at the doors of a day (cents): what they owe the shop. */
async function cashOfDay(tx: Db, riderId: number, day: string) {
  const drops = await dropsOfRiderDay(tx, riderId, day);
  const sum = (method: 'cash' | 'khqr') =>
    drops.filter((d) => d.status === 'delivered' && d.method === method).reduce((s, d) => s + d.collectedCents, 0);
  return { drops, cash: sum('cash'), qr: sum('khqr') };
}

/**
 * A rider's day close (`GET /api/admin/riders/{id}/day?date=`): drops delivered, failed and still
 * open, cash and QR collected, and once staff confirmed it, the cash handed over and the
 * difference (the cash expected at the count - handed over), which stays visible until it is
 * resolved; then `resolution` says how, by whom and when, and `cash_ledger` lists the day's rows.
 */
export async function riderDay(deps: Deps, input: { riderId: number; day?: string | undefined }): Promise<RiderDay> {
  if (!(await isActiveRider(deps.db, input.riderId))) throw notFound('rider.drop_not_found');
  const day = input.day ?? shopDay(deps.now());
  const { drops, cash, qr } = await cashOfDay(deps.db, input.riderId, day);
  const close = await dayCloseOf(deps.db, input.riderId, day);
  const ledger = await riderCashOf(deps.db, input.riderId, day);
  const people = await contactsOf(deps.db, [
    input.riderId,
    ...(close?.resolvedBy ? [close.resolvedBy] : []),
    ...ledger.flatMap((r) => (r.createdBy ? [r.createdBy] : [])),
  ]);
  const nameOf = (id: number | null) => (id ? (people.get(id)?.name ?? '') : '');
  const difference = close ? close.cashExpectedCents - close.cashHandedCents : null;
  return {
    rider_id: input.riderId,
    rider_name: nameOf(input.riderId),
    date: day,
    drops: await riderDrops(deps, { riderId: input.riderId, day }),
    delivered: drops.filter((d) => d.status === 'delivered').length,
    failed: drops.filter((d) => d.status === 'failed').length,
    open: drops.filter((d) => d.status === 'assigned').length,
    cash: fromCents(cash),
    qr: fromCents(qr),
    cash_handed: close ? fromCents(close.cashHandedCents) : null,
    difference: difference === null ? null : fromCents(difference),
    confirmed_at: close?.confirmedAt.toISOString() ?? null,
    resolution:
      close?.resolvedHow && close.resolvedAt && difference !== null
        ? {
            how: close.resolvedHow,
            amount: fromCents(difference),
            note: close.resolvedNote,
            by_name: nameOf(close.resolvedBy),
            at: close.resolvedAt.toISOString(),
          }
        : null,
    cash_ledger: ledger.map((r) => ({
      kind: r.kind,
      amount: fromCents(r.amountCents),
      note: r.note,
      by_name: nameOf(r.createdBy),
      at: r.createdAt.toISOString(),
    })),
  };
}

/**
 * Staff confirm the cash a rider handed over for a day (`POST /api/admin/riders/{id}/day/confirm`),
 * once (409 `rider.day_confirmed`); the expected cash is recorded with it, so the difference stays,
 * and the shop's cash account of the day gets its `owed` and `handed` rows.
 */
export async function confirmRiderDay(
  deps: Deps,
  input: { riderId: number; day: string; cashHanded: number; note?: string | undefined },
  actor: { id: number },
) {
  if (!(await isActiveRider(deps.db, input.riderId))) throw notFound('rider.drop_not_found');
  await deps.db.transaction(async (tx) => {
    const at = deps.now();
    const { cash } = await cashOfDay(tx, input.riderId, input.day);
    const row = await insertDayClose(tx, {
      riderId: input.riderId,
      day: input.day,
      expectedCents: cash,
      handedCents: toCents(input.cashHanded),
      note: input.note ?? null,
      by: actor.id,
      at,
    });
    const base = { riderId: input.riderId, day: input.day, by: actor.id, at };
    await addRiderCash(tx, [
      { ...base, kind: 'owed', cents: cash, note: null },
      { ...base, kind: 'handed', cents: -row.cashHandedCents, note: input.note ?? null },
    ]);
    await recordAudit(tx, {
      actorId: actor.id,
      action: 'rider.day_close',
      targetType: 'rider',
      targetId: input.riderId,
      details: { day: input.day, expected_cents: cash, handed_cents: row.cashHandedCents },
    });
  });
  return riderDay(deps, { riderId: input.riderId, day: input.day });
}

/** Which ways settle which difference: a shortfall (> 0) or an over-count (< 0). */
const FITS: Record<DayResolution, (differenceCents: number) => boolean> = {
  rider_paid: (d) => d > 0,
  written_off: (d) => d > 0,
  returned: (d) => d < 0,
};

/**
 * Staff resolve a confirmed day's difference (`POST /api/admin/riders/{id}/day/resolve`, decision
 * 0055): the rider paid the shortfall later, it is written off as the shop's loss (with a reason),
 * or an over-count went back to the rider. In one transaction: the close is marked resolved by a
 * conditional update (two staff at once: one resolution, the other 409
 * `rider.difference_resolved`), one row of the shop's cash account brings the day's balance to
 * zero, and the audit row.
 */
export async function resolveRiderDay(
  deps: Deps,
  input: { riderId: number; day: string; how: DayResolution; note?: string | undefined },
  actor: { id: number },
) {
  if (!(await isActiveRider(deps.db, input.riderId))) throw notFound('rider.drop_not_found');
  await deps.db.transaction(async (tx) => {
    const at = deps.now();
    const close = await dayCloseOf(tx, input.riderId, input.day);
    if (!close) throw new HttpError(409, 'rider.day_not_confirmed');
    const difference = close.cashExpectedCents - close.cashHandedCents;
    if (close.resolvedAt) throw new HttpError(409, 'rider.difference_resolved');
    if (difference === 0) throw new HttpError(409, 'rider.no_difference');
    if (!FITS[input.how](difference)) throw new HttpError(422, 'rider.resolution_mismatch', { field: 'how' });
    const note = input.note?.trim() || null;
    await resolveDayClose(tx, { id: close.id, how: input.how, note, by: actor.id, at });
    await addRiderCash(tx, [
      { riderId: input.riderId, day: input.day, kind: input.how, cents: -difference, note, by: actor.id, at },
    ]);
    await recordAudit(tx, {
      actorId: actor.id,
      action: 'rider.day_resolve',
      targetType: 'rider',
      targetId: input.riderId,
      details: { day: input.day, how: input.how, difference_cents: difference, note },
    });
  });
  return riderDay(deps, { riderId: input.riderId, day: input.day });
}
