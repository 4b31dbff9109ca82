import { systemNote } from '@fardin/core/system-notes';
import type { Db } from '@fardin/db/open-db';
import type { FreightPayBody, ParcelAnswer } from '@fardin/core/contract-parcels';
import { FREIGHT_PAYABLE_STATES } from '@fardin/core/parcel-journey';
import { HttpError } from '../http/errors';
import { recordAudit } from '../modules/admin/audit-service';
import { recordRefusedReceipt } from './receipt-refused';
import { addLedger } from '../modules/operations/service';
import { linesOfParcel, parcelById, patchParcel, type ParcelRow } from '../modules/parcels/service';
import { parcelAnswer } from '../modules/parcels/view-service';
import { codFreightAllowed, parcelSettings } from '../modules/parcels/settings-service';
import type { ParcelFlowDeps } from './pack-parcel';
import { lockParcelForMove, stepParcel, type LockedParcel } from './steps/parcel-step';
import { paySecond, type Khqr, type SecondBill, type SecondPayActor } from './steps/second-payment';
import { freightPayableParts } from './steps/shipping-credit';

export interface FreightPayResult {
  parcel: ParcelAnswer;
  khqr: Khqr | null;
}

async function answerOf(db: Db, row: ParcelRow): Promise<ParcelAnswer> {
  const lines = await linesOfParcel(db, row.id);
  return parcelAnswer(
    row,
    lines.map((l) => l.lineId),
    await parcelSettings(db),
  );
}

/** What is left to pay of the freight: the invoice less the shipping paid at checkout (decision 0048). */
const dueOf = (p: ParcelRow) => (p.freightCents ?? 0) - p.freightCreditCents;
const payable = (p: ParcelRow) => FREIGHT_PAYABLE_STATES.includes(p.state) && dueOf(p) > 0;
const PENDING_TYPES = ['khqr', 'bankTransfer'] as const;

/** A parcel's freight as a second payment's bill (steps/second-payment.ts): the parcel row holds what was sent. */
function freightBill(parcelId: number, userId: number, code: string): SecondBill<LockedParcel> {
  return {
    userId,
    notPayable: 'parcel.not_payable',
    walletReference: `FREIGHT-${code}`,
    walletOrderId: (l) => l.orders[0]!.id,
    lock: (tx) => lockParcelForMove(tx, parcelId),
    due: (l) => (payable(l.parcel) ? dueOf(l.parcel) : 0),
    pending: ({ parcel: p }) => {
      const type = PENDING_TYPES.find((t) => t === p.paymentType);
      return type && p.paymentReference
        ? { type, reference: p.paymentReference, method: p.paymentMethod, receiptUrl: p.receiptUrl }
        : null;
    },
    async setPending(tx, l, sent, at) {
      const row = await patchParcel(
        tx,
        l.parcel.id,
        l.parcel.state,
        {
          paymentType: sent.type,
          paymentMethod: sent.method,
          receiptUrl: sent.receiptUrl,
          paymentReference: sent.reference,
        },
        at,
      );
      l.parcel = row!;
      return l;
    },
    async settle(tx, l, method, actor, _cents, at) {
      await settleFreight(tx, at, l, method, actor);
      return l;
    },
    async cod(tx, l, actor, at) {
      if (l.parcel.state !== 'freight_due') throw new HttpError(409, 'parcel.not_payable');
      if (!codFreightAllowed(await parcelSettings(tx), l.parcel.sourceCountry, l.parcel.mode))
        throw new HttpError(409, 'parcel.cod_not_allowed');
      await stepParcel(tx, at, l, 'cod_freight', actor, { set: { paymentType: 'cod' } });
      return l;
    },
  };
}

/**
 * The shopper pays a parcel's freight, the second payment (`POST /api/parcels/{id}/pay`), by the
 * one path of steps/second-payment.ts: Anakut Cash, KHQR (the same call again settles it once the
 * bank says paid), a bank transfer with its receipt (staff verify it: verifyFreightTransfer), or
 * cash at the door where the setting allows it for the parcel's country and mode. Paid once: the
 * parcel is locked for every write and the ledger keeps one freight_paid row per parcel and order.
 * Another shopper's parcel answers 404.
 */
