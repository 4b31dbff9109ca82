import type { ParcelSettings } from '@fardin/core/contract-parcels';
import { STORAGE_DAILY_FEE_CENTS_DEFAULT, STORAGE_FREE_DAYS_DEFAULT } from '@fardin/core/parcel-journey';
import { shopDay } from '@fardin/core/shop-day';
import type { TestApp } from '../../test/test-app';
import { newShopper, pack, readyOrder, weigh } from '../parcels/parcel-fixtures';
import { DEMO_ADMIN, userId } from '../admin/admin-fixtures';

export const DEMO_RIDER = '+85510000003';

/**
 * Cash at the door allowed for the freight of every source country by land (settings key
 * `parcels`), as an admin saves it on /admin/settings: read the setting, change the routes, save.
 */
export async function allowCodFreight(t: TestApp, adminToken?: string) {
  const admin = adminToken ?? (await t.tokenFor(DEMO_ADMIN));
  const current = await ok(
    t.call<{ data: { parcels: ParcelSettings | null } }>('GET', '/api/admin/settings', { token: admin }),
    'read settings',
  );
  const cod_freight = ['CN', 'TH', 'VN', 'US', 'JP', 'KR'].map((country) => ({ country, mode: 'land' }));
  const parcels = {
    storage_free_days: STORAGE_FREE_DAYS_DEFAULT,
    storage_daily_fee_cents: STORAGE_DAILY_FEE_CENTS_DEFAULT,
    ...current.data.parcels,
    cod_freight,
  };
  await ok(t.call('PUT', '/api/admin/settings/parcels', { token: admin, body: parcels }), 'save parcels setting');
}

export async function ok<T>(p: Promise<{ status: number; body: T }>, what: string): Promise<T> {
  const res = await p;
  if (res.status !== 200 && res.status !== 201) throw new Error(`${what}: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

/**
 * A batch's days as the API takes them: it departs today (Phnom Penh: a day before is refused) and
 * arrives on `eta`, or today when that day has passed.
 */
export function batchDays(eta = '2026-12-02') {
  const today = shopDay(new Date());
  return { departs_on: today, eta: eta < today ? today : eta };
}

export async function openBatch(t: TestApp, staff: string, vehicle = 'PP-3A-1234') {
  const body = await ok(
    t.call<{ data: { id: number; code: string; state: string } }>('POST', '/api/admin/batches', {
      token: staff,
      body: { mode: 'land', vehicle_no: vehicle, ...batchDays() },
    }),
    'batch',
  );
  return body.data;
}

/** A shopper's parcel weighed, its freight accepted as cash at the door (`cod_freight`). */
export async function codParcel(t: TestApp, staff: string, phone: string) {
  const shopper = await newShopper(t, phone);
  const order = await readyOrder(t, shopper.id, staff, 1);
  const parcel = await pack(t, staff, order.lineIds);
  const weighed = await weigh(t, staff, parcel.id);
  await ok(
    t.call('POST', `/api/parcels/${parcel.id}/pay`, { token: shopper.token, body: { payment_type: 'cod' } }),
    'cod',
  );
  return { shopper, order, parcel: { id: parcel.id, code: parcel.code, freight: weighed.freight ?? 0 } };
}

/** Parcels through a batch to the Phnom Penh warehouse (`arrived_pp`), by the API. */
export async function throughBatch(t: TestApp, staff: string, codes: string[]) {
  const batch = await openBatch(t, staff);
  await ok(t.call('POST', `/api/admin/batches/${batch.id}/parcels`, { token: staff, body: { codes } }), 'add');
  for (const to of ['closed', 'departed', 'arrived'])
    await ok(t.call('POST', `/api/admin/batches/${batch.id}/move`, { token: staff, body: { to } }), `move ${to}`);
  return batch;
}

/** The demo rider (seeded) with a session. */
export async function demoRider(t: TestApp) {
  return { token: await t.tokenFor(DEMO_RIDER), id: await userId(t, DEMO_RIDER) };
}
