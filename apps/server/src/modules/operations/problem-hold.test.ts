import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/test-app';
import { TEST_DB_KINDS } from '../../test/test-db';
import { DEMO_ADMIN, DEMO_SHOPPER, staffToken, userId } from '../admin/admin-fixtures';
import { paidOrder, topUp } from './operations-fixtures';

/**
 * Found by journey-property.test.ts: staff moved a line on hold onward while its price rise still
 * waited for the shopper, and the next problem raised on that line was a 500 (a second open problem).
 */
describe.each(TEST_DB_KINDS)('a line on hold on %s', (kind) => {
  let staff: string;
  let shopperId: number;
  const t = useTestApp(kind, async (t) => {
    staff = await staffToken(t, await t.tokenFor(DEMO_ADMIN));
    shopperId = await userId(t, DEMO_SHOPPER);
    await topUp(t, shopperId, 100_000);
  });
  const call = (lineId: number, what: string, body: Record<string, unknown>) =>
    t.call<{ code?: string }>('POST', `/api/admin/order-lines/${lineId}/${what}`, { token: staff, body });

  it('moves on only once its problem is answered; it may still be cancelled', async () => {
    const o = await paidOrder(t, shopperId, staff, 2);
    const [first, second] = o.lineIds as [number, number];
    const rise = { kind: 'price_changed', new_unit_price: 12, alternatives: [{ variant: 'alt', unit_price: 12 }] };
    expect((await call(second, 'problems', rise)).status).toBe(200);
    const moved = await call(second, 'move', { to: 'checked', tracking_no: 'YT1' });
    expect(moved.status).toBe(409);
    expect(moved.body.code).toBe('problem.still_open');
    const qc = await call(second, 'problems', { kind: 'qc_failed' });
    expect(qc.status).toBe(409);
    expect(qc.body.code).toBe('problem.raise_not_allowed');
    expect((await call(second, 'move', { to: 'cancelled' })).status).toBe(200);
    expect((await call(first, 'problems', rise)).status).toBe(200);
  });
});
