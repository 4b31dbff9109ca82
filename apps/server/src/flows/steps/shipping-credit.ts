import type { Db } from '@fardin/db/open-db';
import { linesOfOrder } from '../../modules/orders/line-state-service';
import { addLedger, freightRowsOf, shippingCreditedCents } from '../../modules/operations/service';
import { parcelsOfOrder } from '../../modules/parcels/service';
import { creditOrderRefund } from '../../modules/wallet/service';
import { writeOutbox } from '../../modules/notifications/service';
import { splitFreight, type LockedParcel } from './parcel-step';

/** What the shipping paid at checkout does to one order's part of a parcel's freight (cents). */
export interface ShippingCredit {
  orderId: number;
  /** The order's part of the freight invoice. */
  partCents: number;
  /** The shipping of the checkout credited now (the ledger's `shipping_credit`, as a positive number). */
  creditCents: number;
  /** The part of that credit that pays this parcel's freight (at most `partCents`). */
  appliedCents: number;
  /** What exceeds the freight on the order's last parcel: given back (or no longer owed, COD). */
  excessCents: number;
}

/**
 * The shipping estimate an order was charged at checkout (`orders.shipping_cents`, in its `goods`
 * row) is credited against the freight of the parcels that carry its lines (decision 0048): each
 * parcel weighed takes what is left of it up to the order's part of its freight; the order's last
 * parcel weighed (every live line of the order is in a weighed parcel) takes all that is left, and
 * what exceeds its part is the excess. Reads only; the orders are locked by the caller.
 */
export async function shippingCreditsOf(tx: Db, locked: LockedParcel, freightCents: number) {
  const credits: ShippingCredit[] = [];
  for (const part of splitFreight(freightCents, locked.shares)) {
    const order = locked.orders.find((o) => o.id === part.orderId)!;
    const left = order.shippingCents - (await shippingCreditedCents(tx, order.id));
    if (left <= 0) continue;
    const last = await lastParcelOfOrder(tx, order.id, locked.parcel.id);
    const creditCents = last ? left : Math.min(part.cents, left);
    const appliedCents = Math.min(part.cents, creditCents);
    credits.push({
      orderId: order.id,
      partCents: part.cents,
      creditCents,
      appliedCents,
      excessCents: creditCents - appliedCents,
    });
  }
  return credits;
}

/** Whether every live line of the order is in a weighed parcel once `parcelId` is weighed. */
async function lastParcelOfOrder(tx: Db, orderId: number, parcelId: number): Promise<boolean> {
  const live = (await linesOfOrder(tx, orderId)).filter((l) => l.state !== 'cancelled' && l.state !== 'returned');
  const weighed = new Set(
    (await parcelsOfOrder(tx, orderId))
      .filter((p) => p.id === parcelId || p.freightCents !== null)
      .flatMap((p) => p.lineIds),
  );
  return live.every((l) => weighed.has(l.id));
}

/**
 * Writes the credits in the weighing's transaction: one `shipping_credit` row per order (unique per
 * parcel and order), and for an excess of an order whose goods are paid, the money back to Anakut
 * Cash at once (wallet entry, `refund` row, `refund_made` outbox row). A cash-on-delivery order that
 * has not paid yet simply owes less at the door.
 */
export async function recordShippingCredits(
  tx: Db,
  at: Date,
  locked: LockedParcel,
  credits: readonly ShippingCredit[],
) {
  const { parcel } = locked;
  for (const c of credits) {
    const order = locked.orders.find((o) => o.id === c.orderId)!;
    await addLedger(tx, {
      orderId: c.orderId,
      kind: 'shipping_credit',
      amountCents: -c.creditCents,
      parcelId: parcel.id,
      note: parcel.code,
      at,
    });
    if (c.excessCents <= 0 || order.paymentStatus !== 'paid') continue;
    await creditOrderRefund(tx, order.userId, c.excessCents, order.id);
    await addLedger(tx, {
      orderId: c.orderId,
      kind: 'refund',
      amountCents: c.excessCents,
      method: 'wallet',
      parcelId: parcel.id,
      note: parcel.code,
      at,
    });
    await writeOutbox(tx, {
      kind: 'refund_made',
      userId: order.userId,
      orderId: order.id,
      payload: { amount_cents: c.excessCents, to: 'wallet', parcel_id: parcel.id, reason: 'shipping_credit' },
      at,
    });
  }
}

/**
 * What each order of a weighed parcel still pays of its part of the freight: its part less the
 * shipping credited against it (the ledger's `shipping_credit` rows of the parcel).
 */
export async function freightPayableParts(tx: Db, locked: LockedParcel) {
  const credited = new Map(
    (await freightRowsOf(tx, locked.parcel.id, 'shipping_credit')).map((r) => [r.orderId, -r.amountCents]),
  );
  return splitFreight(locked.parcel.freightCents ?? 0, locked.shares).map((p) => ({
    orderId: p.orderId,
    cents: p.cents - Math.min(p.cents, credited.get(p.orderId) ?? 0),
  }));
}
