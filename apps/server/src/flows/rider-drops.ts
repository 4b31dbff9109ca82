import type { Db } from '@fardin/db/open-db';
import type { Drop } from '@fardin/core/contract-riders';
import { fromCents, toCents } from '@fardin/core/money';
import { HttpError } from '../http/errors';
import { contactsOf } from '../modules/accounts/staff-service';
import { recordAudit } from '../modules/admin/audit-service';
import { ordersByIds, setPaymentStatus } from '../modules/orders/line-state-service';
import { addLedger, ledgerOf, owedOnOtherParcels } from '../modules/operations/service';
import { ordersOfParcel, parcelById, type ParcelRow } from '../modules/parcels/service';
import {
  closeDrop,
  dropsOfRiderDay,
  lockOwnDrop,
  openDropsBefore,
  ownDrop,
  setDropKhqr,
  shopDay,
  type DropRow,
} from '../modules/riders/service';
import type { FlowDeps } from './flow-deps';
import { lockParcelForMove, stepParcel, syncShippingStage } from './steps/parcel-step';

type Deps = Pick<FlowDeps, 'db' | 'now' | 'payments'>;

/**
 * What the rider collects for a parcel (OPERATIONS.md section 2): what its orders still owe, from
 * their ledgers (unpaid goods of cash-on-delivery orders, this parcel's unpaid freight), less what
 * they owe on their other parcels (a freight still due on a parcel at the overseas warehouse is
 * paid for that parcel, never at this door); each order's positive part only. Per order, so the
 * doorstep payment settles each one.
 */
export async function amountsToCollect(tx: Db, parcelId: number) {
  const out: { orderId: number; cents: number }[] = [];
  for (const o of await ordersOfParcel(tx, parcelId)) {
    const { balanceCents } = await ledgerOf(tx, o.orderId);
    const cents = balanceCents - (await owedOnOtherParcels(tx, o.orderId, parcelId));
    if (cents > 0) out.push({ orderId: o.orderId, cents });
  }
  return { parts: out, total: out.reduce((s, p) => s + p.cents, 0) };
}

const mapUrl = (a: { lat?: number; long?: number } | null | undefined) =>
  a && typeof a.lat === 'number' && typeof a.long === 'number'
    ? `https://www.google.com/maps/search/?api=1&query=${a.lat},${a.long}`
    : null;

export async function dropView(tx: Db, drop: DropRow, parcel?: ParcelRow): Promise<Drop> {
  const p = parcel ?? (await parcelById(tx, drop.parcelId));
  const orderIds = (await ordersOfParcel(tx, p.id)).map((o) => o.orderId);
  const orders = await ordersByIds(tx, orderIds);
  const contact = (await contactsOf(tx, [p.userId])).get(p.userId);
  const address = p.address ?? orders[0]?.address ?? null;
  const notes = orders.map((o) => o.note?.trim()).filter((n): n is string => !!n);
  const amount = drop.status === 'assigned' ? (await amountsToCollect(tx, p.id)).total : 0;
  return {
    id: drop.id,
    parcel_id: p.id,
    parcel_code: p.code,
    parcel_state: p.state,
    status: drop.status,
    // The person at the door: the shopper's name (an address's name is its label, "Home").
    name: contact?.name || address?.name || '',
    phone: contact?.phone ?? '',
    address: address?.description ?? '',
    map_url: mapUrl(address),
    note: notes.length ? notes.join(' / ') : null,
    amount_to_collect: fromCents(amount),
    collected: fromCents(drop.collectedCents),
    method: drop.method,
    khqr_reference: drop.khqrReference,
    fail_reason: drop.failReason,
    assigned_on: drop.assignedOn,
  };
}

/**
 * A rider's drops, each with what to collect now. The rider's own list (no `day`): today's in
 * Phnom Penh first, then every drop still open from an earlier day (assigned yesterday and not
 * delivered), oldest first, each with its `assigned_on`. A given `day` (the day close): that day's only.
 */
export async function riderDrops(deps: Deps, input: { riderId: number; day?: string | undefined }) {
  const day = input.day ?? shopDay(deps.now());
  const rows = await dropsOfRiderDay(deps.db, input.riderId, day);
  if (input.day === undefined) rows.push(...(await openDropsBefore(deps.db, input.riderId, day)));
  const out: Drop[] = [];
  for (const r of rows) out.push(await dropView(deps.db, r));
  return out;
}

/**
 * A KHQR for exactly the amount to collect (`POST /api/rider/drops/{id}/khqr`): a payment of the
 * shopper's like any other (the sandbox screen pays it); delivering then settles it.
 */
