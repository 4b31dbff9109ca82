import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '@fardin/db/open-db';
import {
  orderShippingPreferences,
  parcelEvents,
  parcelLines,
  parcels,
  storageReminders,
} from '@fardin/db/schema/parcels';
import {
  canEnterBatch,
  type ParcelActor,
  type ParcelState,
  type ShippingPreference,
} from '@fardin/core/parcel-journey';
import { HttpError, notFound } from '../../http/errors';

/**
 * Parcels (module `parcels`, decision 0042): the parcel rows, their lines and events, the shopper's
 * shipping preference per order and the storage reminders sent. Functions take the caller's
 * transaction first; flows (apps/server/src/flows/) combine them with other modules'.
 */

export type ParcelRow = typeof parcels.$inferSelect;
export type NewParcel = Pick<
  typeof parcels.$inferInsert,
  'code' | 'userId' | 'destination' | 'address' | 'mode' | 'sourceCountry' | 'packedBy'
>;

export interface ParcelActorRef {
  id: number | null;
  kind: ParcelActor;
}

export async function insertParcel(tx: Db, p: NewParcel, at: Date): Promise<ParcelRow> {
  const [row] = await tx
    .insert(parcels)
    .values({ ...p, state: 'packing', createdAt: at, updatedAt: at })
    .returning();
  return row!;
}

/** The lines of a new parcel; a line already in a parcel answers 409 (the unique line index decides). */
export async function addParcelLines(
  tx: Db,
  parcelId: number,
  lines: readonly { lineId: number; orderId: number }[],
): Promise<void> {
  const inserted = await tx
    .insert(parcelLines)
    .values(lines.map((l) => ({ parcelId, orderLineId: l.lineId, orderId: l.orderId })))
    .onConflictDoNothing()
    .returning({ id: parcelLines.orderLineId });
  if (inserted.length !== lines.length) throw new HttpError(409, 'parcel.line_already_packed');
}

/** Which of these lines already sit in a parcel. */
export async function packedLineIds(tx: Db, lineIds: readonly number[]): Promise<number[]> {
  if (lineIds.length === 0) return [];
  const rows = await tx
    .select({ id: parcelLines.orderLineId })
    .from(parcelLines)
    .where(inArray(parcelLines.orderLineId, [...lineIds]));
  return rows.map((r) => r.id);
}

/** A parcel (the shopper's own when `userId` is given: another's answers 404). */
export async function parcelById(tx: Db, id: number, userId?: number): Promise<ParcelRow> {
  const where = userId === undefined ? eq(parcels.id, id) : and(eq(parcels.id, id), eq(parcels.userId, userId));
  const [row] = await tx.select().from(parcels).where(where);
  if (!row) throw notFound('parcel.not_found');
  return row;
}

export async function parcelByCode(tx: Db, code: string): Promise<ParcelRow | null> {
  const [row] = await tx.select().from(parcels).where(eq(parcels.code, code.trim().toUpperCase()));
  return row ?? null;
}

/** The parcel row locked for the rest of the transaction. */
export async function lockParcel(tx: Db, id: number): Promise<ParcelRow> {
  const [row] = await tx.select().from(parcels).where(eq(parcels.id, id)).for('update');
  if (!row) throw notFound('parcel.not_found');
  return row;
}

/**
 * The one writer of a parcel's state: `UPDATE ... WHERE state IN (from) RETURNING`, so of two
 * moves at once one wins and the other gets null (the caller answers 409).
 */
export async function claimParcel(
  tx: Db,
  id: number,
  from: readonly ParcelState[],
  to: ParcelState,
  at: Date,
  set: Partial<Omit<ParcelRow, 'id' | 'state' | 'code' | 'userId'>> = {},
): Promise<ParcelRow | null> {
  const [row] = await tx
    .update(parcels)
    .set({ ...set, state: to, updatedAt: at })
    .where(and(eq(parcels.id, id), inArray(parcels.state, [...from])))
    .returning();
  return row ?? null;
}

/**
 * The batch guard (OPERATIONS.md section 2): a parcel enters a batch only with its freight paid or
 * accepted as cash at the door; otherwise 409 `parcel.freight_unpaid` (params: code, state). The
 * batch flow calls it on the locked row before its move to `in_batch`.
 */
export function assertCanEnterBatch(row: Pick<ParcelRow, 'code' | 'state'>): void {
  if (!canEnterBatch(row.state))
    throw new HttpError(409, 'parcel.freight_unpaid', { params: { code: row.code, state: row.state } });
}

/** Writes fields of a parcel that do not move it (the freight payment chosen and not settled yet). */
export async function patchParcel(
  tx: Db,
  id: number,
  state: ParcelState,
  set: Partial<Pick<ParcelRow, 'paymentType' | 'paymentMethod' | 'paymentReference' | 'receiptUrl'>>,
  at: Date,
): Promise<ParcelRow | null> {
  const [row] = await tx
    .update(parcels)
    .set({ ...set, updatedAt: at })
    .where(and(eq(parcels.id, id), eq(parcels.state, state)))
    .returning();
  return row ?? null;
}

