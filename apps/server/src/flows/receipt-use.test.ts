import { describe, expect, it } from 'vitest';
import { receiptUses } from '@fardin/db/schema/uploads';
import { useTestApp } from '../test/test-app';
import { TEST_DB_KINDS } from '../test/test-db';
import { insertTestProducts, makeShopper } from '../modules/checkout/commerce-fixtures';
import { uploadReceipt } from '../modules/uploads/upload-fixtures';
import { tempDataDir } from '../test/temp-data-dir';

type Answer = { message: string; code?: string; data: { id: number } };
type TopupPage = { data: { id: number; receipt: { sha256: string; same_image_as: { kind: string; id: number }[] } }[] };

/** Issue 24 item 3 (decision 0032): one uploaded receipt backs one payment, top-up or bank-transfer order. */
describe.each(TEST_DB_KINDS)('one receipt, one payment (%s)', (kind) => {
  let me = '';
  let seed = 100;
  const t = useTestApp(
    kind,
    async (t) => {
      await insertTestProducts(t);
      me = await makeShopper(t, '+85510000095');
    },
    { env: () => tempDataDir('receipt-use') },
  );
  const topup = (image_url: string) =>
    t.call<Answer>('POST', '/api/wallet/topup', { token: me, body: { amount: 20, image_url } });
  const transferOrder = (image_url: string, quantity = 1) =>
    t.call<Answer>('POST', '/api/checkout?address=Home', {
      token: me,
      body: {
        checkout_type: 'buy_now',
        type: 'taobao',
        product_id: 'tb-200',
        quantity,
        payment_type: 'bankTransfer',
        payment_method: 'phone',
        image_url,
      },
    });

  it('a second use of a receipt, as a top-up or a transfer order, answers 409 receipt.already_used', async () => {
    const receipt = await uploadReceipt(t, me, { seed: (seed += 1) });
    expect((await topup(receipt)).status).toBe(200);
    const again = await topup(receipt);
    expect(again).toMatchObject({ status: 409, body: { code: 'receipt.already_used' } });
    expect(again.body.message).toContain('already backs another payment');
    expect((await transferOrder(receipt)).body).toMatchObject({ code: 'receipt.already_used' });

    const forOrder = await uploadReceipt(t, me, { seed: (seed += 1) });
    expect((await transferOrder(forOrder)).status).toBe(200);
    expect((await topup(forOrder)).body).toMatchObject({ code: 'receipt.already_used' });
    // Another order with it is refused; a double tap of the same order is that order (its key), not a second use.
    expect((await transferOrder(forOrder, 2)).body).toMatchObject({ code: 'receipt.already_used' });
  });

  it('two uses of one receipt at once: one succeeds, one is refused, one use recorded', async () => {
    const receipt = await uploadReceipt(t, me, { seed: (seed += 1) });
    const [a, b, c] = await Promise.all([topup(receipt), transferOrder(receipt), topup(receipt)]);
    const statuses = [a, b, c].map((r) => r.status).sort();
    expect(statuses).toEqual([200, 409, 409]);
    for (const r of [a, b, c].filter((r) => r.status === 409)) expect(r.body.code).toBe('receipt.already_used');
    // The API answers the upload's absolute URL; the use records its stored form (/uploads/...).
    const uses = await t.opened.db.select({ url: receiptUses.uploadUrl }).from(receiptUses);
    expect(uses.filter((u) => receipt.endsWith(u.url))).toHaveLength(1);
  });

  it("the back office flags a receipt whose image is another payment's receipt (same sha256)", async () => {
    const first = await topup(await uploadReceipt(t, me, { seed: 7 }));
    const copy = await topup(await uploadReceipt(t, me, { seed: 7 }));
    const other = await topup(await uploadReceipt(t, me, { seed: 8 }));
    const admin = await t.tokenFor('+85510000002');
    const page = await t.call<TopupPage>('GET', '/api/admin/payments/topups?status=pending&row_per_page=50', {
      token: admin,
    });
    const row = (id: number) => page.body.data.find((r) => r.id === id)!;
    expect(row(copy.body.data.id).receipt.same_image_as).toEqual([{ kind: 'topup', id: first.body.data.id }]);
    expect(row(first.body.data.id).receipt.same_image_as).toEqual([{ kind: 'topup', id: copy.body.data.id }]);
    expect(row(other.body.data.id).receipt.same_image_as).toEqual([]);
  });
});
