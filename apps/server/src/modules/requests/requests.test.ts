import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { notificationOutbox } from '@fardin/db/schema/notifications';
import { auditLog } from '@fardin/db/schema/admin';
import { MAX_OPEN_BUY_REQUESTS, type BuyRequest, type StaffBuyRequest } from '@fardin/core/contract-requests';
import { useTestApp } from '../../test/test-app';
import { TEST_DB_KINDS } from '../../test/test-db';
import { DEMO_ADMIN, staffToken, userId } from '../admin/admin-fixtures';
import { makeShopper } from '../checkout/commerce-fixtures';

type One = { data: BuyRequest; code?: string; field?: string };
type List = { data: BuyRequest[] };
type StaffList = { data: StaffBuyRequest[] };
type StaffOne = { data: StaffBuyRequest; code?: string };

const AE_LINK = 'https://www.aliexpress.com/item/1005006123456789.html';

describe.each(TEST_DB_KINDS)('"buy it for me" requests on %s', (kind) => {
  let staff: string;
  let shopper: string;
  let shopperId: number;
  let other: string;
  const t = useTestApp(kind, async (t) => {
    staff = await staffToken(t, await t.tokenFor(DEMO_ADMIN));
    shopper = await makeShopper(t, '+85510000771');
    shopperId = await userId(t, '+85510000771');
    other = await makeShopper(t, '+85510000772');
  });
  const send = (body: unknown, token = shopper) => t.call<One>('POST', '/api/requests', { token, body });
  const answer = (id: number, body: unknown, token = staff) =>
    t.call<StaffOne>('POST', `/api/admin/requests/${id}/answer`, { token, body });

  it('stores the link with the store and item read on the server, not taken from the client', async () => {
    const sent = await send({ link: AE_LINK, note: 'red one', quantity: 2, variant: 'Red / XL', store: 'ebay' });
    expect(sent.status).toBe(201);
    expect(sent.body.data).toMatchObject({
      link: AE_LINK,
      store: 'aliexpress',
      item_id: '1005006123456789',
      note: 'red one',
      quantity: 2,
      variant: 'Red / XL',
      status: 'open',
      answer: null,
    });
    const unknown = await send({ link: 'https://shop.example/things/42' });
    expect(unknown.body.data).toMatchObject({ store: null, item_id: null, quantity: 1 });
  });

  it('refuses a request without a web link, and guests', async () => {
    const bad = await send({ link: 'javascript:alert(1)' });
    expect(bad.status).toBe(422);
    expect(bad.body.code).toBe('buy_request.link_invalid');
    expect((await send({ link: AE_LINK, quantity: 0 })).status).toBe(422);
    expect((await t.call('POST', '/api/requests', { body: { link: AE_LINK } })).status).toBe(401);
  });

  it("shows a shopper only their own requests; another shopper's answers 404", async () => {
    const mine = await send({ link: 'https://www.coupang.com/vp/products/800000001' });
    expect(mine.body.data.store).toBe('coupang');
    const list = await t.call<List>('GET', '/api/requests', { token: other });
    expect(list.body.data.some((r) => r.id === mine.body.data.id)).toBe(false);
    const peek = await t.call<One>('GET', `/api/requests/${mine.body.data.id}`, { token: other });
    expect(peek.status).toBe(404);
    expect(peek.body.code).toBe('buy_request.not_found');
    expect((await t.call('GET', `/api/requests/${mine.body.data.id}`, { token: shopper })).status).toBe(200);
  });

  it('lists open requests oldest first for staff only, and an answer tells the shopper in the same transaction', async () => {
    const first = await send({ link: 'https://shopee.sg/x-i.1.2' });
    const queue = await t.call<StaffList>('GET', '/api/admin/requests', { token: staff });
    const ids = queue.body.data.map((r) => r.id);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    expect(queue.body.data.find((r) => r.id === first.body.data.id)?.customer.phone).toBe('+85510000771');
    expect((await t.call('GET', '/api/admin/requests', { token: shopper })).status).toBe(404);

    const answered = await answer(first.body.data.id, {
      product: 'https://www.ebay.com/itm/300000000001',
      quote_usd: 12.5,
      note: 'Same seller, ships in 3 days',
    });
    expect(answered.status).toBe(200);
    expect(answered.body.data.answer).toMatchObject({
      quote_usd: 12.5,
      path: expect.stringMatching(/^\/product\/ebay\/300000000001\?country=US/),
    });

    const seen = await t.call<One>('GET', `/api/requests/${first.body.data.id}`, { token: shopper });
    expect(seen.body.data.status).toBe('answered');
    expect(seen.body.data.answer?.note).toBe('Same seller, ships in 3 days');

    const events = await t.opened.db
      .select()
      .from(notificationOutbox)
      .where(and(eq(notificationOutbox.kind, 'buy_request_answered'), eq(notificationOutbox.userId, shopperId)));
    expect(events).toHaveLength(1);
    expect(events[0]!.payload).toMatchObject({ request_id: first.body.data.id, amount_cents: 1250 });
    const audit = await t.opened.db.select().from(auditLog).where(eq(auditLog.action, 'buy_request.answer'));
    expect(audit.map((a) => a.targetId)).toContain(String(first.body.data.id));

    // The bell: the shopper's in-app list carries it.
    const bell = await t.call<{ data: { comment: string }[] }>('GET', '/api/notifications', { token: shopper });
    expect(bell.body.data.some((n) => n.comment.includes('$12.50'))).toBe(true);

    // A second answer is refused and writes no second event.
    const again = await answer(first.body.data.id, { product: 'x', quote_usd: 1 });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('buy_request.already_answered');
    expect((await answer(999999, { product: 'x', quote_usd: 1 })).status).toBe(404);
    expect((await answer(first.body.data.id, { product: 'x', quote_usd: 0 })).status).toBe(422);
  });

  it('caps the requests waiting per shopper, and an answer frees a place', async () => {
    const capped = await makeShopper(t, '+85510000773');
    const made: number[] = [];
    for (let i = 0; i < MAX_OPEN_BUY_REQUESTS; i++) {
      const r = await send({ link: `https://shop.example/p/${i}` }, capped);
      expect(r.status).toBe(201);
      made.push(r.body.data.id);
    }
    const over = await send({ link: 'https://shop.example/p/over' }, capped);
    expect(over.status).toBe(429);
    expect(over.body.code).toBe('buy_request.too_many_open');
    expect((await answer(made[0]!, { product: 'B08N5WRWNW', quote_usd: 3 })).status).toBe(200);
    expect((await send({ link: 'https://shop.example/p/after' }, capped)).status).toBe(201);
  });

  it('answers where a pasted link leads, calling no one for item links and hosts off the allowlist', async () => {
    type Resolved = { data: { path: string; resolved: boolean }; code?: string };
    const resolve = (url: string) => t.call<Resolved>('GET', `/api/links/resolve?url=${encodeURIComponent(url)}`);
    const ebay = 'https://www.ebay.com/itm/300000000001';
    expect((await resolve(ebay)).body.data).toEqual({
      path: `/product/ebay/300000000001?country=US&link=${encodeURIComponent(ebay)}`,
      resolved: true,
    });
    expect((await resolve('https://shop.example/p/1')).body.data).toEqual({
      path: `/account/requests/new?link=${encodeURIComponent('https://shop.example/p/1')}`,
      resolved: false,
    });
    const words = await resolve('red shoes');
    expect(words.status).toBe(422);
    expect(words.body.code).toBe('buy_request.link_invalid');
    // The fake short links exist only in E2E runs.
    expect((await t.call('GET', '/api/e2e/short-links/ae')).status).toBe(404);
    // The mobile client's search_by_url: an AliExpress item leads to the request form.
    const mobile = await t.call<{ data: { store: string; path: string } }>(
      'GET',
      `/api/search_by_url?url=${encodeURIComponent(AE_LINK)}`,
    );
    expect(mobile.body.data.store).toBe('aliexpress');
    expect(mobile.body.data.path).toMatch(/^\/account\/requests\/new\?link=.*&store=aliexpress&item=1005006123456789$/);
  });
});
