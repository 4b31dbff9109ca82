import type { Db } from '@fardin/db/open-db';
import type { RiderDay } from '@fardin/core/contract-riders';
import { fromCents, toCents } from '@fardin/core/money';
import { notFound } from '../http/errors';
import { contactsOf, isActiveRider } from '../modules/accounts/staff-service';
import { recordAudit } from '../modules/admin/audit-service';
import { dayCloseOf, dropsOfRiderDay, insertDayClose, shopDay } from '../modules/riders/service';
import type { FlowDeps } from './flow-deps';
import { riderDrops } from './rider-drops';

type Deps = Pick<FlowDeps, 'db' | 'now' | 'payments'>;

/** Cash the rider took at the doors of a day (cents): what they owe the shop. */
async function cashOfDay(tx: Db, riderId: number, day: string) {
  const drops = await dropsOfRiderDay(tx, riderId, day);
  const sum = (method: 'cash' | 'khqr') =>
    drops.filter((d) => d.status === 'delivered' && d.method === method).reduce((s, d) => s + d.collectedCents, 0);
  return { drops, cash: sum('cash'), qr: sum('khqr') };
}

/**
 * A rider's day close (`GET /api/admin/riders/{id}/day?date=`): drops delivered, failed and still
 * open, cash and QR collected, and once staff confirmed it, the cash handed over and the
 * difference (cash - handed over), which stays visible.
 */
export async function riderDay(deps: Deps, input: { riderId: number; day?: string | undefined }): Promise<RiderDay> {
  if (!(await isActiveRider(deps.db, input.riderId))) throw notFound('rider.drop_not_found');
  const day = input.day ?? shopDay(deps.now());
  const { drops, cash, qr } = await cashOfDay(deps.db, input.riderId, day);
  const close = await dayCloseOf(deps.db, input.riderId, day);
  const rider = (await contactsOf(deps.db, [input.riderId])).get(input.riderId);
  return {
    rider_id: input.riderId,
    rider_name: rider?.name ?? '',
    date: day,
    drops: await riderDrops(deps, { riderId: input.riderId, day }),
    delivered: drops.filter((d) => d.status === 'delivered').length,
    failed: drops.filter((d) => d.status === 'failed').length,
    open: drops.filter((d) => d.status === 'assigned').length,
    cash: fromCents(cash),
    qr: fromCents(qr),
    cash_handed: close ? fromCents(close.cashHandedCents) : null,
    difference: close ? fromCents(cash - close.cashHandedCents) : null,
    confirmed_at: close?.confirmedAt.toISOString() ?? null,
  };
}

/**
 * Staff confirm the cash a rider handed over for a day (`POST /api/admin/riders/{id}/day/confirm`),
 * once (409 `rider.day_confirmed`); the expected cash is recorded with it, so the difference stays.
 */
export async function confirmRiderDay(
  deps: Deps,
  input: { riderId: number; day: string; cashHanded: number; note?: string | undefined },
  actor: { id: number },
) {
  if (!(await isActiveRider(deps.db, input.riderId))) throw notFound('rider.drop_not_found');
  await deps.db.transaction(async (tx) => {
    const { cash } = await cashOfDay(tx, input.riderId, input.day);
    const row = await insertDayClose(tx, {
      riderId: input.riderId,
      day: input.day,
      expectedCents: cash,
      handedCents: toCents(input.cashHanded),
      note: input.note ?? null,
      by: actor.id,
      at: deps.now(),
    });
    await recordAudit(tx, {
      actorId: actor.id,
      action: 'rider.day_close',
      targetType: 'rider',
      targetId: input.riderId,
      details: { day: input.day, expected_cents: cash, handed_cents: row.cashHandedCents },
    });
  });
  return riderDay(deps, { riderId: input.riderId, day: input.day });
}
