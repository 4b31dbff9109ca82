import { describe, expect, it } from 'vitest';
import type { Drop } from '@fardin/core/contract-riders';
import { useTestApp } from '../../test/test-app';
import { DEMO_ADMIN, staffToken } from '../admin/admin-fixtures';
import { allowCodFreight, codParcel, demoRider, ok, throughBatch } from './last-mile-fixtures';

type Bell = { data: { kind: string; title: string; body: string }[] };

/**
 * The parcel journey's messages reach the shopper's list (OPERATIONS.md section 6): freight to
 * pay, arrived in Phnom Penh and a failed delivery were written to the outbox under kinds the
 * notification list did not know, so the shopper never saw them.
 */
describe("the parcel journey's messages in the shopper's list", () => {
  let staff: string;
  const t = useTestApp('pglite', async (t) => {
    staff = await staffToken(t, await t.tokenFor(DEMO_ADMIN));
    await allowCodFreight(t);
  });

  it('lists freight due, arrived in Phnom Penh and delivery failed, in Khmer too', async () => {
    const rider = await demoRider(t);
    const p = await codParcel(t, staff, '+85510880001');
    const kinds = async (lang = 'en') =>
      (await t.call<Bell>('GET', `/api/notifications/bell?lang=${lang}`, { token: p.shopper.token })).body.data;
    expect((await kinds()).map((n) => n.kind)).toContain('freight_due');

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
      t.call('POST', `/api/rider/drops/${drop.data.id}/fail`, { token: rider.token, body: { reason: 'Nobody home' } }),
      'fail',
    );
    const list = await kinds();
    expect(list.filter((n) => n.kind === 'arrived_phnom_penh')).toHaveLength(1);
    const failed = list.filter((n) => n.kind === 'delivery_failed');
    expect(failed).toHaveLength(1);
    expect(failed[0]!.body).toContain('Nobody home');
    const kh = (await kinds('kh')).find((n) => n.kind === 'freight_due')!;
    expect(kh.title).toBe('ថ្លៃដឹកត្រូវបង់');
    expect(kh.body).toContain(p.parcel.code);
  });
});
