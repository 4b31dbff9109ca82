import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { auditLog } from '@fardin/db/schema/admin';
import { shopDay } from '@fardin/core/shop-day';
import { useTestApp } from '../../test/test-app';
import { TEST_DB_KINDS } from '../../test/test-db';
import { DEMO_ADMIN, staffToken } from '../admin/admin-fixtures';
import { allowCodFreight, codParcel, openBatch, throughBatch } from '../riders/last-mile-fixtures';

type Refusal = { code: string; field?: string; params?: Record<string, string>; errors?: Record<string, string[]> };

/** A day `n` days from `day` (`YYYY-MM-DD`, calendar arithmetic in UTC). */
const plusDays = (day: string, n: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

/**
 * Opening a batch and scanning parcels into it (OPERATIONS.md section 2, decision 0043): days are
 * Phnom Penh's, a batch never departs in the past nor arrives before it departs, and a parcel
 * scanned twice into one batch is told apart from one added, with no audit row for nothing done.
 */
describe.each(TEST_DB_KINDS)('batches on %s', (kind) => {
  let staff: string;
  const t = useTestApp(kind, async (t) => {
    staff = await staffToken(t, await t.tokenFor(DEMO_ADMIN));
    await allowCodFreight(t);
  });
  const create = (departs_on: string, eta: string) =>
    t.call<Refusal & { data: { departs_on: string; eta: string } }>('POST', '/api/admin/batches', {
      token: staff,
      body: { mode: 'land', vehicle_no: 'PP-1A-0001', departs_on, eta },
    });

  it('refuses a departure before today in Phnom Penh with 422 batch.departs_in_past on departs_on', async () => {
    const today = shopDay(new Date());
    for (const day of ['2020-01-01', plusDays(today, -1)]) {
      const res = await create(day, plusDays(today, 5));
      expect(res.status).toBe(422);
      expect(res.body).toMatchObject({ code: 'batch.departs_in_past', field: 'departs_on', params: { today } });
      expect(Object.keys(res.body.errors ?? {})).toEqual(['departs_on']);
    }
    const ok = await create(today, today);
    expect(ok.status).toBe(200);
    expect(ok.body.data).toMatchObject({ departs_on: today, eta: today });
  });

  it('keeps refusing an ETA before the departure, now with 422 batch.eta_before_departure on eta', async () => {
    const departs = plusDays(shopDay(new Date()), 3);
    const res = await create(departs, plusDays(departs, -1));
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({
      code: 'batch.eta_before_departure',
      field: 'eta',
      params: { departs_on: departs },
    });
  });

  it('a parcel scanned again into its batch: 409 batch.parcel_already_in_batch and no audit row', async () => {
    const { parcel } = await codParcel(t, staff, '+85510570001');
    const batch = await openBatch(t, staff, 'PP-DUP-1');
    const scan = (codes: string[]) =>
      t.call<Refusal & { data: { added: string[] } }>('POST', `/api/admin/batches/${batch.id}/parcels`, {
        token: staff,
        body: { codes },
      });
    const first = await scan([parcel.code]);
    expect(first.status).toBe(200);
    expect(first.body.data.added).toEqual([parcel.code]);
    const again = await scan([parcel.code.toLowerCase()]);
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ code: 'batch.parcel_already_in_batch', params: { code: parcel.code } });
    const rows = await t.opened.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.action, 'batch.add_parcels'),
          eq(auditLog.targetType, 'batch'),
          eq(auditLog.targetId, String(batch.id)),
        ),
      );
    expect(rows.map((r) => r.details)).toEqual([{ codes: [parcel.code] }]);
  });

  it('a parcel scanned twice at the Phnom Penh warehouse: 409 parcel.already_scanned with its code, not raw states', async () => {
    const { parcel } = await codParcel(t, staff, '+85510570002');
    await throughBatch(t, staff, [parcel.code]);
    const arrive = () => t.call<Refusal>('POST', `/api/admin/parcels/${parcel.id}/arrive`, { token: staff });
    expect((await arrive()).status).toBe(200);
    const again = await arrive();
    // The re-audit read «cannot move from arrived_pp to arrived_pp».
    expect([again.status, again.body.code, again.body.params]).toEqual([
      409,
      'parcel.already_scanned',
      { code: parcel.code },
    ]);
  });
});
