import type { Db } from '@fardin/db/open-db';
import type { FreightPayBody, ParcelAnswer } from '@fardin/core/contract-parcels';
import { FREIGHT_PAYABLE_STATES } from '@fardin/core/parcel-journey';
import { fromCents } from '@fardin/core/money';
import { HttpError } from '../http/errors';
import { recordAudit } from '../modules/admin/audit-service';
import { addLedger } from '../modules/operations/service';
import { linesOfParcel, parcelById, patchParcel, type ParcelRow } from '../modules/parcels/service';
import { parcelAnswer } from '../modules/parcels/view-service';
import { codFreightAllowed, parcelSettings } from '../modules/parcels/settings-service';
import { debitWallet } from '../modules/wallet/service';
import type { ParcelFlowDeps } from './pack-parcel';
import { lockParcelForMove, stepParcel, type LockedParcel } from './steps/parcel-step';
import { freightPayableParts } from './steps/shipping-credit';

type Khqr = { reference: string; qr_string: string; amount: number; expires_at: string };
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

/**
 * The shopper pays a parcel's freight, the second payment (`POST /api/parcels/{id}/pay`): Anakut
 * Cash (the wallet debited and the parcel paid in one transaction), KHQR (a QR first; the same call
 * again settles it once the bank says paid, as the goods payment's polling does), a bank transfer
 * with its receipt (staff verify it: verifyFreightTransfer), or cash at the door where the setting
 * allows it for the parcel's country and mode. Paid once: the conditional move and the ledger's
 * unique freight_paid row per parcel and order. Another shopper's parcel answers 404.
 */
export async function payFreight(
  deps: ParcelFlowDeps,
  input: { parcelId: number; body: FreightPayBody },
  actor: { id: number },
): Promise<FreightPayResult> {
  const { body } = input;
  const head = await parcelById(deps.db, input.parcelId, actor.id);
  if (body.payment_type === 'khqr') return payByKhqr(deps, head, actor.id);
  return deps.db.transaction(async (tx) => {
    const at = deps.now();
    const locked = await lockParcelForMove(tx, head.id);
    const { parcel } = locked;
    if (!payable(parcel)) throw new HttpError(409, 'parcel.not_payable');
    const shopper = { id: actor.id, kind: 'shopper' } as const;
    switch (body.payment_type) {
      case 'anakut':
        await debitWallet(tx, actor.id, dueOf(parcel), locked.orders[0]!.id, `FREIGHT-${parcel.code}`);
        await settleFreight(tx, at, locked, 'anakut', shopper);
        break;
      case 'bankTransfer': {
        if (!body.image_url) throw new HttpError(422, 'parcel.receipt_required', { field: 'image_url' });
        const row = await patchParcel(
          tx,
          parcel.id,
          parcel.state,
          {
            paymentType: 'bankTransfer',
            paymentMethod: body.payment_method ?? null,
            receiptUrl: body.image_url,
            paymentReference: `FREIGHT-${parcel.code}`,
          },
          at,
        );
        locked.parcel = row!;
        break;
      }
      case 'cod': {
        if (parcel.state !== 'freight_due') throw new HttpError(409, 'parcel.not_payable');
        if (!codFreightAllowed(await parcelSettings(tx), parcel.sourceCountry, parcel.mode))
          throw new HttpError(409, 'parcel.cod_not_allowed');
        await stepParcel(tx, at, locked, 'cod_freight', shopper, { set: { paymentType: 'cod' } });
        break;
      }
    }
    return { parcel: await answerOf(tx, locked.parcel), khqr: null };
  });
}

/**
 * The freight is paid: freight_due/cod_freight -> freight_paid and one freight_paid row per order
 * for what it still owed (its part less the shipping paid at checkout).
 */
async function settleFreight(
  tx: Db,
  at: Date,
  locked: LockedParcel,
  method: string,
  actor: { id: number | null; kind: 'shopper' | 'system' | 'staff' },
) {
  const parts = await freightPayableParts(tx, locked);
  const row = await stepParcel(tx, at, locked, 'freight_paid', actor, {
    set: { paymentType: method, freightPaidAt: at },
    note: `Freight paid (${method})`,
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

async function payByKhqr(deps: ParcelFlowDeps, head: ParcelRow, userId: number): Promise<FreightPayResult> {
  if (!payable(head)) throw new HttpError(409, 'parcel.not_payable');
  if (head.paymentType === 'khqr' && head.paymentReference) {
    const { row: payment, status } = await deps.payments.check(userId, head.paymentReference);
    if (status === 'paid')
      return deps.db.transaction(async (tx) => {
        const locked = await lockParcelForMove(tx, head.id);
        // Two polls at once: the second sees the parcel paid and answers it as it stands.
        if (payable(locked.parcel) && locked.parcel.paymentReference === payment.reference)
          await settleFreight(tx, deps.now(), locked, 'khqr', { id: null, kind: 'system' });
        return { parcel: await answerOf(tx, locked.parcel), khqr: null };
      });
    if (status === 'pending') return { parcel: await answerOf(deps.db, head), khqr: khqrOf(payment) };
  }
  const payment = await deps.payments.generate(userId, dueOf(head), 'khqr');
  return deps.db.transaction(async (tx) => {
    const locked = await lockParcelForMove(tx, head.id);
    if (!payable(locked.parcel)) throw new HttpError(409, 'parcel.not_payable');
    const row = await patchParcel(
      tx,
      head.id,
      locked.parcel.state,
      { paymentType: 'khqr', paymentReference: payment.reference, paymentMethod: null, receiptUrl: null },
      deps.now(),
    );
    return { parcel: await answerOf(tx, row!), khqr: khqrOf(payment) };
  });
}

function khqrOf(p: { reference: string; qrString: string; amountCents: number; expiresAt: Date }): Khqr {
  return {
    reference: p.reference,
    qr_string: p.qrString,
    amount: fromCents(p.amountCents),
    expires_at: p.expiresAt.toISOString(),
  };
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
