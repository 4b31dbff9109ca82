import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import { notificationOutbox } from '@fardin/db/schema/notifications';
import { parcels } from '@fardin/db/schema/parcels';
import { createTestApp, type TestApp } from '../../test/test-app';
import { DEMO_ADMIN, staffToken } from '../admin/admin-fixtures';
import { allowCodFreight, codParcel, ok, openBatch } from '../riders/last-mile-fixtures';

/**
 * A batch moved while a parcel is being added (decision 0043): both take the batch row first, so
 * either the parcel went in and departs with the batch, or it was refused and stays out. Never a
 * parcel in a departed batch that did not depart. PostgreSQL only (TEST_DATABASE_URL).
 */
const ON_POSTGRES = Boolean(process.env.TEST_DATABASE_URL);

describe.skipIf(!ON_POSTGRES)('batches under concurrency on postgres', () => {
  let t: TestApp;
  let staff: string;

  beforeAll(async () => {
    t = await createTestApp('postgres');
    staff = await staffToken(t, await t.tokenFor(DEMO_ADMIN));
    await allowCodFreight(t);
  });
  afterAll(() => t.close());

  it('closing and departing a batch while parcels are scanned in: each parcel is in and departed, or out', async () => {
    const first = await codParcel(t, staff, '+85510560001');
    const shopperTwo = await codParcel(t, staff, '+85510560002');
    const late = await Promise.all([codParcel(t, staff, '+85510560003'), codParcel(t, staff, '+85510560004')]);
    const batch = await openBatch(t, staff);
    await ok(
      t.call('POST', `/api/admin/batches/${batch.id}/parcels`, {
        token: staff,
        body: { codes: [first.parcel.code, shopperTwo.parcel.code] },
      }),
      'add',
    );
    const [adds, moved] = await Promise.all([
      Promise.all(
        late.map((p) =>
          t.call<{ code?: string }>('POST', `/api/admin/batches/${batch.id}/parcels`, {
            token: staff,
            body: { codes: [p.parcel.code] },
          }),
        ),
      ),
      (async () => {
        await ok(
          t.call('POST', `/api/admin/batches/${batch.id}/move`, { token: staff, body: { to: 'closed' } }),
          'close',
        );
        return ok(
          t.call('POST', `/api/admin/batches/${batch.id}/move`, { token: staff, body: { to: 'departed' } }),
          'depart',
        );
      })(),
    ]);
    expect(moved).toBeTruthy();
    for (const r of adds) expect([200, 409]).toContain(r.status);
    for (const r of adds.filter((a) => a.status === 409)) expect(r.body.code).toBe('batch.not_open');
    const ids = [first, shopperTwo, ...late].map((p) => p.parcel.id);
    const rows = await t.opened.db.select().from(parcels).where(inArray(parcels.id, ids));
    for (const row of rows) {
      if (row.batchId === batch.id) expect(row.state).toBe('departed');
      else expect(row.state).toBe('cod_freight');
    }
    expect(rows.filter((r) => r.batchId === batch.id).length).toBe(2 + adds.filter((a) => a.status === 200).length);
    // One "departed" message per shopper, whatever the race.
    const shopperIds = [first, shopperTwo, ...late].map((p) => p.shopper.id);
    const notes = await t.opened.db
      .select()
      .from(notificationOutbox)
      .where(and(inArray(notificationOutbox.userId, shopperIds), eq(notificationOutbox.kind, 'parcel_departed')));
    expect(notes.length).toBe(rows.filter((r) => r.batchId === batch.id).length);
  });

  it('refuses a parcel whose freight is not paid with 409 parcel.freight_unpaid', async () => {
    const batch = await openBatch(t, staff, 'PP-9');
    const { newShopper, readyOrder, pack, weigh } = await import('../parcels/parcel-fixtures');
    const s = await newShopper(t, '+85510560009');
    const o = await readyOrder(t, s.id, staff, 1);
    const p = await pack(t, staff, o.lineIds);
    await weigh(t, staff, p.id);
    const res = await t.call<{ code: string }>('POST', `/api/admin/batches/${batch.id}/parcels`, {
      token: staff,
      body: { codes: [p.code] },
    });
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('parcel.freight_unpaid');
  });
});
