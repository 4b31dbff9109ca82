import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { auditLog } from '@fardin/db/schema/admin';
import { riderCashLedger, riderDrops } from '@fardin/db/schema/riders';
import type { Drop, RiderDay } from '@fardin/core/contract-riders';
import { createTestApp, useTestApp, type TestApp } from '../../test/test-app';
import { TEST_DB_KINDS } from '../../test/test-db';
import { DEMO_ADMIN, staffToken } from '../admin/admin-fixtures';
import { allowCodFreight, codParcel, demoRider, ok, throughBatch } from './last-mile-fixtures';

type DayAnswer = { data: RiderDay; code?: string };

/** A rider's delivered cash drop, moved to `day` (as if delivered then): the day expects its freight. */
async function cashDropOn(t: TestApp, staff: string, rider: { token: string; id: number }, phone: string, day: string) {
  const p = await codParcel(t, staff, phone);
  await throughBatch(t, staff, [p.parcel.code]);
  await ok(t.call('POST', `/api/admin/parcels/${p.parcel.id}/arrive`, { token: staff }), 'arrive');
  const drop = await ok(
    t.call<{ data: Drop }>('POST', `/api/admin/parcels/${p.parcel.id}/assign`, {
      token: staff,
      body: { rider_id: rider.id },
    }),
    'assign',
  );
  await ok(
    t.call('POST', `/api/rider/drops/${drop.data.id}/deliver`, {
      token: rider.token,
      body: { cash_collected: p.parcel.freight, photo: '/uploads/p.jpg' },
    }),
    'deliver',
  );
  await t.opened.db.update(riderDrops).set({ assignedOn: day }).where(eq(riderDrops.id, drop.data.id));
  return p.parcel.freight;
}

const cashRows = (t: TestApp, riderId: number, day: string) =>
  t.opened.db
    .select()
    .from(riderCashLedger)
    .where(and(eq(riderCashLedger.riderId, riderId), eq(riderCashLedger.day, day)));

