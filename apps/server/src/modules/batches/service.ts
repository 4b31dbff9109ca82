import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '@fardin/db/open-db';
import { batches } from '@fardin/db/schema/batches';
import { BATCH_NEXT, type Batch, type BatchState } from '@fardin/core/contract-batches';
import type { ParcelMode } from '@fardin/core/parcel-journey';
import { shopDay } from '@fardin/core/shop-day';
import { fieldError, HttpError, notFound } from '../../http/errors';

/**
 * Batches (module `batches`, decision 0043): one departure to Cambodia. Functions take the
 * caller's transaction first; flows/batches.ts combines them with the parcels' moves.
 */
export type BatchRow = typeof batches.$inferSelect;

export function batchView(row: BatchRow, parcels: number): Batch {
  return {
    id: row.id,
    code: row.code,
    mode: row.mode,
    vehicle_no: row.vehicleNo,
    departs_on: row.departsOn,
    eta: row.eta,
    state: row.state,
    parcels,
    created_at: row.createdAt.toISOString(),
  };
}

export async function insertBatch(
  tx: Db,
  b: { mode: ParcelMode; vehicleNo: string; departsOn: string; eta: string; by: number | null; at: Date },
): Promise<BatchRow> {
  // Days are Phnom Penh's (UTC+7): a batch leaves today or later, and arrives on or after it leaves.
  const today = shopDay(b.at);
  if (b.departsOn < today) throw fieldError('batch.departs_in_past', 'departs_on', { params: { today } });
  if (b.eta < b.departsOn)
    throw fieldError('batch.eta_before_departure', 'eta', { params: { departs_on: b.departsOn } });
  const [row] = await tx
    .insert(batches)
    .values({
      // A readable code: mode, departure day and the id (set right after, unique).
      code: `pending-${b.at.getTime()}-${Math.random().toString(36).slice(2, 8)}`,
      mode: b.mode,
      vehicleNo: b.vehicleNo,
      departsOn: b.departsOn,
      eta: b.eta,
      createdBy: b.by,
      createdAt: b.at,
      updatedAt: b.at,
    })
    .returning();
  const code = `B${b.departsOn.replaceAll('-', '').slice(2)}-${b.mode.slice(0, 1).toUpperCase()}${row!.id}`;
  const [named] = await tx.update(batches).set({ code }).where(eq(batches.id, row!.id)).returning();
  return named!;
}

/** The batch row, locked (`FOR UPDATE`): adding parcels and moving the batch take it first. */
export async function lockBatch(tx: Db, id: number): Promise<BatchRow> {
  const [row] = await tx.select().from(batches).where(eq(batches.id, id)).for('update');
  if (!row) throw notFound('batch.not_found');
  return row;
}

/** One step forward (`open -> closed -> departed -> arrived`), guarded by the state it was read in. */
export async function stepBatch(tx: Db, row: BatchRow, to: BatchState, at: Date): Promise<BatchRow> {
  if (BATCH_NEXT[row.state] !== to)
    throw new HttpError(409, 'batch.move_not_allowed', { params: { from: row.state, to } });
  const [moved] = await tx
    .update(batches)
    .set({ state: to, updatedAt: at })
    .where(and(eq(batches.id, row.id), eq(batches.state, row.state)))
    .returning();
  if (!moved) throw new HttpError(409, 'batch.move_not_allowed', { params: { from: row.state, to } });
  return moved;
}

export async function batchesByIds(tx: Db, ids: readonly number[]): Promise<BatchRow[]> {
  if (ids.length === 0) return [];
  return tx
    .select()
    .from(batches)
    .where(inArray(batches.id, [...new Set(ids)]));
}

/**
 * The back office's read side. How many parcels a batch holds is the parcels module's to count
 * (`parcels.batch_id`); the composition root hands that count in.
 */
export function createBatchService(
  db: Db,
  parcelCounts: (batchIds: readonly number[]) => Promise<Map<number, number>>,
) {
  return {
    async list(): Promise<Batch[]> {
      const rows = await db.select().from(batches).orderBy(desc(batches.id)).limit(100);
      const counts = await parcelCounts(rows.map((r) => r.id));
      return rows.map((r) => batchView(r, counts.get(r.id) ?? 0));
    },
    async view(id: number): Promise<Batch | null> {
      const [row] = await db.select().from(batches).where(eq(batches.id, id));
      if (!row) return null;
      return batchView(row, (await parcelCounts([id])).get(id) ?? 0);
    },
  };
}
