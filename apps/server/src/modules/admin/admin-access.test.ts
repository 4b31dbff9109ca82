import { describe, expect, it } from 'vitest';
import { SPEC_TEXT } from '@fardin/core/messages';
import { CLI_ACTOR } from './audit-service';
import { useTestApp } from '../../test/test-app';
import { TEST_DB_KINDS } from '../../test/test-db';
import { COMMANDS } from '../../cli/admin';
import { DEMO_ADMIN, DEMO_SHOPPER, STAFF_PHONE, backOfficeTokens, userId } from './admin-fixtures';

type Page = { data: Record<string, unknown>[]; total: number };
type Audit = {
  data: {
    action: string;
    target_type: string;
    target_id: string;
    actor_name: string;
    details: Record<string, unknown>;
  }[];
};

describe.each(TEST_DB_KINDS)('back office access, users and audit on %s', (kind) => {
  let admin: string;
  let staff: string;
  let shopper: string;
  const t = useTestApp(kind, async (t) => {
    ({ admin, staff, shopper } = await backOfficeTokens(t));
  });

  it('answers 404 to guests and shoppers on every admin call, reads and writes', async () => {
    for (const token of [undefined, shopper]) {
      const opts = token ? { token } : {};
      expect((await t.call('GET', '/api/admin/dashboard', opts)).status).toBe(404);
      expect((await t.call('GET', '/api/admin/users', opts)).status).toBe(404);
      expect((await t.call('POST', '/api/admin/staff', { ...opts, body: { phone: '010 000 088' } })).status).toBe(404);
      expect((await t.call('POST', '/api/admin/orders/1/stage', { ...opts, body: { stage: 'paid' } })).status).toBe(
        404,
      );
    }
  });

  it('gives staff the dashboard but not staff accounts, roles, refunds or settings (403)', async () => {
    const dash = await t.call<{ data: Record<string, number> }>('GET', '/api/admin/dashboard', { token: staff });
    expect(dash.status).toBe(200);
    expect(Object.keys(dash.body.data)).toEqual(
      expect.arrayContaining(['orders_to_buy', 'payments_to_verify', 'deliveries_to_dispatch', 'revenue_today']),
    );
    expect((await t.call('POST', '/api/admin/staff', { token: staff, body: { phone: '010 000 088' } })).status).toBe(
      403,
    );
    expect(
      (
        await t.call('POST', `/api/admin/users/${await userId(t, DEMO_SHOPPER)}/role`, {
          token: staff,
          body: { role: 'admin' },
        })
      ).status,
    ).toBe(403);
    expect((await t.call('POST', '/api/admin/orders/1/refund', { token: staff })).status).toBe(403);
    expect((await t.call('GET', '/api/admin/settings', { token: staff })).status).toBe(403);
    expect((await t.call('PUT', '/api/admin/settings/commerce', { token: staff, body: {} })).status).toBe(403);
    expect(
      (
        await t.call('POST', `/api/admin/users/${await userId(t, DEMO_ADMIN)}/status`, {
          token: staff,
          body: { status: 'inactive' },
        })
      ).status,
    ).toBe(403);
  });

  it('creates a staff account with a one-time password that signs in', async () => {
    const res = await t.call<{ data: { one_time_password: string; role: string } }>('POST', '/api/admin/staff', {
      token: admin,
      body: { phone: '011 000 099', name: 'New Staff' },
    });
    expect(res.status).toBe(200);
    expect(res.body.data.role).toBe('staff');
    const login = await t.call<{ token?: string }>('POST', `/api/login?vendor_code=${t.config.VENDOR_CODE}`, {
      body: { phone: '+85511000099', password: res.body.data.one_time_password },
    });
    expect(login.status).toBe(200);
    expect((await t.call('POST', '/api/admin/staff', { token: admin, body: { phone: '123' } })).status).toBe(422);
  });

  it('searches shoppers, deactivates one (login answers the inactive text, sessions end) and reactivates', async () => {
    const found = await t.call<Page>('GET', '/api/admin/users?q=10000001&role=shopper', { token: staff });
    expect(found.body.data.map((u) => u.phone)).toContain(DEMO_SHOPPER);
    const id = await userId(t, DEMO_SHOPPER);
    const detail = await t.call<{ data: { orders: unknown[] } }>('GET', `/api/admin/users/${id}`, { token: staff });
    expect(Array.isArray(detail.body.data.orders)).toBe(true);

    expect(
      (
        await t.call('POST', `/api/admin/users/${id}/status`, {
          token: staff,
          body: { status: 'inactive', reason: 'fraud check' },
        })
      ).status,
    ).toBe(200);
    const login = await t.call<{ message: string }>('POST', `/api/login?vendor_code=${t.config.VENDOR_CODE}`, {
      body: { phone: DEMO_SHOPPER, password: 'demo-shopper' },
    });
    expect(login.status).toBe(403);
    expect(login.body.message).toBe(SPEC_TEXT.accountDeactivated);
    expect((await t.call('GET', '/api/profile', { token: shopper })).status).toBe(401);

    expect(
      (await t.call('POST', `/api/admin/users/${id}/status`, { token: staff, body: { status: 'active' } })).status,
    ).toBe(200);
    expect(
      (
        await t.call('POST', `/api/login?vendor_code=${t.config.VENDOR_CODE}`, {
          body: { phone: DEMO_SHOPPER, password: 'demo-shopper' },
        })
      ).status,
    ).toBe(200);
  });

  it('records who did what in the audit log', async () => {
    const log = await t.call<Audit>('GET', '/api/admin/audit?target_type=user', { token: admin });
    const actions = log.body.data.map((e) => e.action);
    expect(actions).toEqual(expect.arrayContaining(['staff.create', 'user.deactivate', 'user.reactivate']));
    const deactivate = log.body.data.find((e) => e.action === 'user.deactivate')!;
    expect(deactivate.actor_name).toBe('Sokha Staff');
    expect(deactivate.details).toEqual({ reason: 'fraud check' });
  });

  it('create-admin (CLI) prints a one-time password for a new or existing phone', async () => {
    const lines: string[] = [];
    await COMMANDS['create-admin']!.run({
      config: t.config,
      db: t.opened.db,
      services: t.services,
      args: ['--phone', '012 345 670', '--name', 'Owner'],
      print: (l) => lines.push(l),
    });
    const password = lines.find((l) => l.startsWith('One-time password: '))!.slice('One-time password: '.length);
    expect(password).toHaveLength(12);
    const again = await t.services.flows.createStaff({ phone: STAFF_PHONE, role: 'staff' }, CLI_ACTOR);
    expect(again.created).toBe(false);
    const login = await t.call('POST', `/api/login?vendor_code=${t.config.VENDOR_CODE}`, {
      body: { phone: '+85512345670', password },
    });
    expect(login.status).toBe(200);
  });
});
