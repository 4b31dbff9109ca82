import { eq } from 'drizzle-orm';
import { users } from '@fardin/db/schema/accounts';
import type { OrderJourneyDetail } from '@fardin/core/contract-operations';
import type { TestApp } from '../../test/test-app';
import { makeShopper } from '../checkout/commerce-fixtures';
import { paidOrder } from '../operations/operations-fixtures';

/** A fresh shopper (token and id). */
export async function newShopper(t: TestApp, phone: string) {
  const token = await makeShopper(t, phone);
  const [user] = await t.opened.db.select({ id: users.id }).from(users).where(eq(users.phone, phone));
  return { token, id: user!.id };
}

/**
 * A paid order (store taobao, land, home delivery) whose `n` lines staff walked through the API to
 * `ready`: bought, sent by the seller, received, ready. Returns the order and line ids.
 */
export async function readyOrder(t: TestApp, owner: number, staff: string, n = 2, unitCents = 1000) {
  const o = await paidOrder(t, owner, staff, n, unitCents);
  for (const lineId of o.lineIds)
    for (const to of ['bought', 'seller_shipped', 'received', 'ready']) await moveOk(t, staff, lineId, to);
  return o;
}

async function moveOk(t: TestApp, staff: string, lineId: number, to: string) {
  const res = await t.call('POST', `/api/admin/order-lines/${lineId}/move`, {
    token: staff,
    body: { to, ...(to === 'seller_shipped' ? { tracking_no: `YT${lineId}`, carrier: 'YTO' } : {}) },
  });
  if (res.status !== 200) throw new Error(`move ${to}: ${res.status} ${JSON.stringify(res.body)}`);
}

export interface ParcelView {
  id: number;
  code: string;
  state: string;
  freight: number | null;
  billable_kg: number | null;
  weight_kg: number | null;
  payment: { type: string; reference: string | null } | null;
}

/** Packs lines into a parcel through the API (201) and answers it. */
export async function pack(t: TestApp, staff: string, lineIds: number[]): Promise<ParcelView> {
  const res = await t.call<{ data: ParcelView }>('POST', '/api/admin/parcels', {
    token: staff,
    body: { line_ids: lineIds },
  });
  if (res.status !== 201) throw new Error(`pack: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data;
}

/** 2 kg, 50 x 40 x 30 cm: by CN land ($0.80/kg... by the seed's rate) the volume decides. */
export const BOX = { weight_kg: 2, length_cm: 50, width_cm: 40, height_cm: 30 };

export async function weigh(t: TestApp, staff: string, parcelId: number, body: Record<string, unknown> = BOX) {
  const res = await t.call<{ data: ParcelView }>('POST', `/api/admin/parcels/${parcelId}/weigh`, {
    token: staff,
    body,
  });
  if (res.status !== 200) throw new Error(`weigh: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data;
}

const DAY = 86_400_000;

/** An order whose free storage ended 2.5 days ago by the sweep's clock: 3 days billed at the default $0.50. */
export async function overdueOrder(t: TestApp, staff: string, phone: string) {
  const me = await newShopper(t, phone);
  const o = await readyOrder(t, me.id, staff, 1);
  const page = await t.call<{ data: OrderJourneyDetail }>('GET', `/api/checkout/history/detail/${o.id}?envelope=1`, {
    token: me.token,
  });
  const freeUntil = new Date(page.body.data.storage!.free_until!);
  const at = new Date(freeUntil.getTime() + 2.5 * DAY).toISOString();
  const sweep = await t.call('POST', '/api/admin/parcels/storage-sweep', { token: staff, body: { at } });
  if (sweep.status !== 200) throw new Error(`sweep ${sweep.status}`);
  return { me, order: o };
}
