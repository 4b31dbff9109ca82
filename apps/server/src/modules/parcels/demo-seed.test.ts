import { describe, expect, it } from 'vitest';
import { seedParcelsDemo } from '@fardin/db/seed/parcels-seed';
import type { OrderJourneyDetail } from '@fardin/core/contract-operations';
import { useTestApp } from '../../test/test-app';
import { DEMO_ADMIN, DEMO_SHOPPER } from '../admin/admin-fixtures';

describe('the demo parcels (npm start)', () => {
  let admin: string;
  let shopper: string;
  const t = useTestApp('pglite', async (t) => {
    await seedParcelsDemo(t.opened.db);
    await seedParcelsDemo(t.opened.db);
    admin = await t.tokenFor(DEMO_ADMIN);
    shopper = await t.tokenFor(DEMO_SHOPPER);
  });

  it('show parcels in several states once, one ready line to pack, and the freight in the balance', async () => {
    const list = await t.call<{ data: { state: string; order_ids: number[] }[] }>('GET', '/api/admin/parcels', {
      token: admin,
    });
    expect(list.body.data.map((p) => p.state).sort()).toEqual([
      'cod_freight',
      'freight_due',
      'freight_paid',
      'packing',
    ]);
    const packable = await t.call<{ data: { lines: unknown[] }[] }>('GET', '/api/admin/parcels/packable', {
      token: admin,
    });
    expect(packable.body.data.flatMap((g) => g.lines)).toHaveLength(1);
    const orderId = list.body.data[0]!.order_ids[0]!;
    const page = (
      await t.call<{ data: OrderJourneyDetail }>('GET', `/api/checkout/history/detail/${orderId}?envelope=1`, {
        token: shopper,
      })
    ).body.data;
    const owed = page.parcels.filter((p) => p.state === 'freight_due' || p.state === 'cod_freight');
    expect(page.balance_due).toBeCloseTo(
      owed.reduce((s, p) => s + (p.freight ?? 0), 0),
      2,
    );
    expect(page.storage?.free_until).not.toBeNull();
  });
});