export async function dropKhqr(deps: Deps, input: { dropId: number }, rider: { id: number }) {
  const drop = await ownDrop(deps.db, input.dropId, rider.id);
  if (drop.status !== 'assigned') throw new HttpError(409, 'rider.drop_closed');
  const parcel = await parcelById(deps.db, drop.parcelId);
  const { total } = await amountsToCollect(deps.db, parcel.id);
  if (total <= 0) throw new HttpError(409, 'rider.nothing_to_collect');
  const payment = await deps.payments.generate(parcel.userId, total, 'khqr');
  await setDropKhqr(deps.db, drop.id, payment.reference);
  return {
    drop_id: drop.id,
    reference: payment.reference,
    qr_string: payment.qrString,
    amount: fromCents(payment.amountCents),
    status: payment.status,
    expires_at: payment.expiresAt.toISOString(),
  };
}

/**
 * The rider hands the parcel over (`POST /api/rider/drops/{id}/deliver`): paid by the drop's KHQR
 * (checked with the bank first) or in cash of exactly the amount to collect (else 422
 * `rider.amount_mismatch`). In one transaction: the drop is closed by a conditional update (a
 * second confirmation answers 409 `rider.drop_closed`, so the cash is counted once), one
 * `cod_collected` ledger row per order that owed, the parcel delivered and the orders' stages.
 */
export async function deliverDrop(
  deps: Deps,
  input: { dropId: number; cashCollected: number; photo: string },
  rider: { id: number },
) {
  const head = await ownDrop(deps.db, input.dropId, rider.id);
  const parcelHead = await parcelById(deps.db, head.parcelId);
  const khqrPaid = head.khqrReference
    ? (await deps.payments.check(parcelHead.userId, head.khqrReference)).status === 'paid'
    : false;
  return deps.db.transaction(async (tx) => {
    const at = deps.now();
    const locked = await lockParcelForMove(tx, head.parcelId);
    const drop = await lockOwnDrop(tx, head.id, rider.id);
    if (drop.status !== 'assigned') throw new HttpError(409, 'rider.drop_closed');
    const { parts, total } = await amountsToCollect(tx, locked.parcel.id);
    const cash = toCents(input.cashCollected);
    const method = khqrPaid ? 'khqr' : total > 0 ? 'cash' : 'none';
    if (method !== 'khqr' && cash !== total)
      throw new HttpError(422, 'rider.amount_mismatch', { params: { amount: `$${fromCents(total).toFixed(2)}` } });
    const closed = await closeDrop(tx, drop.id, {
      status: 'delivered',
      collectedCents: total,
      method,
      photo: input.photo,
      failReason: null,
      at,
    });
    for (const p of parts)
      await addLedger(tx, {
        orderId: p.orderId,
        kind: 'cod_collected',
        amountCents: -p.cents,
        // The parcel at whose door it was taken: the order's other parcels still owe their own.
        parcelId: locked.parcel.id,
        method,
        note: `parcel ${locked.parcel.code} drop ${drop.id}`,
        at,
      });
    await stepParcel(tx, at, locked, 'delivered', { id: rider.id, kind: 'rider' }, { note: `proof ${input.photo}` });
    for (const o of locked.orders) {
      await syncShippingStage(tx, o.id, at);
      // A cash-on-delivery order whose goods the door settled is paid (the back office read "Unpaid"
      // after the rider's cash had cleared its balance).
      if (o.paymentType === 'cod' && o.paymentStatus !== 'paid' && (await ledgerOf(tx, o.id)).balanceCents <= 0)
        await setPaymentStatus(tx, o.id, 'paid', at);
    }
    await recordAudit(tx, {
      actorId: rider.id,
      action: 'drop.deliver',
      targetType: 'parcel',
      targetId: locked.parcel.id,
      details: { drop_id: drop.id, method, collected_cents: total, photo: input.photo },
    });
    return dropView(tx, closed, locked.parcel);
  });
}

/** A failed attempt (`POST /api/rider/drops/{id}/fail`): the reason is kept; the parcel goes back to dispatch. */
export async function failDrop(deps: Deps, input: { dropId: number; reason: string }, rider: { id: number }) {
  const head = await ownDrop(deps.db, input.dropId, rider.id);
  return deps.db.transaction(async (tx) => {
    const at = deps.now();
    const locked = await lockParcelForMove(tx, head.parcelId);
    const drop = await lockOwnDrop(tx, head.id, rider.id);
    if (drop.status !== 'assigned') throw new HttpError(409, 'rider.drop_closed');
    const closed = await closeDrop(tx, drop.id, {
      status: 'failed',
      collectedCents: 0,
      method: 'none',
      photo: null,
      failReason: input.reason,
      at,
    });
    await stepParcel(
      tx,
      at,
      locked,
      'delivery_failed',
      { id: rider.id, kind: 'rider' },
      {
        note: input.reason,
        payload: { reason: input.reason },
      },
    );
    for (const o of locked.orders) await syncShippingStage(tx, o.id, at);
    await recordAudit(tx, {
      actorId: rider.id,
      action: 'drop.fail',
      targetType: 'parcel',
      targetId: locked.parcel.id,
      details: { drop_id: drop.id, reason: input.reason },
    });
    return dropView(tx, closed, locked.parcel);
  });
}