export async function recordParcelEvent(
  tx: Db,
  e: {
    parcelId: number;
    from: ParcelState | null;
    to: ParcelState;
    actor: ParcelActorRef;
    note?: string | null;
    at: Date;
  },
) {
  await tx.insert(parcelEvents).values({
    parcelId: e.parcelId,
    fromState: e.from,
    toState: e.to,
    actorId: e.actor.id,
    actorKind: e.actor.kind,
    note: e.note ?? null,
    createdAt: e.at,
  });
}

export async function parcelEventsOf(tx: Db, parcelId: number) {
  return tx.select().from(parcelEvents).where(eq(parcelEvents.parcelId, parcelId)).orderBy(asc(parcelEvents.id));
}

/** The lines of a parcel with their orders. */
export async function linesOfParcel(tx: Db, parcelId: number): Promise<{ lineId: number; orderId: number }[]> {
  const rows = await tx
    .select({ lineId: parcelLines.orderLineId, orderId: parcelLines.orderId })
    .from(parcelLines)
    .where(eq(parcelLines.parcelId, parcelId))
    .orderBy(asc(parcelLines.orderLineId));
  return rows;
}

/** The parcels holding lines of an order, with the ids of those lines. */
export async function parcelsOfOrder(tx: Db, orderId: number): Promise<(ParcelRow & { lineIds: number[] })[]> {
  const links = await tx
    .select({ parcelId: parcelLines.parcelId, lineId: parcelLines.orderLineId })
    .from(parcelLines)
    .where(eq(parcelLines.orderId, orderId));
  if (links.length === 0) return [];
  const ids = [...new Set(links.map((l) => l.parcelId))];
  const rows = await tx.select().from(parcels).where(inArray(parcels.id, ids)).orderBy(asc(parcels.id));
  return rows.map((r) => ({ ...r, lineIds: links.filter((l) => l.parcelId === r.id).map((l) => l.lineId) }));
}

/** The orders a parcel serves, each with how many of its lines are in the parcel. */
export async function ordersOfParcel(tx: Db, parcelId: number): Promise<{ orderId: number; lines: number }[]> {
  return tx
    .select({ orderId: parcelLines.orderId, lines: sql<number>`count(*)::int` })
    .from(parcelLines)
    .where(eq(parcelLines.parcelId, parcelId))
    .groupBy(parcelLines.orderId)
    .orderBy(asc(parcelLines.orderId));
}

/** Back office: parcels in some states, newest first. */
export async function parcelsInStates(tx: Db, states: readonly ParcelState[], limit = 100): Promise<ParcelRow[]> {
  return tx
    .select()
    .from(parcels)
    .where(inArray(parcels.state, [...states]))
    .orderBy(desc(parcels.id))
    .limit(limit);
}

export async function parcelsByIds(tx: Db, ids: readonly number[]): Promise<ParcelRow[]> {
  if (ids.length === 0) return [];
  return tx
    .select()
    .from(parcels)
    .where(inArray(parcels.id, [...ids]))
    .orderBy(desc(parcels.id));
}

export async function setShippingPreference(tx: Db, orderId: number, preference: ShippingPreference, at: Date) {
  await tx
    .insert(orderShippingPreferences)
    .values({ orderId, preference, updatedAt: at })
    .onConflictDoUpdate({ target: orderShippingPreferences.orderId, set: { preference, updatedAt: at } });
}

export async function shippingPreferenceOf(tx: Db, orderId: number): Promise<ShippingPreference> {
  const [row] = await tx
    .select({ p: orderShippingPreferences.preference })
    .from(orderShippingPreferences)
    .where(eq(orderShippingPreferences.orderId, orderId));
  return row?.p ?? 'asap';
}

/** Claims one storage reminder (order, days before); false when already sent (two sweeps: one row). */
export async function claimStorageReminder(
  tx: Db,
  r: { orderId: number; daysBefore: number; freeUntil: Date; at: Date },
): Promise<boolean> {
  const rows = await tx
    .insert(storageReminders)
    .values({ orderId: r.orderId, daysBefore: r.daysBefore, freeUntil: r.freeUntil, createdAt: r.at })
    .onConflictDoNothing()
    .returning({ id: storageReminders.orderId });
  return rows.length > 0;
}

/** The parcels a batch holds (the batches module's batch, decision 0043), by id. */
export async function parcelsOfBatch(tx: Db, batchId: number): Promise<ParcelRow[]> {
  return tx.select().from(parcels).where(eq(parcels.batchId, batchId)).orderBy(asc(parcels.id));
}

/** How many parcels each of these batches holds. */
export async function parcelCountsOfBatches(tx: Db, batchIds: readonly number[]): Promise<Map<number, number>> {
  if (batchIds.length === 0) return new Map();
  const rows = await tx
    .select({ batchId: parcels.batchId, n: sql<number>`count(*)::int` })
    .from(parcels)
    .where(inArray(parcels.batchId, [...batchIds]))
    .groupBy(parcels.batchId);
  return new Map(rows.map((r) => [r.batchId!, r.n]));
}
