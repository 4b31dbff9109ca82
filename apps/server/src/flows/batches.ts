import type { Db } from '@fardin/db/open-db';
import { systemNote } from '@fardin/core/system-notes';
import type { BatchState } from '@fardin/core/contract-batches';
import { HttpError, notFound } from '../http/errors';
import { recordAudit } from '../modules/admin/audit-service';
import { batchView, insertBatch, lockBatch, stepBatch, type BatchRow } from '../modules/batches/service';
import { lockOrder } from '../modules/orders/line-state-service';
import { writeOutbox } from '../modules/notifications/service';
import {
  assertCanEnterBatch,
  claimParcel,
  ordersOfParcel,
  parcelByCode,
  parcelsOfBatch,
  recordParcelEvent,
} from '../modules/parcels/service';
import type { FlowDeps } from './flow-deps';
import { lockParcelForMove, stepParcel, syncShippingStage } from './steps/parcel-step';

type Deps = Pick<FlowDeps, 'db' | 'now'>;
type StaffActor = { id: number };

async function viewOf(tx: Db, row: BatchRow) {
  return batchView(row, (await parcelsOfBatch(tx, row.id)).length);
}

/** `POST /api/admin/batches`: a new open batch (mode, vehicle/container/flight no, departure, ETA). */
export async function createBatch(
  deps: Deps,
  input: { mode: BatchRow['mode']; vehicleNo: string; departsOn: string; eta: string },
  actor: StaffActor,
) {
  return deps.db.transaction(async (tx) => {
    const row = await insertBatch(tx, { ...input, by: actor.id, at: deps.now() });
    await recordAudit(tx, {
      actorId: actor.id,
      action: 'batch.create',
      targetType: 'batch',
      targetId: row.id,
      details: { mode: row.mode, vehicle_no: row.vehicleNo, departs_on: row.departsOn, eta: row.eta },
    });
    return batchView(row, 0);
  });
}

/**
 * Parcels scanned into an open batch (`POST /api/admin/batches/{id}/parcels`, one scan per parcel):
 * the batch row is locked first (a batch move waits for the add, or the add sees the batch closed),
 * then each parcel as any parcel move locks it. A parcel whose freight is not paid nor accepted as
 * cash at the door: 409 `parcel.freight_unpaid`; a parcel already in this batch (scanned twice):
 * 409 `batch.parcel_already_in_batch`, so staff read why nothing was added. All codes go in, or none.
 */
export async function addParcelsToBatch(deps: Deps, input: { batchId: number; codes: string[] }, actor: StaffActor) {
  return deps.db.transaction(async (tx) => {
    const at = deps.now();
    const batch = await lockBatch(tx, input.batchId);
    if (batch.state !== 'open') throw new HttpError(409, 'batch.not_open');
    const added: string[] = [];
    for (const code of [...new Set(input.codes.map((c) => c.trim().toUpperCase()))]) {
      const head = await parcelByCode(tx, code);
      if (!head) throw new HttpError(404, 'batch.parcel_not_found', { params: { code } });
      const locked = await lockParcelForMove(tx, head.id);
      const parcel = locked.parcel;
      if (parcel.batchId === batch.id && parcel.state === 'in_batch')
        throw new HttpError(409, 'batch.parcel_already_in_batch', { params: { code } });
      if (parcel.batchId !== null && parcel.batchId !== batch.id && parcel.state === 'in_batch')
        throw new HttpError(409, 'batch.parcel_in_other_batch', { params: { code } });
      if (parcel.mode !== batch.mode) throw new HttpError(409, 'batch.mode_mismatch', { params: { code } });
      assertCanEnterBatch(parcel);
      await stepParcel(
        tx,
        at,
        locked,
        'in_batch',
        { id: actor.id, kind: 'staff' },
        {
          note: systemNote('parcel.batch', { batch: batch.code }),
          set: { batchId: batch.id },
        },
      );
      added.push(parcel.code);
    }
    await recordAudit(tx, {
      actorId: actor.id,
      action: 'batch.add_parcels',
      targetType: 'batch',
      targetId: batch.id,
      details: { codes: added },
    });
    return { batch: await viewOf(tx, batch), added };
  });
}

/**
 * Moves a batch one step (`POST /api/admin/batches/{id}/move`): closed (no more parcels), departed
 * (every parcel in it departs and its orders' stage follows), arrived (the batch reached Phnom
 * Penh; each parcel is then scanned in). One transaction; one outbox row per shopper, however many
 * parcels they have in the batch. Locks: the batch, then every order of its parcels by ascending
 * id, then each parcel as any parcel move does.
 */
