import type { Db } from '@fardin/db/open-db';
import { canMoveParcel, deriveShippingStage, type ParcelState } from '@fardin/core/parcel-journey';
import { HttpError } from '../../http/errors';
import { lockOrder, setShippingStage, syncOrderStage, type OrderRow } from '../../modules/orders/line-state-service';
import { writeOutbox } from '../../modules/notifications/service';
import {
  claimParcel,
  lockParcel,
  ordersOfParcel,
  parcelsOfOrder,
  recordParcelEvent,
  type ParcelActorRef,
  type ParcelRow,
} from '../../modules/parcels/service';
import { lockOwner } from '../line-step';

/** Outbox kinds of the parcel moves that tell the shopper something (OPERATIONS.md section 6). */
const PARCEL_NOTICE: Partial<Record<ParcelState, string>> = {
  freight_due: 'freight_due',
  departed: 'parcel_departed',
  arrived_pp: 'arrived_phnom_penh',
  out_for_delivery: 'out_for_delivery',
  delivered: 'delivered',
  delivery_failed: 'delivery_failed',
  picked_up: 'delivered',
};

export interface LockedParcel {
  parcel: ParcelRow;
  /** The orders the parcel serves, locked, ascending by id. */
  orders: OrderRow[];
  /** How many of the parcel's lines each order has (same order as `orders`). */
  shares: { orderId: number; lines: number }[];
}

/**
 * Locks a parcel for a move, in the journey's fixed order (decision 0042): its orders by ascending
 * id (as a line move locks its order), then the shopper's row (lockOwner), then the parcel row.
 * Two moves of one parcel run one after the other; the second sees the first's state.
 */
export async function lockParcelForMove(tx: Db, parcelId: number): Promise<LockedParcel> {
  const shares = await ordersOfParcel(tx, parcelId);
  const orders: OrderRow[] = [];
  for (const s of shares) orders.push(await lockOrder(tx, s.orderId));
  const head = orders[0];
  if (head) await lockOwner(tx, head);
  const parcel = await lockParcel(tx, parcelId);
  return { parcel, orders, shares };
}

/**
 * One guarded move of a parcel inside the caller's transaction: checks the move and the actor,
 * writes the state with a conditional update (409 `parcel.move_not_allowed` when it lost a race),
 * the event row and the shopper's notification where the move has one. Returns the updated row.
 */
export async function stepParcel(
  tx: Db,
  at: Date,
  locked: LockedParcel,
  to: ParcelState,
  actor: ParcelActorRef,
  extra: { note?: string | null; set?: Parameters<typeof claimParcel>[5]; payload?: Record<string, unknown> } = {},
): Promise<ParcelRow> {
  const from = locked.parcel.state;
  if (!canMoveParcel(from, to, actor.kind))
    throw new HttpError(409, 'parcel.move_not_allowed', { params: { from, to } });
  const row = await claimParcel(tx, locked.parcel.id, [from], to, at, extra.set ?? {});
  if (!row) throw new HttpError(409, 'parcel.move_not_allowed', { params: { from, to } });
  await recordParcelEvent(tx, { parcelId: row.id, from, to, actor, note: extra.note ?? null, at });
  const notice = PARCEL_NOTICE[to];
  if (notice)
    await writeOutbox(tx, {
      kind: notice,
      userId: row.userId,
      orderId: locked.orders[0]?.id ?? null,
      payload: { parcel_id: row.id, code: row.code, order_ids: locked.orders.map((o) => o.id), ...extra.payload },
      at,
    });
  locked.parcel = row;
  return row;
}

/**
 * The order's shipping stage from its parcels (the least advanced decides) and its derived stage
 * after it: what a batch's or rider's move calls for each order it touched (the order is locked).
 */
export async function syncShippingStage(tx: Db, orderId: number, at: Date, note: string | null = null) {
  const states = (await parcelsOfOrder(tx, orderId)).map((p) => p.state);
  await setShippingStage(tx, orderId, deriveShippingStage(states), at);
  return syncOrderStage(tx, orderId, at, { note });
}

/**
 * A parcel's freight split over the orders it serves, by their share of its lines (cents; the
 * remainder goes to the first order so the parts sum to the whole).
 */
export function splitFreight(freightCents: number, shares: readonly { orderId: number; lines: number }[]) {
  const total = shares.reduce((s, o) => s + o.lines, 0);
  if (total === 0) return [];
  const parts = shares.map((o) => ({ orderId: o.orderId, cents: Math.floor((freightCents * o.lines) / total) }));
  const rest = freightCents - parts.reduce((s, p) => s + p.cents, 0);
  if (parts[0]) parts[0].cents += rest;
  return parts;
}
