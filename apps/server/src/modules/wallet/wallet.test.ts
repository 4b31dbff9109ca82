import { describe, expect, it } from 'vitest';
import { SPEC_TEXT } from '@fardin/core/messages';
import type { OrderDetail } from '@fardin/core/contract-commerce';
import { useTestApp } from '../../test/test-app';
import { TEST_DB_KINDS } from '../../test/test-db';
import { COMMERCE_COMMANDS } from '../orders/admin-commands';
import { insertTestProducts, makeShopper, SHOPPER } from '../checkout/commerce-fixtures';
import { uploadReceipt } from '../uploads/upload-fixtures';
import { tempDataDir } from '../../test/temp-data-dir';

type Wallet = {
  data: { balance: number; discount_percent: number; topups: { id: number; transaction_status: string }[] };
};

describe.each(TEST_DB_KINDS)('wallet, top-ups and the shop CLI on %s', (kind) => {
  let me: string;
  const lines: string[] = [];
  const run = (name: string, ...args: string[]) =>
    COMMERCE_COMMANDS[name]!.run({
      db: t.opened.db,
      config: t.config,
      services: t.services,
      args,
      print: (l) => lines.push(l),
    });

  const t = useTestApp(
    kind,
    async (t) => {
      await insertTestProducts(t);
      me = await makeShopper(t, '+85510000081');
    },
    { env: () => tempDataDir('wallet') },
  );

  it('the demo shopper starts with $100 and a 10% discount', async () => {
    const demo = await t.call<Wallet>('GET', '/api/wallet', { token: await t.tokenFor(SHOPPER) });
    expect(demo.body.data).toMatchObject({ balance: 100, discount_percent: 10 });
  });

  it('a top-up needs a receipt and waits for approval', async () => {
    const missing = await t.call<{ message: string }>('POST', '/api/wallet/topup', { token: me, body: { amount: 20 } });
    expect(missing.body.message).toBe(SPEC_TEXT.receiptRequired);
    const ok = await t.call<{ data: { id: number; transaction_status: string } }>('POST', '/api/wallet/topup', {
      token: me,
      body: { amount: 20, image_url: await uploadReceipt(t, me) },
    });
    expect(ok.body.data.transaction_status).toBe('pending');
    expect((await t.call<Wallet>('GET', '/api/wallet', { token: me })).body.data.balance).toBe(0);
    await run('approve-topup', String(ok.body.data.id));
    await expect(run('approve-topup', String(ok.body.data.id))).rejects.toThrow('No pending top-up');
    expect((await t.call<Wallet>('GET', '/api/wallet', { token: me })).body.data.balance).toBe(20);
  });

  it('the shop moves an order through the cross-border timeline; cancelling a wallet order refunds it', async () => {
    const transfer = await t.call<{ data: { id: number } }>('POST', '/api/checkout?address=Home', {
      token: me,
      body: {
        checkout_type: 'buy_now',
        type: 'taobao',
        product_id: 'tb-200',
        quantity: 1,
        payment_type: 'bankTransfer',
        payment_method: 'phone',
        image_url: await uploadReceipt(t, me),
      },
    });
    const id = String(transfer.body.data.id);
    await run('approve-transfer', id);
    for (const stage of [
      'purchased',
      'overseas_warehouse',
      'shipped_to_cambodia',
      'phnom_penh_warehouse',
      'out_for_delivery',
    ])
      await run(
        'order-status',
        id,
        stage,
        '',
        ...(stage === 'overseas_warehouse' ? ['https://img.example/qc.jpg'] : []),
      );
    let detail = (
      await t.call<{ data: OrderDetail }>('GET', `/api/checkout/history/detail/${id}?envelope=1`, { token: me })
    ).body.data;
    expect(detail.status).toBe('delivering');
    await run('order-status', id, 'delivered');
    await expect(run('order-status', id, 'paid')).rejects.toThrow('cannot become paid');
    detail = (
      await t.call<{ data: OrderDetail }>('GET', `/api/checkout/history/detail/${id}?envelope=1`, { token: me })
    ).body.data;
    expect(detail.status).toBe('completed');
    expect(detail.timeline.map((e) => e.stage)).toEqual([
      'placed',
      'paid',
      'purchased',
      'overseas_warehouse',
      'shipped_to_cambodia',
      'phnom_penh_warehouse',
      'out_for_delivery',
      'delivered',
    ]);
    expect(detail.timeline[3]?.photos).toEqual(['https://img.example/qc.jpg']);

    const wallet = await t.call<{ data: { id: number; grand_total: number } }>('POST', '/api/checkout', {
      token: me,
      body: {
        checkout_type: 'buy_now',
        type: 'fardin',
        product_id: 'fd-1',
        quantity: 1,
        address: 'Home',
        payment_type: 'anakut',
      },
    });
    expect((await t.call<Wallet>('GET', '/api/wallet', { token: me })).body.data.balance).toBe(15.5);
    expect((await t.call('POST', `/api/checkout/history/${wallet.body.data.id}/cancel`, { token: me })).status).toBe(
      409,
    );
    await run('order-status', String(wallet.body.data.id), 'cancelled', 'Out of stock at the seller');
    expect((await t.call<Wallet>('GET', '/api/wallet', { token: me })).body.data.balance).toBe(20);
  });

  it('pays a KHQR in the sandbox from the CLI', async () => {
    const gen = await t.call<{ data: { reference: string } }>('POST', '/api/payment/generate_khqr', {
      token: me,
      body: { payment_method: 'wing', amount: 3 },
    });
    await run('khqr-pay-sandbox', gen.body.data.reference);
    const status = await t.call<{ data: { payment_status: string } }>('POST', '/api/payment/check_payment_status', {
      token: me,
      body: { reference: gen.body.data.reference },
    });
    expect(status.body.data.payment_status).toBe('paid');
  });
});