export async function payFreight(
  deps: ParcelFlowDeps,
  input: { parcelId: number; body: FreightPayBody },
  actor: { id: number },
): Promise<FreightPayResult> {
  const head = await parcelById(deps.db, input.parcelId, actor.id);
  const bill = freightBill(head.id, actor.id, head.code);
  const { answer, khqr } = await paySecond(deps, bill, { parcel: head, orders: [], shares: [] }, input.body, (db, l) =>
    answerOf(db, l.parcel),
  );
  return { parcel: answer, khqr };
}

/**
 * The freight is paid: freight_due/cod_freight -> freight_paid and one freight_paid row per order
 * for what it still owed (its part less the shipping paid at checkout).
 */
async function settleFreight(tx: Db, at: Date, locked: LockedParcel, method: string, actor: SecondPayActor) {
  const parts = await freightPayableParts(tx, locked);
  const row = await stepParcel(tx, at, locked, 'freight_paid', actor, {
    set: { paymentType: method, freightPaidAt: at },
    note: systemNote('parcel.freight_paid'),
  });
  for (const part of parts.filter((p) => p.cents > 0))
    await addLedger(tx, {
      orderId: part.orderId,
      kind: 'freight_paid',
      amountCents: -part.cents,
      method,
      parcelId: row.id,
      note: row.code,
      at,
    });
  return row;
}

/** Staff accept the transfer receipt of a freight (`POST /api/admin/parcels/{id}/verify-transfer`). */
export async function verifyFreightTransfer(deps: ParcelFlowDeps, input: { parcelId: number }, actor: { id: number }) {
  return deps.db.transaction(async (tx) => {
    const locked = await lockParcelForMove(tx, input.parcelId);
    const { parcel } = locked;
    if (!payable(parcel) || parcel.paymentType !== 'bankTransfer' || !parcel.receiptUrl)
      throw new HttpError(409, 'parcel.no_transfer_to_verify');
    const row = await settleFreight(tx, deps.now(), locked, 'bankTransfer', { id: actor.id, kind: 'staff' });
    await recordAudit(tx, {
      actorId: actor.id,
      action: 'parcel.freight_transfer.verify',
      targetType: 'parcel',
      targetId: parcel.id,
      details: { receipt_url: parcel.receiptUrl, amount_cents: dueOf(parcel) },
    });
    return row;
  });
}

/**
 * Staff refuse the transfer receipt of a freight (`POST /api/admin/parcels/{id}/reject-transfer`): the
 * payment sent is cleared, so the freight is due again and the shopper may pay it another way, told
 * why (`transfer_refused`); audited. Racing an accept of the same receipt, the parcel's lock lets
 * one through; the other answers 409 `parcel.no_transfer_to_verify`.
 */
export async function refuseFreightTransfer(
  deps: ParcelFlowDeps,
  input: { parcelId: number; reason: string },
  actor: { id: number },
) {
  return deps.db.transaction(async (tx) => {
    const at = deps.now();
    const locked = await lockParcelForMove(tx, input.parcelId);
    const { parcel } = locked;
    if (!payable(parcel) || parcel.paymentType !== 'bankTransfer' || !parcel.receiptUrl)
      throw new HttpError(409, 'parcel.no_transfer_to_verify');
    const cleared = { paymentType: null, paymentMethod: null, receiptUrl: null, paymentReference: null };
    const row = await patchParcel(tx, parcel.id, parcel.state, cleared, at);
    await recordRefusedReceipt(tx, {
      shopperId: parcel.userId,
      orderId: locked.orders[0]?.id ?? null,
      reason: input.reason,
      bill: { bill: 'freight', parcel: parcel.code },
      receiptUrl: parcel.receiptUrl,
      actor: actor.id,
      action: 'parcel.freight_transfer.reject',
      target: { type: 'parcel', id: parcel.id },
      at,
    });
    return row;
  });
}
