import { and, asc, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '@fardin/db/open-db';
import { riderCashLedger, riderDayCloses, riderDrops } from '@fardin/db/schema/riders';
import type { DayResolution, DropMethod, RiderCashKind } from '@fardin/core/contract-riders';
import { HttpError, notFound } from '../../http/errors';

/**
 * The last mile (module `riders`, decision 0043): riders' drops and day closes. Functions take the
 * caller's transaction first; the flows (assign-parcel, deliver-drop, fail-drop, rider-day)
 * combine them with the parcels' moves and the orders' ledgers.
 */
export type DropRow = typeof riderDrops.$inferSelect;

/** The Phnom Penh calendar day (one home in core: the back office's day close picks it too). */
export { shopDay } from '@fardin/core/shop-day';

/** Puts a parcel on a rider's list for a day; a parcel already on a list: 409 `rider.parcel_assigned`. */
export async function insertDrop(
  tx: Db,
  d: { parcelId: number; riderId: number; day: string; assignedBy: number | null; at: Date },
): Promise<DropRow> {
  const [row] = await tx
    .insert(riderDrops)
    .values({ parcelId: d.parcelId, riderId: d.riderId, assignedOn: d.day, assignedBy: d.assignedBy, createdAt: d.at })
    .onConflictDoNothing({ target: riderDrops.parcelId, where: sql`${riderDrops.status} = 'assigned'` })
    .returning();
  if (!row) throw new HttpError(409, 'rider.parcel_assigned');
  return row;
}

/** The rider's own drop (another rider's answers 404), locked for the rest of the transaction. */
export async function lockOwnDrop(tx: Db, id: number, riderId: number): Promise<DropRow> {
  const [row] = await tx
    .select()
    .from(riderDrops)
    .where(and(eq(riderDrops.id, id), eq(riderDrops.riderId, riderId)))
    .for('update');
  if (!row) throw notFound('rider.drop_not_found');
  return row;
}

export async function ownDrop(tx: Db, id: number, riderId: number): Promise<DropRow> {
  const [row] = await tx
    .select()
    .from(riderDrops)
    .where(and(eq(riderDrops.id, id), eq(riderDrops.riderId, riderId)));
  if (!row) throw notFound('rider.drop_not_found');
  return row;
}

/**
 * Ends an assigned drop (a conditional update: confirming a delivery twice changes it once; the
 * second answers 409 `rider.drop_closed`).
 */
export async function closeDrop(
  tx: Db,
  id: number,
  patch: {
    status: 'delivered' | 'failed';
    collectedCents: number;
    method: DropMethod;
    photo: string | null;
    failReason: string | null;
    at: Date;
  },
): Promise<DropRow> {
  const [row] = await tx
    .update(riderDrops)
    .set({
      status: patch.status,
      collectedCents: patch.collectedCents,
      method: patch.method,
      photo: patch.photo,
      failReason: patch.failReason,
      closedAt: patch.at,
    })
    .where(and(eq(riderDrops.id, id), eq(riderDrops.status, 'assigned')))
    .returning();
  if (!row) throw new HttpError(409, 'rider.drop_closed');
  return row;
}

export async function setDropKhqr(tx: Db, id: number, reference: string) {
  await tx.update(riderDrops).set({ khqrReference: reference }).where(eq(riderDrops.id, id));
}

export async function dropsOfRiderDay(tx: Db, riderId: number, day: string): Promise<DropRow[]> {
  return tx
    .select()
    .from(riderDrops)
    .where(and(eq(riderDrops.riderId, riderId), eq(riderDrops.assignedOn, day)))
    .orderBy(asc(riderDrops.id));
}

/**
 * A rider's drops still open from days before `day` (assigned yesterday and not delivered yet):
 * oldest first, so the rider's page lists them after today's, each with its date.
 */
export async function openDropsBefore(tx: Db, riderId: number, day: string): Promise<DropRow[]> {
  return tx
    .select()
    .from(riderDrops)
    .where(and(eq(riderDrops.riderId, riderId), eq(riderDrops.status, 'assigned'), lt(riderDrops.assignedOn, day)))
    .orderBy(asc(riderDrops.assignedOn), asc(riderDrops.id));
}

export async function dayCloseOf(tx: Db, riderId: number, day: string) {
  const [row] = await tx
    .select()
    .from(riderDayCloses)
    .where(and(eq(riderDayCloses.riderId, riderId), eq(riderDayCloses.day, day)));
  return row ?? null;
}

/** Staff's count of a rider's cash for a day, once (a second: 409 `rider.day_confirmed`). */
export async function insertDayClose(
  tx: Db,
  c: {
    riderId: number;
    day: string;
    expectedCents: number;
    handedCents: number;
    note: string | null;
    by: number;
    at: Date;
  },
) {
  const [row] = await tx
    .insert(riderDayCloses)
    .values({
      riderId: c.riderId,
      day: c.day,
      cashExpectedCents: c.expectedCents,
      cashHandedCents: c.handedCents,
      note: c.note,
      confirmedBy: c.by,
      confirmedAt: c.at,
    })
    .onConflictDoNothing()
    .returning();
  if (!row) throw new HttpError(409, 'rider.day_confirmed');
  return row;
}

export type DayCloseRow = typeof riderDayCloses.$inferSelect;

/**
 * Settles a day close's difference, once (decision 0055): a conditional update of the close that
 * is not resolved yet; a second staff member at the same moment gets 409 `rider.difference_resolved`.
 */
export async function resolveDayClose(
  tx: Db,
  r: { id: number; how: DayResolution; note: string | null; by: number; at: Date },
): Promise<DayCloseRow> {
  const [row] = await tx
    .update(riderDayCloses)
    .set({ resolvedHow: r.how, resolvedNote: r.note, resolvedBy: r.by, resolvedAt: r.at })
    .where(and(eq(riderDayCloses.id, r.id), isNull(riderDayCloses.resolvedAt)))
    .returning();
  if (!row) throw new HttpError(409, 'rider.difference_resolved');
  return row;
}

export type RiderCashRow = typeof riderCashLedger.$inferSelect;

/** Rows of the shop's cash account of a rider's day (the day close's and its settlement's). */
export async function addRiderCash(
  tx: Db,
  rows: readonly {
    riderId: number;
    day: string;
    kind: RiderCashKind;
    cents: number;
    note: string | null;
    by: number;
    at: Date;
  }[],
) {
  if (rows.length === 0) return;
  await tx.insert(riderCashLedger).values(
    rows.map((r) => ({
      riderId: r.riderId,
      day: r.day,
      kind: r.kind,
      amountCents: r.cents,
      note: r.note,
      createdBy: r.by,
      createdAt: r.at,
    })),
  );
}

export async function riderCashOf(tx: Db, riderId: number, day: string): Promise<RiderCashRow[]> {
  return tx
    .select()
    .from(riderCashLedger)
    .where(and(eq(riderCashLedger.riderId, riderId), eq(riderCashLedger.day, day)))
    .orderBy(asc(riderCashLedger.id));
}