export async function moveBatch(deps: Deps, input: { batchId: number; to: BatchState }, actor: StaffActor) {
  return deps.db.transaction(async (tx) => {
    const at = deps.now();
    const batch = await lockBatch(tx, input.batchId);
    const moved = await stepBatch(tx, batch, input.to, at);
    const parcels = await parcelsOfBatch(tx, batch.id);
    if (input.to === 'departed') {
      const orderIds = new Set<number>();
      for (const p of parcels) for (const o of await ordersOfParcel(tx, p.id)) orderIds.add(o.orderId);
      for (const id of [...orderIds].sort((a, b) => a - b)) await lockOrder(tx, id);
      const shoppers = new Map<number, { parcels: string[]; orders: Set<number> }>();
      for (const p of parcels) {
        const locked = await lockParcelForMove(tx, p.id);
        if (locked.parcel.state !== 'in_batch') continue;
        // The move without its own notice: the shopper hears once per batch, below.
        const row = await claimParcel(tx, p.id, ['in_batch'], 'departed', at);
        if (!row) throw new HttpError(409, 'parcel.move_not_allowed', { params: { from: p.state, to: 'departed' } });
        await recordParcelEvent(tx, {
          parcelId: p.id,
          from: 'in_batch',
          to: 'departed',
          actor: { id: actor.id, kind: 'staff' },
          note: systemNote('parcel.batch', { batch: batch.code }),
          at,
        });
        const mine = shoppers.get(row.userId) ?? { parcels: [], orders: new Set<number>() };
        mine.parcels.push(row.code);
        for (const o of locked.orders) mine.orders.add(o.id);
        shoppers.set(row.userId, mine);
      }
      for (const id of [...orderIds].sort((a, b) => a - b))
        await syncShippingStage(tx, id, at, systemNote('parcel.batch', { batch: batch.code }));
      for (const [userId, mine] of shoppers)
        await writeOutbox(tx, {
          kind: 'parcel_departed',
          userId,
          orderId: [...mine.orders][0] ?? null,
          payload: {
            batch_id: batch.id,
            batch_code: batch.code,
            eta: batch.eta,
            parcels: mine.parcels,
            order_ids: [...mine.orders],
          },
          at,
        });
    }
    await recordAudit(tx, {
      actorId: actor.id,
      action: 'batch.move',
      targetType: 'batch',
      targetId: batch.id,
      details: { from: batch.state, to: input.to, parcels: parcels.length },
    });
    return batchView(moved, parcels.length);
  });
}

/** Phnom Penh receive by scan (`POST /api/admin/parcels/{id}/arrive`): departed -> arrived_pp. */
export async function arriveParcel(deps: Deps, input: { parcelId: number }, actor: StaffActor) {
  return scanParcel(deps, input.parcelId, 'arrived_pp', actor, 'parcel.arrive');
}

/** Warehouse pickup scanned out (`POST /api/admin/parcels/{id}/pickup`): arrived_pp -> picked_up. */
export async function pickUpParcel(deps: Deps, input: { parcelId: number }, actor: StaffActor) {
  return scanParcel(deps, input.parcelId, 'picked_up', actor, 'parcel.pickup');
}

async function scanParcel(
  deps: Deps,
  parcelId: number,
  to: 'arrived_pp' | 'picked_up',
  actor: StaffActor,
  action: string,
) {
  return deps.db.transaction(async (tx) => {
    const at = deps.now();
    const locked = await lockParcelForMove(tx, parcelId).catch((err: unknown) => {
      throw err instanceof HttpError ? err : notFound('parcel.not_found');
    });
    const from = locked.parcel.state;
    // The same parcel scanned twice (a scanner's double read): say so, not "cannot move from X to X".
    if (from === to) throw new HttpError(409, 'parcel.already_scanned', { params: { code: locked.parcel.code } });
    const row = await stepParcel(tx, at, locked, to, { id: actor.id, kind: 'staff' });
    for (const o of locked.orders) await syncShippingStage(tx, o.id, at);
    await recordAudit(tx, { actorId: actor.id, action, targetType: 'parcel', targetId: row.id, details: { from, to } });
    return { parcel_id: row.id, code: row.code, state: row.state };
  });
}
