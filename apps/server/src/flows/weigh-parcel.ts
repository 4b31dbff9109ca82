import type { WeighBody } from '@fardin/core/contract-parcels';
import { systemNote } from '@fardin/core/system-notes';
import { fromCents, toCents } from '@fardin/core/money';
import { calculateShipping, shippingRateOf } from '@fardin/core/shipping-price';
import { HttpError } from '../http/errors';
import { recordAudit } from '../modules/admin/audit-service';
import { routeRate } from '../modules/checkout/shipping-rates-service';
import type { Db } from '@fardin/db/open-db';
import { addLedger, removeUnpaidFreight } from '../modules/operations/service';
import type { ParcelFlowDeps } from './pack-parcel';
import { lockParcelForMove, splitFreight, stepParcel, type LockedParcel } from './steps/parcel-step';
import { recordShippingCredits, shippingCreditsOf } from './steps/shipping-credit';

const SYSTEM = { id: null, kind: 'system' } as const;

/**
 * Staff weigh a packed parcel (`POST /api/admin/parcels/{id}/weigh`): actual kg and L x W x H cm
 * (and photos). The freight comes from the one calculator (`calculateShipping` with the route's
 * rate, as /price and the checkout estimate): billable kg = max(actual, volumetric by the route's
 * divisor), price = max(by weight, by volume) + service fee. In one transaction: packing -> weighed
 * -> freight_due, the freight invoice rows (split over the parcel's orders by their lines), the
 * shipping paid at checkout credited against them (decision 0048: the parcel bills the difference;
 * covered in full it is freight_paid at once, and an excess on the order's last parcel goes back to
 * Anakut Cash), the `freight_due` outbox row and the audit row. Two staff weighing at once: one
 * wins, the other 409.
 */
export async function weighParcel(
  deps: ParcelFlowDeps,
  input: { parcelId: number; body: WeighBody },
  actor: { id: number },
) {
  return deps.db.transaction(async (tx) => {
    const at = deps.now();
    const locked = await lockParcelForMove(tx, input.parcelId);
    if (locked.parcel.state !== 'packing')
      throw new HttpError(409, 'parcel.move_not_allowed', { params: { from: locked.parcel.state, to: 'weighed' } });
    const billed = await billWeighing(tx, at, locked, input.body, actor);
    await recordAudit(tx, {
      actorId: actor.id,
      action: 'parcel.weigh',
      targetType: 'parcel',
      targetId: locked.parcel.id,
      details: { ...input.body, ...billed.audit },
    });
    return billed.row;
  });
}

/**
 * Staff weigh a parcel again (`POST /api/admin/parcels/{id}/reweigh`, decision 0070): a typing
 * error at the scale billed the wrong freight. Only while the freight is due and no payment of it
 * has started (no KHQR shown, no receipt sent, no money moved; else 409
 * `parcel.reweigh_not_allowed`). In one transaction: the unpaid invoice and its checkout credits
 * are taken back, the parcel goes freight_due -> weighed and is billed as a first weighing (the
 * shopper is told the new freight), and the audit row keeps the old measures and freight.
 */
export async function reweighParcel(
  deps: ParcelFlowDeps,
  input: { parcelId: number; body: WeighBody },
  actor: { id: number },
) {
  return deps.db.transaction(async (tx) => {
    const at = deps.now();
    const locked = await lockParcelForMove(tx, input.parcelId);
    const before = locked.parcel;
    if (before.state !== 'freight_due' || before.paymentType !== null || !(await removeUnpaidFreight(tx, before.id)))
      throw new HttpError(409, 'parcel.reweigh_not_allowed');
    const billed = await billWeighing(tx, at, locked, input.body, actor);
    await recordAudit(tx, {
      actorId: actor.id,
      action: 'parcel.reweigh',
      targetType: 'parcel',
      targetId: before.id,
      details: {
        ...input.body,
        ...billed.audit,
        before: {
          weight_kg: (before.weightGrams ?? 0) / 1000,
          billable_kg: (before.billableGrams ?? 0) / 1000,
          freight_cents: before.freightCents,
          credit_cents: before.freightCreditCents,
        },
      },
    });
    return billed.row;
  });
}

/** The weighing's billing inside the caller's transaction (the parcel locked; packing or a re-weigh). */
async function billWeighing(tx: Db, at: Date, locked: LockedParcel, body: WeighBody, actor: { id: number }) {
  const { parcel } = locked;
  const route = await routeRate(tx, parcel.sourceCountry, parcel.mode);
  if (!route)
    throw new HttpError(422, 'parcel.no_rate', { params: { country: parcel.sourceCountry, mode: parcel.mode } });
  const rate = shippingRateOf(route);
  const quote = calculateShipping(
    { weightKg: body.weight_kg, lengthCm: body.length_cm, widthCm: body.width_cm, heightCm: body.height_cm },
    rate,
  );
  if (!quote.ok) throw new HttpError(422, quote.code, { message: quote.error, params: quote.params });
  const freightCents = toCents(quote.price);
  // The shipping paid at checkout pays (part of) it first (decision 0048).
  const credits = await shippingCreditsOf(tx, locked, freightCents);
  const creditCents = credits.reduce((s, c) => s + c.appliedCents, 0);
  const staff = { id: actor.id, kind: 'staff' } as const;
  await stepParcel(tx, at, locked, 'weighed', staff, {
    set: {
      weightGrams: Math.round(body.weight_kg * 1000),
      lengthMm: Math.round(body.length_cm * 10),
      widthMm: Math.round(body.width_cm * 10),
      heightMm: Math.round(body.height_cm * 10),
      billableGrams: Math.round(quote.chargeableWeight * 1000),
      freightCents,
      freightCreditCents: creditCents,
      freightParts: { quote: (({ ok: _ok, ...q }) => q)(quote), rate },
      photos: body.photos ?? [],
      weighedBy: actor.id,
      weighedAt: at,
    },
  });
  for (const part of splitFreight(freightCents, locked.shares))
    await addLedger(tx, {
      orderId: part.orderId,
      kind: 'freight',
      amountCents: part.cents,
      parcelId: parcel.id,
      note: parcel.code,
      at,
    });
  await recordShippingCredits(tx, at, locked, credits);
  const row =
    creditCents >= freightCents
      ? await stepParcel(tx, at, locked, 'freight_paid', SYSTEM, {
          set: { paymentType: 'checkout', freightPaidAt: at },
          note: systemNote('freight.paid_at_checkout'),
        })
      : await stepParcel(tx, at, locked, 'freight_due', SYSTEM, {
          payload: {
            freight: quote.price,
            billable_kg: quote.chargeableWeight,
            credit: fromCents(creditCents),
            due: fromCents(freightCents - creditCents),
            amount_cents: freightCents - creditCents,
          },
        });
  return {
    row,
    audit: { billable_kg: quote.chargeableWeight, freight_cents: freightCents, credit_cents: creditCents },
  };
}
