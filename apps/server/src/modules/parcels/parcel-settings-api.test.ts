import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { auditLog } from '@fardin/db/schema/admin';
import type { ParcelSettings } from '@fardin/core/contract-parcels';
import { useTestApp } from '../../test/test-app';
import { TEST_DB_KINDS } from '../../test/test-db';
import { DEMO_ADMIN, staffToken } from '../admin/admin-fixtures';
import { newShopper, pack, readyOrder, weigh } from './parcel-fixtures';

/**
 * The `parcels` setting through the admin settings API (decision 0054): read with defaults, saved
 * whole and checked, audited, and what it allows is what freight payment allows.
 */
describe.each(TEST_DB_KINDS)('the parcels setting API on %s', (kind) => {
  let admin: string;
  let staff: string;
  const t = useTestApp(kind, async (t) => {
    admin = await t.tokenFor(DEMO_ADMIN);
    staff = await staffToken(t, admin);
  });
  const read = async () =>
    (await t.call<{ data: { parcels: ParcelSettings | null } }>('GET', '/api/admin/settings', { token: admin })).body
      .data.parcels;
  const save = (body: unknown, token = admin) =>
    t.call<{ message: string; code?: string; field?: string }>('PUT', '/api/admin/settings/parcels', {
      token,
      body,
    });
  const base = { storage_free_days: 30, storage_daily_fee_cents: 50 };

  it('refuses bad settings with {message, code}, and staff who are not admins', async () => {
    for (const body of [
      { ...base, cod_freight: [{ country: 'China', mode: 'land' }] },
      { ...base, cod_freight: [{ country: 'CN', mode: 'rail' }] },
      {
        ...base,
        cod_freight: [
          { country: 'cn', mode: 'land' },
          { country: 'CN', mode: 'land' },
        ],
      },
      { ...base, storage_free_days: -1, cod_freight: [] },
      { storage_free_days: 30, cod_freight: [] },
    ]) {
      const res = await save(body);
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(res.body.message).toEqual(expect.any(String));
      expect(res.body.code).toEqual(expect.any(String));
    }
    expect((await save({ ...base, cod_freight: [] }, staff)).status).toBe(403);
    expect((await t.call('GET', '/api/admin/settings', { token: staff })).status).toBe(403);
  });

  it('saves the routes upper-cased, audits before and after, and freight cash at the door follows it', async () => {
    const shopper = await newShopper(t, '+85510880001');
    const order = await readyOrder(t, shopper.id, staff, 1);
    const parcel = await pack(t, staff, order.lineIds);
    await weigh(t, staff, parcel.id);
    const payCod = () =>
      t.call<{ code?: string }>('POST', `/api/parcels/${parcel.id}/pay`, {
        token: shopper.token,
        body: { payment_type: 'cod' },
      });
    const refused = await payCod();
    expect(refused).toMatchObject({ status: 409, body: { code: 'parcel.cod_not_allowed' } });

    const before = await read();
    const saved = await save({
      storage_free_days: 21,
      storage_daily_fee_cents: 75,
      cod_freight: [{ country: 'cn', mode: 'land' }],
    });
    expect(saved.status).toBe(200);
    expect(await read()).toEqual({
      storage_free_days: 21,
      storage_daily_fee_cents: 75,
      cod_freight: [{ country: 'CN', mode: 'land' }],
    });
    const audits = await t.opened.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetType, 'setting'), eq(auditLog.targetId, 'parcels')));
    expect(audits.map((a) => a.action)).toEqual(['settings.update']);
    expect(audits[0]!.details).toMatchObject({
      before: before ?? null,
      after: { storage_free_days: 21, cod_freight: [{ country: 'CN', mode: 'land' }] },
    });
    const paid = await payCod();
    expect(paid.status).toBe(200);
  });
});