describe.each(TEST_DB_KINDS)("resolving a rider's day difference on %s", (kind) => {
  let staff: string;
  let rider: { token: string; id: number };
  const t = useTestApp(kind, async (t) => {
    staff = await staffToken(t, await t.tokenFor(DEMO_ADMIN));
    rider = await demoRider(t);
    await allowCodFreight(t);
  });
  const confirm = (date: string, cash_handed: number) =>
    ok(
      t.call<DayAnswer>('POST', `/api/admin/riders/${rider.id}/day/confirm`, {
        token: staff,
        body: { date, cash_handed },
      }),
      'confirm',
    );
  const resolve = (body: { date: string; how: string; note?: string }) =>
    t.call<DayAnswer>('POST', `/api/admin/riders/${rider.id}/day/resolve`, { token: staff, body });

  it('a shortfall written off as a loss: needs a reason, settles the day once, ledger at zero, audited', async () => {
    const day = '2026-02-01';
    const freight = await cashDropOn(t, staff, rider, '+85510680001', day);
    const closed = await confirm(day, freight - 1);
    expect(closed.data.difference).toBe(1);
    expect(closed.data.resolution).toBeNull();
    expect((await resolve({ date: day, how: 'returned' })).body.code).toBe('rider.resolution_mismatch');
    const noReason = await resolve({ date: day, how: 'written_off' });
    expect(noReason.status).toBe(422);

    const done = await resolve({ date: day, how: 'written_off', note: 'Rider lost a note' });
    expect(done.status).toBe(200);
    expect(done.body.data.difference).toBe(1);
    expect(done.body.data.resolution).toMatchObject({ how: 'written_off', amount: 1, note: 'Rider lost a note' });
    expect(done.body.data.resolution?.by_name).not.toBe('');
    const rows = await cashRows(t, rider.id, day);
    expect(rows.map((r) => [r.kind, r.amountCents])).toEqual([
      ['owed', Math.round(freight * 100)],
      ['handed', -Math.round((freight - 1) * 100)],
      ['written_off', -100],
    ]);
    expect(rows.reduce((s, r) => s + r.amountCents, 0)).toBe(0);
    const read = await ok(
      t.call<DayAnswer>('GET', `/api/admin/riders/${rider.id}/day?date=${day}`, { token: staff }),
      'day',
    );
    expect(read.data.resolution?.how).toBe('written_off');
    expect(read.data.cash_ledger.map((r) => r.kind)).toEqual(['owed', 'handed', 'written_off']);

    const twice = await resolve({ date: day, how: 'rider_paid' });
    expect(twice.status).toBe(409);
    expect(twice.body.code).toBe('rider.difference_resolved');
    const audits = await t.opened.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'rider.day_resolve'), eq(auditLog.targetId, String(rider.id))));
    expect(audits.filter((a) => a.details.day === day)).toHaveLength(1);
  });

  it('an over-count is returned to the rider (not "paid"), and the day shows the shortfall the rider paid', async () => {
    const over = '2026-02-02';
    expect((await confirm(over, 5)).data.difference).toBe(-5);
    expect((await resolve({ date: over, how: 'rider_paid' })).body.code).toBe('rider.resolution_mismatch');
    expect((await resolve({ date: over, how: 'written_off', note: 'x y' })).body.code).toBe(
      'rider.resolution_mismatch',
    );
    const back = await resolve({ date: over, how: 'returned', note: 'Given back' });
    expect(back.body.data.resolution).toMatchObject({ how: 'returned', amount: -5 });
    expect((await cashRows(t, rider.id, over)).reduce((s, r) => s + r.amountCents, 0)).toBe(0);

    const short = '2026-02-03';
    const freight = await cashDropOn(t, staff, rider, '+85510680002', short);
    await confirm(short, 0);
    const paid = await resolve({ date: short, how: 'rider_paid', note: 'Paid on Monday' });
    expect(paid.body.data.resolution).toMatchObject({ how: 'rider_paid', amount: freight });
    expect((await cashRows(t, rider.id, short)).reduce((s, r) => s + r.amountCents, 0)).toBe(0);
  });

  it('refuses a day not closed yet, a day without a difference, and a shopper', async () => {
    expect((await resolve({ date: '2026-02-04', how: 'returned' })).body.code).toBe('rider.day_not_confirmed');
    await confirm('2026-02-05', 0);
    const none = await resolve({ date: '2026-02-05', how: 'returned' });
    expect(none.status).toBe(409);
    expect(none.body.code).toBe('rider.no_difference');
    const shopper = await t.tokenFor('+85510000001');
    const refused = await t.call('POST', `/api/admin/riders/${rider.id}/day/resolve`, {
      token: shopper,
      body: { date: '2026-02-05', how: 'returned' },
    });
    expect([403, 404]).toContain(refused.status);
  });
});

/** Two staff resolving one difference at once (PostgreSQL only: PGlite runs one query at a time). */
describe.skipIf(!process.env.TEST_DATABASE_URL)('resolving a day difference under concurrency on postgres', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('postgres');
  });
  afterAll(() => t.close());

  it('four resolutions at once: one settles it, the rest 409, one ledger row and one audit row', async () => {
    const staff = await staffToken(t, await t.tokenFor(DEMO_ADMIN));
    const rider = await demoRider(t);
    const day = '2026-03-01';
    await ok(
      t.call('POST', `/api/admin/riders/${rider.id}/day/confirm`, {
        token: staff,
        body: { date: day, cash_handed: 3 },
      }),
      'confirm',
    );
    const replies = await Promise.all(
      ['returned', 'returned', 'returned', 'returned'].map((how, i) =>
        t.call<{ code?: string }>('POST', `/api/admin/riders/${rider.id}/day/resolve`, {
          token: staff,
          body: { date: day, how, note: `count ${i}` },
        }),
      ),
    );
    expect(replies.filter((r) => r.status === 200)).toHaveLength(1);
    expect(replies.filter((r) => r.status === 409).map((r) => r.body.code)).toEqual(
      Array(3).fill('rider.difference_resolved'),
    );
    const rows = await cashRows(t, rider.id, day);
    expect(rows.filter((r) => r.kind === 'returned')).toHaveLength(1);
    expect(rows.reduce((s, r) => s + r.amountCents, 0)).toBe(0);
    const audits = await t.opened.db.select().from(auditLog).where(eq(auditLog.action, 'rider.day_resolve'));
    expect(audits).toHaveLength(1);
  });
});
