import { describe, expect, it } from 'vitest';
import type { OrderDetail } from '@fardin/core/contract-commerce';
import type { OrderJourneyDetail } from '@fardin/core/contract-operations';
import { useTestApp } from '../../test/test-app';
import { TEST_DB_KINDS } from '../../test/test-db';
import {
  DEMO_ADMIN,
  DEMO_SHOPPER,
  insertDelivery,
  insertOrder,
  insertTopup,
  staffToken,
  userId,
} from './admin-fixtures';

type Page = { data: Record<string, unknown>[]; total: number };
type Audit = { data: { action: string; target_id: string; details: Record<string, unknown> }[] };

describe.each(TEST_DB_KINDS)('back office operations on %s', (kind) => {
  let admin: string;
  let staff: string;
  let shopper: string;
  let shopperId: number;

  const audit = async (type: string, id: number | string) =>
    (
      await t.call<Audit>('GET', `/api/admin/audit?target_type=${type}&target_id=${id}`, { token: admin })
    ).body.data.map((e) => e.action);

  const t = useTestApp(kind, async (t) => {
    admin = await t.tokenFor(DEMO_ADMIN);
    staff = await staffToken(t, admin);
    shopper = await t.tokenFor(DEMO_SHOPPER);
    shopperId = await userId(t, DEMO_SHOPPER);
  });

  it('verifies a bank-transfer receipt: the shopper sees the order paid, the audit names it', async () => {
    const id = await insertOrder(t, shopperId);
    const queue = await t.call<Page>('GET', '/api/admin/payments/transfers', { token: staff });
    expect(queue.body.data.map((o) => o.id)).toContain(id);
    expect(
      (await t.call<{ data: { payments_to_verify: number } }>('GET', '/api/admin/dashboard', { token: staff })).body
        .data.payments_to_verify,
    ).toBeGreaterThan(0);
    // Before staff look at it, the shopper's order says the receipt is in and being checked.
    const waiting = await t.call<{ data: OrderJourneyDetail }>('GET', `/api/checkout/history/detail/${id}?envelope=1`, {
      token: shopper,
    });
    expect(waiting.body.data.transfer_receipt).toMatchObject({ state: 'verifying', reason: null });
    expect(waiting.body.data.transfer_receipt?.url).toMatch(/^\/uploads\//);
    expect((await t.call('POST', `/api/admin/payments/transfers/${id}/verify`, { token: staff })).status).toBe(200);
    const seen = await t.call<{ data: OrderJourneyDetail }>('GET', `/api/checkout/history/detail/${id}?envelope=1`, {
      token: shopper,
    });
    expect(seen.body.data.payment_status).toBe('paid');
    expect(seen.body.data.status).toBe('paid');
    expect(seen.body.data.transfer_receipt).toBeNull();
    expect((await t.call('POST', `/api/admin/payments/transfers/${id}/verify`, { token: staff })).status).toBe(409);
    expect(await audit('order', id)).toContain('payment.transfer.verify');
  });

  it('rejects a receipt with a reason (back to unpaid)', async () => {
    const id = await insertOrder(t, shopperId);
    expect(
      (await t.call('POST', `/api/admin/payments/transfers/${id}/reject`, { token: staff, body: {} })).status,
    ).toBe(422);
    expect(
      (
        await t.call('POST', `/api/admin/payments/transfers/${id}/reject`, {
          token: staff,
          body: { reason: 'Amount does not match' },
        })
      ).status,
    ).toBe(200);
    const seen = await t.call<{ data: OrderJourneyDetail }>('GET', `/api/checkout/history/detail/${id}?envelope=1`, {
      token: shopper,
    });
    expect(seen.body.data.payment_status).toBe('unpaid');
    // The order page says why, in staff's words.
    expect(seen.body.data.transfer_receipt).toMatchObject({ state: 'refused', reason: 'Amount does not match' });
  });

  it('filters orders, moves stages with a shopper-visible note, records references, cancels and refunds', async () => {
    const id = await insertOrder(t, shopperId, {
      store: 'shein',
      paymentType: 'khqr',
      paymentStatus: 'paid',
      stage: 'paid',
      receiptUrl: null,
    });
    const list = await t.call<Page>(
      'GET',
      '/api/admin/orders?store=shein&payment_type=khqr&status=paid&from=2000-01-01',
      { token: staff },
    );
    expect(list.body.data.map((o) => o.id)).toEqual([id]);
    expect((await t.call('GET', '/api/admin/orders?from=yesterday', { token: staff })).status).toBe(422);

    expect(
      (
        await t.call('POST', `/api/admin/orders/${id}/stage`, {
          token: staff,
          body: { stage: 'purchased', note: 'Bought at the store' },
        })
      ).status,
    ).toBe(200);
    expect(
      (await t.call('POST', `/api/admin/orders/${id}/stage`, { token: staff, body: { stage: 'paid' } })).status,
    ).toBe(409);
    expect(
      (
        await t.call('POST', `/api/admin/orders/${id}/references`, {
          token: staff,
          body: { marketplace_order_no: 'SH-998', tracking_no: 'YT123' },
        })
      ).status,
    ).toBe(200);
    const detail = await t.call<{
      data: { marketplace_order_no: string; tracking_no: string; timeline: { stage: string; note: string | null }[] };
    }>('GET', `/api/admin/orders/${id}`, { token: staff });
    expect(detail.body.data.marketplace_order_no).toBe('SH-998');
    expect(detail.body.data.tracking_no).toBe('YT123');
    const seen = await t.call<{ data: OrderDetail }>('GET', `/api/checkout/history/detail/${id}?envelope=1`, {
      token: shopper,
    });
    expect(seen.body.data.timeline.at(-1)).toMatchObject({ stage: 'purchased', note: 'Bought at the store' });

    const other = await insertOrder(t, shopperId, {
      paymentType: 'khqr',
      paymentStatus: 'paid',
      stage: 'paid',
      receiptUrl: null,
      grandTotalCents: 1234,
    });
    expect(
      (
        await t.call('POST', `/api/admin/orders/${other}/cancel`, {
          token: staff,
          body: { reason: 'Out of stock at the store' },
        })
      ).status,
    ).toBe(200);
    const balance = async () =>
      (await t.call<{ data: { balance: number } }>('GET', '/api/wallet', { token: shopper })).body.data.balance;
    const before = await balance();
    // The shopper's order says what went back to Anakut Cash (issue 29 item 8): nothing yet, then the refund.
    const refunded = async () =>
      (
        await t.call<{ data: OrderDetail }>('GET', `/api/checkout/history/detail/${other}?envelope=1`, {
          token: shopper,
        })
      ).body.data.refunded_to_wallet;
    expect(await refunded()).toBe(0);
    expect((await t.call('POST', `/api/admin/orders/${other}/refund`, { token: admin })).status).toBe(200);
    expect((await t.call('POST', `/api/admin/orders/${other}/refund`, { token: admin })).status).toBe(409);
    expect(await balance()).toBeCloseTo(before + 12.34, 2);
    expect(await refunded()).toBeCloseTo(12.34, 2);
    expect(await audit('order', other)).toEqual(expect.arrayContaining(['order.cancel', 'order.refund']));
  });

  it('approves a top-up, lists KHQR payments', async () => {
    const id = await insertTopup(t, shopperId);
    expect(
      (await t.call<Page>('GET', '/api/admin/payments/topups?status=pending', { token: staff })).body.data.map(
        (r) => r.id,
      ),
    ).toContain(id);
    expect(
      (await t.call('POST', `/api/admin/payments/topups/${id}`, { token: staff, body: { approve: true } })).status,
    ).toBe(200);
    expect(
      (await t.call('POST', `/api/admin/payments/topups/${id}`, { token: staff, body: { approve: true } })).status,
    ).toBe(404);
    expect((await t.call('GET', '/api/admin/payments/khqr', { token: staff })).status).toBe(200);
    expect(await audit('topup', id)).toEqual(['topup.approve']);
  });

  it('assigns a driver and moves a delivery to completed; public tracking shows it', async () => {
    const id = await insertDelivery(t, shopperId, 'FDADM2N3PQ');
    expect(
      (
        await t.call('POST', `/api/admin/deliveries/${id}/driver`, {
          token: staff,
          body: { driver_name: 'Dara', driver_phone: 'nope' },
        })
      ).status,
    ).toBe(422);
    expect(
      (
        await t.call('POST', `/api/admin/deliveries/${id}/driver`, {
          token: staff,
          body: { driver_name: 'Dara', driver_phone: '012 345 678' },
        })
      ).status,
    ).toBe(200);
    expect(
      (await t.call('POST', `/api/admin/deliveries/${id}/move`, { token: staff, body: { status: 'completed' } }))
        .status,
    ).toBe(409);
    for (const status of ['pickup', 'delivering', 'completed']) {
      expect(
        (await t.call('POST', `/api/admin/deliveries/${id}/move`, { token: staff, body: { status } })).status,
      ).toBe(200);
    }
    const list = await t.call<Page>('GET', '/api/admin/deliveries?code=fdadm2n3pq', { token: staff });
    expect(list.body.data[0]).toMatchObject({ status: 'completed', driver_name: 'Dara', driver_phone: '+85512345678' });
    const tracking = await t.call<{ data?: { status: string }; status?: string }>(
      'GET',
      '/api/tracking_delivery/FDADM2N3PQ',
    );
    expect(JSON.stringify(tracking.body)).toContain('completed');
    expect(await audit('delivery', id)).toEqual(expect.arrayContaining(['delivery.driver', 'delivery.status']));
  });

  it('creates, edits, hides and shows an own product with variants; a Khmer search finds it', async () => {
    const body = {
      title_kh: 'កាបូបស្បែកហ្វាឌីន',
      title_en: 'Fardin leather bag',
      title_zh: '皮包',
      price: 20,
      images: ['/uploads/bag.webp'],
      variants: [
        { name: 'Black', price: 25, stock: 3 },
        { name: 'Brown', price: 22.5, stock: 2 },
      ],
    };
    expect((await t.call('POST', '/api/admin/products', { token: staff, body: { title_zh: 'x' } })).status).toBe(422);
    const created = await t.call<{ data: { id: number; price: number; stock: number; variants: unknown[] } }>(
      'POST',
      '/api/admin/products',
      { token: staff, body },
    );
    expect(created.status).toBe(200);
    expect(created.body.data).toMatchObject({ price: 22.5, stock: 5 });
    const id = created.body.data.id;
    expect(
      (
        await t.call('PUT', `/api/admin/products/${id}`, {
          token: staff,
          body: { ...body, title_en: 'Fardin leather handbag' },
        })
      ).status,
    ).toBe(200);
    expect(
      (await t.call<{ data: { title_en: string } }>('GET', `/api/admin/products/${id}`, { token: staff })).body.data
        .title_en,
    ).toBe('Fardin leather handbag');
    expect(
      (
        await t.call<Page>('GET', `/api/admin/products?q=${encodeURIComponent('កាបូបស្បែក')}`, { token: staff })
      ).body.data.map((p) => p.id),
    ).toContain(id);
    expect(
      (await t.call('POST', `/api/admin/products/${id}/visibility`, { token: staff, body: { active: false } })).status,
    ).toBe(200);
    expect(
      (await t.call('POST', `/api/admin/products/${id}/visibility`, { token: staff, body: { active: true } })).status,
    ).toBe(200);
    expect(await audit('product', id)).toEqual(
      expect.arrayContaining(['product.create', 'product.update', 'product.hide', 'product.show']),
    );
  });

  it('writes a sanitised blog post and changes settings (admin only)', async () => {
    const cats = await t.call<{ data: { id: number }[] }>('GET', '/api/admin/blog/categories', { token: staff });
    const post = {
      slug: 'admin-news',
      category_id: cats.body.data[0]!.id,
      image: '/uploads/news.webp',
      author: 'Fardin',
      texts: [{ locale: 'en', title: 'News', excerpt: 'Hi', body: '<p>Hello</p><script>alert(1)</script>' }],
    };
    const res = await t.call<{ data: { id: number } }>('POST', '/api/admin/blog/posts', { token: staff, body: post });
    expect(res.status).toBe(200);
    expect(await audit('blog_post', res.body.data.id)).toEqual(['blog.create']);

    const settings = await t.call<{
      data: { commerce: { anakut_discount_percent: number; bank_accounts: unknown[] } };
    }>('GET', '/api/admin/settings', { token: admin });
    const commerce = { ...settings.body.data.commerce, anakut_discount_percent: 15 };
    expect(
      (
        await t.call('PUT', '/api/admin/settings/commerce', {
          token: admin,
          body: { ...commerce, anakut_discount_percent: 150 },
        })
      ).status,
    ).toBe(422);
    expect((await t.call('PUT', '/api/admin/settings/commerce', { token: admin, body: commerce })).status).toBe(200);
    expect(
      (await t.call<{ data: { discount_percent: number } }>('GET', '/api/checkout/options', { token: shopper })).body
        .data.discount_percent,
    ).toBe(15);
    expect(await audit('setting', 'commerce')).toEqual(['settings.update']);
  });
});
