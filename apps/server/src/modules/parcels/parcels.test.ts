import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { orderLedger } from '@fardin/db/schema/operations';
import { notificationOutbox } from '@fardin/db/schema/notifications';
import { settings } from '@fardin/db/schema/reference';
import { walletEntries } from '@fardin/db/schema/wallet';
import type { Quote } from '@fardin/core/contract-commerce';
import type { OrderJourneyDetail } from '@fardin/core/contract-operations';
import { PARCEL_CODE_PATTERN } from '@fardin/core/parcel-journey';
import { useTestApp } from '../../test/test-app';
import { TEST_DB_KINDS } from '../../test/test-db';
import { DEMO_ADMIN, insertReceiptUpload, staffToken } from '../admin/admin-fixtures';
import { insertTestProducts } from '../checkout/commerce-fixtures';
import { topUp } from '../operations/operations-fixtures';
import { BOX, newShopper, pack, readyOrder, weigh, type ParcelView } from './parcel-fixtures';
import { assertCanEnterBatch } from './service';

type Refusal = { code: string };
type PayAnswer = { data: { parcel: ParcelView; khqr: { reference: string; amount: number } | null } };

/** Issue 27 items 1 to 3 (decision 0042): pack, weigh and bill, freight as a second payment, storage. */
describe.each(TEST_DB_KINDS)('parcels on %s', (kind) => {
  let staff: string;
  let serial = 0;
  const t = useTestApp(kind, async (t) => {
    await insertTestProducts(t);
    staff = await staffToken(t, await t.tokenFor(DEMO_ADMIN));
  });
  const shopper = () => newShopper(t, `+8551066${String((serial += 1)).padStart(4, '0')}`);
  const detail = async (token: string, id: number) =>
    (await t.call<{ data: OrderJourneyDetail }>('GET', `/api/checkout/history/detail/${id}?envelope=1`, { token })).body
      .data;
  const ledgerSum = async (orderId: number) =>
    (await t.opened.db.select().from(orderLedger).where(eq(orderLedger.orderId, orderId))).reduce(
      (s, r) => s + r.amountCents,
      0,
    );

  it('packs ready lines of one shopper into a coded parcel, and refuses the wrong lines', async () => {
    const me = await shopper();
    const other = await shopper();
    const o = await readyOrder(t, me.id, staff, 3);
    const theirs = await readyOrder(t, other.id, staff, 1);
    const mixed = await t.call<Refusal>('POST', '/api/admin/parcels', {
      token: staff,
      body: { line_ids: [o.lineIds[0], theirs.lineIds[0]] },
    });
    expect([mixed.status, mixed.body.code]).toEqual([422, 'parcel.mixed_lines']);

    const parcel = await pack(t, staff, [o.lineIds[0]!, o.lineIds[1]!]);
    expect(parcel.code).toMatch(PARCEL_CODE_PATTERN);
    expect(parcel.state).toBe('packing');
    const again = await t.call<Refusal>('POST', '/api/admin/parcels', {
      token: staff,
      body: { line_ids: [o.lineIds[1]] },
    });
    expect([again.status, again.body.code]).toEqual([409, 'parcel.line_already_packed']);

    const notReady = await (await import('../operations/operations-fixtures')).paidOrder(t, me.id, staff, 1);
    const early = await t.call<Refusal>('POST', '/api/admin/parcels', {
      token: staff,
      body: { line_ids: notReady.lineIds },
    });
    expect([early.status, early.body.code]).toEqual([409, 'parcel.line_not_ready']);
    const asShopper = await t.call('POST', '/api/admin/parcels', {
      token: me.token,
      body: { line_ids: [o.lineIds[2]] },
    });
    expect(asShopper.status).toBeGreaterThanOrEqual(403);

    const page = await detail(me.token, o.id);
    expect(page.parcels.map((p) => [p.code, p.line_ids])).toEqual([[parcel.code, [o.lineIds[0], o.lineIds[1]]]]);
    const label = await t.call<{
      data: { qr_svg: string; barcode_svg: string; destination_kh: string; phone: string };
    }>('GET', `/api/admin/parcels/${parcel.id}/label`, { token: staff });
    expect(label.body.data.qr_svg).toContain('<svg');
    expect(label.body.data.barcode_svg).toContain('<svg');
    expect(label.body.data.destination_kh).toBe('ដឹកដល់ផ្ទះ');
  });

  it('bills the freight with the same calculator as /price and the checkout estimate', async () => {
    const me = await shopper();
    const o = await readyOrder(t, me.id, staff, 2);
    const parcel = await pack(t, staff, o.lineIds);
    // A typing error is refused before anything is billed (the audit billed $7,501 for "5000 kg").
    for (const wrong of [{ weight_kg: 5000 }, { weight_kg: 1000.5 }, { length_cm: 1001 }]) {
      const refused = await t.call<Refusal & { errors?: Record<string, string> }>(
        'POST',
        `/api/admin/parcels/${parcel.id}/weigh`,
        { token: staff, body: { ...BOX, ...wrong } },
      );
      expect([refused.status, Object.keys(refused.body.errors ?? {})]).toEqual([422, Object.keys(wrong)]);
    }
    const weighed = await weigh(t, staff, parcel.id);
    const price = await t.call<{ data: { price: number; chargeable_weight: number } }>('POST', '/api/price/calculate', {
      body: { country: 'CN', delivery_mode: 'land', length: 50, width: 40, height: 30, weight: 2 },
    });
    const quote = await t.call<{ data: Quote }>('POST', '/api/checkout/quote', {
      token: me.token,
      body: {
        checkout_type: 'buy_now',
        type: 'taobao',
        product_id: 'tb-200',
        quantity: 1,
        transport: 'land',
        parcel: { weight: 2, length: 50, width: 40, height: 30 },
      },
    });
    expect(quote.status).toBe(200);
    expect(weighed.state).toBe('freight_due');
    expect(weighed.freight).toBe(price.body.data.price);
    expect(weighed.freight).toBe(quote.body.data.shipping_fee);
    expect(weighed.billable_kg).toBe(price.body.data.chargeable_weight);
    expect(weighed.billable_kg).toBe(10);

    const page = await detail(me.token, o.id);
    expect(page.balance_due).toBe(weighed.freight);
    expect(page.ledger.filter((r) => r.kind === 'freight').map((r) => r.amount)).toEqual([weighed.freight]);
    const notices = await t.opened.db
      .select()
      .from(notificationOutbox)
      .where(and(eq(notificationOutbox.orderId, o.id), eq(notificationOutbox.kind, 'freight_due')));
    expect(notices).toHaveLength(1);
    const twice = await t.call<Refusal>('POST', `/api/admin/parcels/${parcel.id}/weigh`, { token: staff, body: BOX });
    expect([twice.status, twice.body.code]).toEqual([409, 'parcel.move_not_allowed']);
  });

  it('weighs a parcel again while its freight is due and unpaid: one invoice, the corrected freight, the shopper told', async () => {
    const me = await shopper();
    const o = await readyOrder(t, me.id, staff, 1);
    const parcel = await pack(t, staff, o.lineIds);
    // The audit's typing error: 999 kg billed, and no way to correct it.
    const wrong = await weigh(t, staff, parcel.id, { ...BOX, weight_kg: 999 });
    const reweigh = (body: Record<string, unknown>) =>
      t.call<Refusal & { data: ParcelView }>('POST', `/api/admin/parcels/${parcel.id}/reweigh`, { token: staff, body });
    const fixed = await reweigh(BOX);
    expect(fixed.status).toBe(200);
    expect(fixed.body.data).toMatchObject({ state: 'freight_due', weight_kg: 2, billable_kg: 10 });
    expect(fixed.body.data.freight).toBeLessThan(wrong.freight!);
    const page = await detail(me.token, o.id);
    expect(page.ledger.filter((r) => r.kind === 'freight').map((r) => r.amount)).toEqual([fixed.body.data.freight]);
    expect(page.balance_due).toBe(fixed.body.data.freight);
    expect(await ledgerSum(o.id)).toBe(Math.round(fixed.body.data.freight! * 100));
    const told = await t.opened.db
      .select()
      .from(notificationOutbox)
      .where(and(eq(notificationOutbox.orderId, o.id), eq(notificationOutbox.kind, 'freight_due')));
    expect(told.map((n) => n.payload.freight)).toEqual([wrong.freight, fixed.body.data.freight]);

    // Once the shopper has a KHQR for it, the freight stays as billed.
    expect(
      (await t.call('POST', `/api/parcels/${parcel.id}/pay`, { token: me.token, body: { payment_type: 'khqr' } }))
        .status,
    ).toBe(200);
    const late = await reweigh({ ...BOX, weight_kg: 3 });
    expect([late.status, late.body.code]).toEqual([409, 'parcel.reweigh_not_allowed']);
    // A parcel not weighed yet is weighed, not re-weighed.
    const other = await pack(t, staff, (await readyOrder(t, me.id, staff, 1)).lineIds);
    const early = await t.call<Refusal>('POST', `/api/admin/parcels/${other.id}/reweigh`, { token: staff, body: BOX });
    expect([early.status, early.body.code]).toEqual([409, 'parcel.reweigh_not_allowed']);
  });

  it('takes the freight from Anakut Cash once, exactly, and the parcel may then enter a batch', async () => {
    const me = await shopper();
    await topUp(t, me.id, 5000);
    const o = await readyOrder(t, me.id, staff, 1);
    const parcel = await weigh(t, staff, (await pack(t, staff, o.lineIds)).id);
    expect(() => assertCanEnterBatch({ code: parcel.code, state: 'freight_due' })).toThrow();
    const stranger = await shopper();
    const theirs = await t.call('POST', `/api/parcels/${parcel.id}/pay`, {
      token: stranger.token,
      body: { payment_type: 'anakut' },
    });
    expect(theirs.status).toBe(404);
    const paid = await t.call<PayAnswer>('POST', `/api/parcels/${parcel.id}/pay`, {
      token: me.token,
      body: { payment_type: 'anakut' },
    });
    expect(paid.status).toBe(200);
    expect(paid.body.data.parcel.state).toBe('freight_paid');
    expect(() => assertCanEnterBatch({ code: parcel.code, state: 'freight_paid' })).not.toThrow();
    const again = await t.call<Refusal>('POST', `/api/parcels/${parcel.id}/pay`, {
      token: me.token,
      body: { payment_type: 'anakut' },
    });
    expect([again.status, again.body.code]).toEqual([409, 'parcel.not_payable']);
    const wallet = await t.opened.db.select().from(walletEntries).where(eq(walletEntries.userId, me.id));
    expect(wallet.reduce((s, r) => s + r.amountCents, 0)).toBe(5000 - Math.round(parcel.freight! * 100));
    const page = await detail(me.token, o.id);
    expect(page.balance_due).toBe(0);
    expect(await ledgerSum(o.id)).toBe(0);
  });

  it('settles a KHQR freight once the sandbox bank is paid, and a transfer once staff verify it', async () => {
    const me = await shopper();
    const o = await readyOrder(t, me.id, staff, 2);
    const first = await weigh(t, staff, (await pack(t, staff, [o.lineIds[0]!])).id);
    const second = await weigh(t, staff, (await pack(t, staff, [o.lineIds[1]!])).id);

    const qr = await t.call<PayAnswer>('POST', `/api/parcels/${first.id}/pay`, {
      token: me.token,
      body: { payment_type: 'khqr' },
    });
    expect(qr.body.data.khqr?.amount).toBe(first.freight);
    const unpaid = await t.call<PayAnswer>('POST', `/api/parcels/${first.id}/pay`, {
      token: me.token,
      body: { payment_type: 'khqr' },
    });
    expect(unpaid.body.data.parcel.state).toBe('freight_due');
    expect(unpaid.body.data.khqr?.reference).toBe(qr.body.data.khqr!.reference);
    await t.services.flows.settlePayment({ reference: qr.body.data.khqr!.reference }, { id: null, via: 'cli' });
    const settled = await t.call<PayAnswer>('POST', `/api/parcels/${first.id}/pay`, {
      token: me.token,
      body: { payment_type: 'khqr' },
    });
    expect(settled.body.data.parcel.state).toBe('freight_paid');

    const noReceipt = await t.call<Refusal>('POST', `/api/parcels/${second.id}/pay`, {
      token: me.token,
      body: { payment_type: 'bankTransfer' },
    });
    expect([noReceipt.status, noReceipt.body.code]).toEqual([422, 'parcel.receipt_required']);
    // A receipt that is not the shopper's own upload is refused, as at checkout (decision 0014).
    const foreign = await t.call<Refusal & { errors?: Record<string, string[]> }>(
      'POST',
      `/api/parcels/${second.id}/pay`,
      {
        token: me.token,
        body: {
          payment_type: 'bankTransfer',
          image_url: 'https://tracker.example/receipt.jpg',
          payment_method: 'phone',
        },
      },
    );
    expect([foreign.status, Object.keys(foreign.body.errors ?? {})]).toEqual([422, ['image_url']]);
    const sent = await t.call<PayAnswer>('POST', `/api/parcels/${second.id}/pay`, {
      token: me.token,
      body: { payment_type: 'bankTransfer', image_url: await insertReceiptUpload(t, me.id), payment_method: 'phone' },
    });
    expect(sent.body.data.parcel).toMatchObject({ state: 'freight_due', payment: { type: 'bankTransfer' } });
    const verified = await t.call<{ data: ParcelView }>('POST', `/api/admin/parcels/${second.id}/verify-transfer`, {
      token: staff,
    });
    expect(verified.body.data.state).toBe('freight_paid');
    const page = await detail(me.token, o.id);
    expect(page.balance_due).toBe(0);
    expect(
      page.ledger
        .filter((r) => r.kind === 'freight_paid')
        .map((r) => r.method)
        .sort(),
    ).toEqual(['bankTransfer', 'khqr']);
  });

  it('offers cash at the door only where the setting allows it for the country and mode', async () => {
    const me = await shopper();
    const o = await readyOrder(t, me.id, staff, 1);
    const parcel = await weigh(t, staff, (await pack(t, staff, o.lineIds)).id);
    const refused = await t.call<Refusal>('POST', `/api/parcels/${parcel.id}/pay`, {
      token: me.token,
      body: { payment_type: 'cod' },
    });
    expect([refused.status, refused.body.code]).toEqual([409, 'parcel.cod_not_allowed']);
    await t.opened.db
      .insert(settings)
      .values({ key: 'parcels', value: { cod_freight: [{ country: 'CN', mode: 'land' }] } })
      .onConflictDoUpdate({ target: settings.key, set: { value: { cod_freight: [{ country: 'CN', mode: 'land' }] } } });
    const cod = await t.call<PayAnswer>('POST', `/api/parcels/${parcel.id}/pay`, {
      token: me.token,
      body: { payment_type: 'cod' },
    });
    expect(cod.body.data.parcel.state).toBe('cod_freight');
    expect(() => assertCanEnterBatch({ code: parcel.code, state: 'cod_freight' })).not.toThrow();
    // Still owed: the rider collects it at the door.
    expect((await detail(me.token, o.id)).balance_due).toBe(parcel.freight);
    await t.opened.db.delete(settings).where(eq(settings.key, 'parcels'));
  });

  it('keeps the shipping preference per order and counts free storage with reminders at 7 and 2 days', async () => {
    const me = await shopper();
    const o = await readyOrder(t, me.id, staff, 1);
    const stranger = await shopper();
    const theirs = await t.call('PUT', `/api/orders/${o.id}/shipping-preference`, {
      token: stranger.token,
      body: { preference: 'combine' },
    });
    expect(theirs.status).toBe(404);
    const put = await t.call('PUT', `/api/orders/${o.id}/shipping-preference`, {
      token: me.token,
      body: { preference: 'combine' },
    });
    expect(put.status).toBe(200);
    const page = await detail(me.token, o.id);
    expect(page.shipping_preference).toBe('combine');
    const freeUntil = new Date(page.storage!.free_until!);
    const days = (freeUntil.getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThanOrEqual(30);

    const sweep = async (daysBeforeEnd: number) => {
      const at = new Date(freeUntil.getTime() - daysBeforeEnd * 86_400_000).toISOString();
      const res = await t.call<{ data: { reminders: number } }>('POST', '/api/admin/parcels/storage-sweep', {
        token: staff,
        body: { at },
      });
      return res.body.data.reminders;
    };
    const mine = async () =>
      (
        await t.opened.db
          .select()
          .from(notificationOutbox)
          .where(and(eq(notificationOutbox.orderId, o.id), eq(notificationOutbox.kind, 'storage_ending')))
      ).map((r) => r.payload.days_before);
    await sweep(8);
    expect(await mine()).toEqual([]);
    await sweep(6.5);
    await sweep(6.4);
    expect(await mine()).toEqual([7]);
    await sweep(1.5);
    expect(await mine()).toEqual([7, 2]);

    // After the free days: the daily fee, one ledger row per day begun, charged once.
    await sweep(-2.5);
    await sweep(-2.4);
    const fees = (await t.opened.db.select().from(orderLedger).where(eq(orderLedger.orderId, o.id))).filter(
      (r) => r.kind === 'storage_fee',
    );
    expect(fees.map((r) => r.amountCents)).toEqual([50, 50, 50]);
    expect(await mine()).toEqual([7, 2]);
  });
});
