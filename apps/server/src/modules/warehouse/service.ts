import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '@fardin/db/open-db';
import { parcelReceipts, unclaimedParcels } from '@fardin/db/schema/warehouse';
import type { UnclaimedParcel, UnclaimedStatus } from '@fardin/core/contract-warehouse';
import { HttpError } from '../../http/errors';

/**
 * Warehouse receiving (module `warehouse`, decision 0043): unclaimed parcels and the receipts of
 * matched scans. Functions take the caller's transaction first; flows/receive-parcel.ts and
 * flows/match-unclaimed.ts combine them with the lines' moves.
 */

type UnclaimedRow = typeof unclaimedParcels.$inferSelect;

export function unclaimedView(r: UnclaimedRow): UnclaimedParcel {
  return {
    id: r.id,
    tracking_no: r.trackingNo,
    shelf: r.shelf,
    photos: r.photos,
    status: r.status,
    created_at: r.createdAt.toISOString(),
    matched_at: r.matchedAt?.toISOString() ?? null,
  };
}

/**
 * The unclaimed parcel of a tracking number: made by the first scan, found by the next ones (a
 * partial unique index keeps one open parcel per number, so two staff scanning at once make one).
 */
export async function recordUnclaimed(
  tx: Db,
  u: { trackingNo: string; shelf: string | null; photos: string[]; actorId: number | null; at: Date },
): Promise<{ parcel: UnclaimedRow; created: boolean }> {
  const [made] = await tx
    .insert(unclaimedParcels)
    .values({
      trackingNo: u.trackingNo,
      shelf: u.shelf,
      photos: u.photos,
      receivedBy: u.actorId,
      createdAt: u.at,
    })
    .onConflictDoNothing({
      target: unclaimedParcels.trackingNo,
      where: sql`${unclaimedParcels.status} = 'unclaimed'`,
    })
    .returning();
  if (made) return { parcel: made, created: true };
  const [found] = await tx
    .select()
    .from(unclaimedParcels)
    .where(and(eq(unclaimedParcels.trackingNo, u.trackingNo), eq(unclaimedParcels.status, 'unclaimed')));
  return { parcel: found!, created: false };
}

/** Claims an unclaimed parcel for matching (a conditional update: one of two staff wins). */
export async function claimUnclaimed(tx: Db, id: number, actorId: number | null, at: Date): Promise<UnclaimedRow> {
  const [row] = await tx
    .update(unclaimedParcels)
    .set({ status: 'matched', matchedBy: actorId, matchedAt: at })
    .where(and(eq(unclaimedParcels.id, id), eq(unclaimedParcels.status, 'unclaimed')))
    .returning();
  if (row) return row;
  const [exists] = await tx
    .select({ id: unclaimedParcels.id })
    .from(unclaimedParcels)
    .where(eq(unclaimedParcels.id, id));
  if (!exists) throw new HttpError(404, 'warehouse.unclaimed_not_found');
  throw new HttpError(409, 'warehouse.unclaimed_matched');
}

export async function recordReceipt(
  tx: Db,
  r: {
    trackingNo: string;
    shelf: string | null;
    photos: string[];
    lineIds: number[];
    actorId: number | null;
    unclaimedId?: number | null;
    at: Date;
  },
) {
  await tx.insert(parcelReceipts).values({
    trackingNo: r.trackingNo,
    shelf: r.shelf,
    photos: r.photos,
    lineIds: r.lineIds,
    receivedBy: r.actorId,
    unclaimedId: r.unclaimedId ?? null,
    createdAt: r.at,
  });
}

/** The back office's read side: unclaimed parcels, newest first. */
export function createWarehouseService(db: Db) {
  return {
    async unclaimed(status: UnclaimedStatus): Promise<UnclaimedParcel[]> {
      const rows = await db
        .select()
        .from(unclaimedParcels)
        .where(eq(unclaimedParcels.status, status))
        .orderBy(desc(unclaimedParcels.id))
        .limit(200);
      return rows.map(unclaimedView);
    },
  };
}
