import { describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { lineEvents, lineTracking } from '@fardin/db/schema/operations';
import { orderLines } from '@fardin/db/schema/orders';
import { unclaimedParcels } from '@fardin/db/schema/warehouse';
import type { ReceiveAnswer } from '@fardin/core/contract-warehouse';
import { useTestApp } from '../../test/test-app';
import { TEST_DB_KINDS } from '../../test/test-db';
import { DEMO_ADMIN, DEMO_SHOPPER, staffToken, userId } from '../admin/admin-fixtures';
import { boughtLines, shippedLines } from './warehouse-fixtures';

type Answer = { data: ReceiveAnswer; code?: string };

describe.each(TEST_DB_KINDS)('receiving at the overseas warehouse on %s', (kind) => {
  let staff: string;
  let shopper: string;
  let shopperId: number;
  const t = useTestApp(kind, async (t) => {
    staff = await staffToken(t, await t.tokenFor(DEMO_ADMIN));
    shopper = await t.tokenFor(DEMO_SHOPPER);
    shopperId = await userId(t, DEMO_SHOPPER);
  });
  const receive = (body: Record<string, unknown>, token = staff) =>
    t.call<Answer>('POST', '/api/admin/warehouse/receive', { token, body });
  const states = async (ids: number[]) =>
    (await t.opened.db.select().from(orderLines).where(inArray(orderLines.id, ids))).map((l) => l.state);

  it('a scan moves every line shipped under the number to received with its shelf, once', async () => {
    const o = await shippedLines(t, shopperId, staff, 'YT100200300', 2);
    const res = await receive({ tracking_no: 'YT100200300', shelf: 'A-3', photos: ['/uploads/p.jpg'] });
    expect(res.status).toBe(200);
    expect(res.body.data.outcome).toBe('matched');
    expect(res.body.data.lines.map((l) => [l.line_id, l.state, l.shelf])).toEqual(
      o.lineIds.map((id) => [id, 'received', 'A-3']),
    );
    expect(await states(o.lineIds)).toEqual(['received', 'received']);
    const again = await receive({ tracking_no: 'YT100200300' });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('warehouse.already_received');
    const events = await t.opened.db.select().from(lineEvents).where(eq(lineEvents.toState, 'received'));
    expect(events.filter((e) => o.lineIds.includes(e.orderLineId))).toHaveLength(2);
  });

  it('an unknown number makes one unclaimed parcel that staff match to bought lines later', async () => {
    const first = await receive({ tracking_no: 'SF999000111', shelf: 'U-1', photos: ['/uploads/u.jpg'] });
    expect(first.status).toBe(200);
    expect(first.body.data.outcome).toBe('unclaimed');
    const again = await receive({ tracking_no: 'SF999000111' });
    expect(again.body.data.unclaimed?.id).toBe(first.body.data.unclaimed?.id);
    const list = await t.call<{ data: { id: number; tracking_no: string; photos: string[] }[] }>(
      'GET',
      '/api/admin/warehouse/unclaimed',
      { token: staff },
    );
    expect(list.body.data.filter((u) => u.tracking_no === 'SF999000111')).toHaveLength(1);
    expect(list.body.data.find((u) => u.tracking_no === 'SF999000111')?.photos).toEqual(['/uploads/u.jpg']);

    const o = await boughtLines(t, shopperId, staff, 1);
    const id = first.body.data.unclaimed!.id;
    const matched = await t.call<{ data: { lines: { state: string; shelf: string | null }[] } }>(
      'POST',
      `/api/admin/warehouse/unclaimed/${id}/match`,
      { token: staff, body: { line_ids: o.lineIds } },
    );
    expect(matched.status).toBe(200);
    expect(matched.body.data.lines).toEqual([expect.objectContaining({ state: 'received', shelf: 'U-1' })]);
    expect(await states(o.lineIds)).toEqual(['received']);
    const twice = await t.call<{ code: string }>('POST', `/api/admin/warehouse/unclaimed/${id}/match`, {
      token: staff,
      body: { line_ids: o.lineIds },
    });
    expect(twice.status).toBe(409);
    expect(twice.body.code).toBe('warehouse.unclaimed_matched');
    // Once matched, the number is known: a new scan of it is "already received", not a new unclaimed parcel.
    expect((await receive({ tracking_no: 'SF999000111' })).body.code).toBe('warehouse.already_received');
  });

  it('matching refuses a line that is not waiting for a seller parcel, and changes nothing', async () => {
    const u = await receive({ tracking_no: 'JT555' });
    const o = await shippedLines(t, shopperId, staff, 'JT556', 1);
    await receive({ tracking_no: 'JT556' });
    const res = await t.call<{ code: string }>(
      'POST',
      `/api/admin/warehouse/unclaimed/${u.body.data.unclaimed!.id}/match`,
      {
        token: staff,
        body: { line_ids: o.lineIds },
      },
    );
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('warehouse.line_not_awaited');
    const [row] = await t.opened.db
      .select()
      .from(unclaimedParcels)
      .where(eq(unclaimedParcels.id, u.body.data.unclaimed!.id));
    expect(row?.status).toBe('unclaimed');
  });

  it("records a seller's tracking number once per line: the scan puts its shelf on the shipment's row", async () => {
    const shipped = await shippedLines(t, shopperId, staff, 'YT777000111', 2);
    expect((await receive({ tracking_no: 'YT777000111', shelf: 'B-7' })).status).toBe(200);
    const unknown = await receive({ tracking_no: 'SF777000222', shelf: 'U-7' });
    const bought = await boughtLines(t, shopperId, staff, 1);
    const matched = await t.call('POST', `/api/admin/warehouse/unclaimed/${unknown.body.data.unclaimed!.id}/match`, {
      token: staff,
      body: { line_ids: bought.lineIds },
    });
    expect(matched.status).toBe(200);
    const rows = await t.opened.db
      .select()
      .from(lineTracking)
      .where(inArray(lineTracking.orderLineId, [...shipped.lineIds, ...bought.lineIds]));
    const of = (id: number) => rows.filter((r) => r.orderLineId === id).map((r) => [r.trackingNo, r.carrier, r.shelf]);
    for (const id of shipped.lineIds) expect(of(id)).toEqual([['YT777000111', 'ZTO', 'B-7']]);
    expect(of(bought.lineIds[0]!)).toEqual([['SF777000222', null, 'U-7']]);
    // What the back office's order page reads: the number once, with its carrier and the shelf.
    const order = await t.call<{ data: { journey: { tracking: unknown[] }[] } }>(
      'GET',
      `/api/admin/orders/${shipped.id}`,
      { token: staff },
    );
    expect(order.body.data.journey.map((j) => j.tracking)).toEqual([
      [{ tracking_no: 'YT777000111', carrier: 'ZTO', shelf: 'B-7' }],
      [{ tracking_no: 'YT777000111', carrier: 'ZTO', shelf: 'B-7' }],
    ]);
  });

  it('answers 404 to shoppers and 422 to a blank number', async () => {
    expect((await receive({ tracking_no: 'YT1' }, shopper)).status).toBe(404);
    const bad = await receive({ tracking_no: '  ' });
    expect(bad.status).toBe(422);
  });
});
