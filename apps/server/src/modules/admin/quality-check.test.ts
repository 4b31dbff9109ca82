import { describe, expect, it } from 'vitest';
import { users } from '@fardin/db/schema/accounts';
import { orderLines } from '@fardin/db/schema/orders';
import type { OrderDetail } from '@fardin/core/contract-commerce';
import { useTestApp } from '../../test/test-app';
import { TEST_DB_KINDS } from '../../test/test-db';
import { DEMO_ADMIN, DEMO_SHOPPER, insertOrder, staffToken, userId } from './admin-fixtures';

type Audit = { data: { action: string; details: Record<string, unknown> }[] };
const OTHER_SHOPPER = '+85510000088';

describe.each(TEST_DB_KINDS)('quality check at the overseas warehouse on %s', (kind) => {
  let admin: string;
  let staff: string;
  let shopper: string;
  let other: string;
  let shopperId: number;

  /** A paid order with two lines, moved by staff to `purchased`; returns the order and line ids. */
  async function paidOrder() {
    const id = await insertOrder(
      t,
      shopperId,
      {
        paymentType: 'khqr',
        paymentStatus: 'paid',
        stage: 'paid',
        receiptUrl: null,
      },
      { lines: 0 },
    );
    const lines = await t.opened.db
      .insert(orderLines)
      .values(
        [1, 2].map((n) => ({
          orderId: id,
          store: 'taobao',
          productId: `p${n}`,
          title: `Shirt ${n}`,
          quantity: 1,
          unitPriceCents: 1000,
          currency: 'USD',
          unitUsdCents: 1000,
          lineUsdCents: 1000,
        })),
      )
      .returning({ id: orderLines.id });
    expect(
      (await t.call('POST', `/api/admin/orders/${id}/stage`, { token: staff, body: { stage: 'purchased' } })).status,
    ).toBe(200);
    return { id, lineIds: lines.map((l) => l.id) };
  }
  const toWarehouse = async (id: number) =>
    expect(
      (await t.call('POST', `/api/admin/orders/${id}/stage`, { token: staff, body: { stage: 'overseas_warehouse' } }))
        .status,
    ).toBe(200);
  const check = {
    photos: ['/uploads/checks/a.webp', '/uploads/checks/b.webp'],
    weight_kg: 1.25,
    length_cm: 30,
    width_cm: 20.5,
    height_cm: 10,
    note: 'Colour as pictured',
  };

  const t = useTestApp(kind, async (t) => {
    admin = await t.tokenFor(DEMO_ADMIN);
    staff = await staffToken(t, admin);
    shopper = await t.tokenFor(DEMO_SHOPPER);
    shopperId = await userId(t, DEMO_SHOPPER);
    await t.opened.db
      .insert(users)
      .values({ name: 'Other shopper', phone: OTHER_SHOPPER, passwordHash: 'x', verifiedAt: new Date() });
    other = await t.tokenFor(OTHER_SHOPPER);
  });

  it('staff add a check only at the overseas warehouse; it is audited and shown to both sides', async () => {
    const { id, lineIds } = await paidOrder();
    const path = `/api/admin/orders/${id}/lines/${lineIds[0]}/check`;
    expect((await t.call('POST', path, { token: staff, body: check })).status).toBe(409);
    await toWarehouse(id);
    expect((await t.call('POST', path, { token: shopper, body: check })).status).toBe(404);
    expect((await t.call('POST', path, { token: staff, body: { photos: ['javascript:alert(1)'] } })).status).toBe(422);
    expect(
      (await t.call('POST', `/api/admin/orders/${id}/lines/999999/check`, { token: staff, body: check })).status,
    ).toBe(404);
    expect((await t.call('POST', path, { token: staff, body: check })).status).toBe(200);

    const seen = await t.call<{ data: OrderDetail }>('GET', `/api/checkout/history/detail/${id}?envelope=1`, {
      token: shopper,
    });
    expect(seen.body.data.can_decide_checks).toBe(true);
    // The shopper's client gets the shop's pictures on a configured origin (an unknown Host: PUBLIC_URL); staff pages keep them relative.
    expect(seen.body.data.lines[0]!.check).toMatchObject({
      photos: check.photos.map((p) => `${t.config.PUBLIC_URL}${p}`),
      weight_kg: 1.25,
      length_cm: 30,
      width_cm: 20.5,
      height_cm: 10,
      note: 'Colour as pictured',
      decision: 'pending',
    });
    expect(seen.body.data.lines[1]!.check).toBeNull();
    const back = await t.call<{ data: { lines: { id: number; check: { photos: string[] } | null }[] } }>(
      'GET',
      `/api/admin/orders/${id}`,
      { token: staff },
    );
    expect(back.body.data.lines.find((l) => l.id === lineIds[0])?.check?.photos).toEqual(check.photos);

    const audit = await t.call<Audit>('GET', `/api/admin/audit?target_type=order&target_id=${id}`, { token: admin });
    expect(audit.body.data.find((e) => e.action === 'order.quality_check')?.details).toMatchObject({
      line_id: lineIds[0],
      photos: 2,
    });
  });

  it('the shopper approves their own line; another account gets 404; a return needs a reason', async () => {
    const { id, lineIds } = await paidOrder();
    await toWarehouse(id);
    for (const lineId of lineIds)
      expect(
        (await t.call('POST', `/api/admin/orders/${id}/lines/${lineId}/check`, { token: staff, body: check })).status,
      ).toBe(200);
    const decide = (lineId: number, token: string, body: Record<string, unknown>) =>
      t.call('POST', `/api/checkout/history/detail/${id}/lines/${lineId}/decision`, { token, body });

    expect((await decide(lineIds[0]!, other, { decision: 'approved' })).status).toBe(404);
    expect((await decide(lineIds[0]!, shopper, { decision: 'approved' })).status).toBe(200);
    expect((await decide(lineIds[1]!, shopper, { decision: 'return' })).status).toBe(422);
    expect((await decide(lineIds[1]!, shopper, { decision: 'exchange', reason: '   ' })).status).toBe(422);
    expect((await decide(lineIds[1]!, shopper, { decision: 'return', reason: 'Wrong colour' })).status).toBe(200);

    const seen = await t.call<{ data: OrderDetail }>('GET', `/api/checkout/history/detail/${id}?envelope=1`, {
      token: shopper,
    });
    expect(seen.body.data.lines.map((l) => l.check?.decision)).toEqual(['approved', 'return']);
    expect(seen.body.data.lines[1]!.check).toMatchObject({ reason: 'Wrong colour' });
    expect(seen.body.data.lines[1]!.check?.decided_at).toBeTruthy();

    // A requested return blocks shipping until it is settled.
    const ship = () =>
      t.call<{ message: string }>('POST', `/api/admin/orders/${id}/stage`, {
        token: staff,
        body: { stage: 'shipped_to_cambodia' },
      });
    const blocked = await ship();
    expect(blocked.status).toBe(409);
    expect(blocked.body.message).toBe('A shopper asked for a return or exchange: settle it before shipping');
    expect((await decide(lineIds[1]!, shopper, { decision: 'exchange', reason: 'Size' })).status).toBe(200);
    expect((await ship()).status).toBe(409);
    expect((await decide(lineIds[1]!, shopper, { decision: 'approved' })).status).toBe(200);

    // Once shipped the decision is closed.
    expect((await ship()).status).toBe(200);
    expect((await decide(lineIds[0]!, shopper, { decision: 'exchange', reason: 'Size' })).status).toBe(409);
  });

  it('pending checks do not block shipping', async () => {
    const { id, lineIds } = await paidOrder();
    await toWarehouse(id);
    expect(
      (await t.call('POST', `/api/admin/orders/${id}/lines/${lineIds[0]}/check`, { token: staff, body: check })).status,
    ).toBe(200);
    expect(
      (await t.call('POST', `/api/admin/orders/${id}/stage`, { token: staff, body: { stage: 'shipped_to_cambodia' } }))
        .status,
    ).toBe(200);
  });

  it('a line without a check cannot be decided', async () => {
    const { id, lineIds } = await paidOrder();
    await toWarehouse(id);
    expect(
      (
        await t.call('POST', `/api/checkout/history/detail/${id}/lines/${lineIds[0]}/decision`, {
          token: shopper,
          body: { decision: 'approved' },
        })
      ).status,
    ).toBe(404);
  });
});
