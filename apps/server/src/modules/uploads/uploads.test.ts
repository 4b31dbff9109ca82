import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it, onTestFinished } from 'vitest';
import { eq } from 'drizzle-orm';
import { uploads } from '@fardin/db/schema/uploads';
import { orders } from '@fardin/db/schema/orders';
import { topupRequests } from '@fardin/db/schema/wallet';
import { UPLOAD_TEXT } from '@fardin/core/upload-text';
import { SPEC_TEXT } from '@fardin/core/messages';
import type { AdminTransferRow, StoredReceipt } from '@fardin/core/contract-admin';
import { useTestApp } from '../../test/test-app';
import { TEST_DB_KINDS } from '../../test/test-db';
import { createLocalUploadStorage } from '../../integrations/uploads/upload-storage';
import { insertTestProducts, makeShopper, SHOPPER } from '../checkout/commerce-fixtures';
import { DEMO_ADMIN, insertOrder, staffToken, userId } from '../admin/admin-fixtures';
import { receiptPng, uploadReceipt } from './upload-fixtures';
import { tempDataDir } from '../../test/temp-data-dir';
import { storedUploadUrl } from './service';

type Refusal = { message: string; code?: string; errors?: Record<string, string[]> };

describe('storedUploadUrl', () => {
  const own = 'https://shop.example';
  it('reads what /upload answered, relative or absolute on our host only', () => {
    const key = '/uploads/upload/0123456789abcdef0123456789abcdef.webp';
    for (const sent of [key, `${own}${key}`, `http://shop.example${key}`, `//shop.example${key}`, `  ${key} `])
      expect(storedUploadUrl(sent, own), sent).toBe(key);
    expect(storedUploadUrl(`https://shop.example/shop${key}`, 'https://shop.example/shop/')).toBe(key);
    for (const sent of [
      `https://attacker.example${key}`,
      `https://shop.example.attacker.example${key}`,
      `https://user@shop.example${key}`,
      `${own}${key}?v=2`,
      `${own}${key}#x`,
      'javascript:alert(1)',
      'data:image/png;base64,AAAA',
      `${own}/favicon.svg`,
      '',
      42,
      null,
      `/${'x'.repeat(3000)}`,
    ]) {
      expect(storedUploadUrl(sent, own), String(sent)).toBeNull();
    }
  });
});

describe('local upload storage', () => {
  it('writes a key once: a second put of the same key fails and the first bytes stay', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'fardin-storage-'));
    onTestFinished(() => rmSync(dir, { recursive: true, force: true }));
    const storage = createLocalUploadStorage(dir);
    const key = 'upload/0123456789abcdef0123456789abcdef.webp';
    await storage.put(key, Buffer.from('first'), 'image/webp');
    await expect(storage.put(key, Buffer.from('second'), 'image/webp')).rejects.toThrow();
    expect((await storage.get(key))?.toString()).toBe('first');
  });
});

/** The path of what /upload answered (absolute on PUBLIC_URL: the test's Host, localhost, is not configured). */
function pathOf(url: string): string {
  expect(url).toMatch(/^https:\/\/shop\.example\/uploads\//);
  return new URL(url).pathname;
}

describe.each(TEST_DB_KINDS)('receipts are uploads of the paying shopper (%s)', (kind) => {
  let me: string;
  let meId: number;
  let other: string;
  let staff: string;
  const t = useTestApp(
    kind,
    async (t) => {
      await insertTestProducts(t);
      me = await makeShopper(t, '+85510000091');
      meId = await userId(t, '+85510000091');
      other = await t.tokenFor(SHOPPER);
      staff = await staffToken(t, await t.tokenFor(DEMO_ADMIN));
    },
    { env: () => ({ ...tempDataDir('receipts'), PUBLIC_URL: 'https://shop.example' }) },
  );

  const transfer = (token: string, imageUrl: unknown, paymentType = 'bankTransfer') =>
    t.call<Refusal & { data: { id: number } }>('POST', '/api/checkout?address=Home', {
      token,
      body: {
        checkout_type: 'buy_now',
        type: 'taobao',
        product_id: 'tb-200',
        quantity: 1,
        payment_type: paymentType,
        payment_method: 'phone',
        image_url: imageUrl,
      },
    });
  const topup = (token: string, body: Record<string, unknown>) =>
    t.call<Refusal & { data: { id: number } }>('POST', '/api/wallet/topup', { token, body: { amount: 20, ...body } });

  it('records every upload with its owner, size and SHA-256 under a new random key', async () => {
    const first = pathOf(await uploadReceipt(t, me));
    const again = pathOf(await uploadReceipt(t, me)); // the same picture twice: two keys, two records
    const picture = pathOf(await uploadReceipt(t, me, { route: '/api/profile/image' }));
    expect(first).toMatch(/^\/uploads\/upload\/[a-f0-9]{32}\.webp$/);
    expect(again).not.toBe(first);
    expect(picture).toMatch(/^\/uploads\/profile\/[a-f0-9]{32}\.webp$/);
    for (const url of [first, again, picture]) {
      const [row] = await t.opened.db.select().from(uploads).where(eq(uploads.url, url));
      const served = Buffer.from(await (await t.app.request(url)).arrayBuffer());
      expect(row).toMatchObject({
        userId: meId,
        bytes: served.length,
        sha256: createHash('sha256').update(served).digest('hex'),
      });
    }
  });

  it('checkout by bank transfer refuses any receipt that is not my upload, with a stable code naming the field', async () => {
    const theirs = pathOf(await uploadReceipt(t, other, { seed: 3 }));
    const unrecorded = '/uploads/upload/0123456789abcdef0123456789abcdef.webp';
    for (const [sent, paymentType] of [
      ['https://attacker.example/r.png', 'bankTransfer'],
      ['javascript:alert(1)', 'transfer'],
      [theirs, 'bankTransfer'],
      [`https://shop.example${theirs}`, 'transfer'],
      [unrecorded, 'bankTransfer'],
      ['/favicon.svg', 'bankTransfer'],
      [`https://attacker.example${theirs}`, 'bankTransfer'],
    ] as const) {
      const res = await transfer(me, sent, paymentType);
      expect(res.status, JSON.stringify(sent)).toBe(422);
      expect(res.body).toMatchObject({
        code: 'receipt.not_your_upload',
        message: UPLOAD_TEXT.notYourUpload('image_url'),
        errors: { image_url: [UPLOAD_TEXT.notYourUpload('image_url')] },
      });
    }
    // Not a string at all: no receipt (the spec's text).
    expect((await transfer(me, { url: theirs })).body).toMatchObject({ message: SPEC_TEXT.receiptRequired });
  });

  it('checkout accepts my upload as /upload answered it, or absolute on our host, and keeps the stored form', async () => {
    const mine = pathOf(await uploadReceipt(t, me, { seed: 5 }));
    for (const [sent, paymentType] of [
      [mine, 'bankTransfer'],
      [`https://shop.example${mine}`, 'transfer'],
      [`//shop.example${mine}`, 'bankTransfer'],
    ] as const) {
      const res = await transfer(me, sent, paymentType);
      expect(res.status, sent).toBe(200);
      const [order] = await t.opened.db
        .select({ receiptUrl: orders.receiptUrl })
        .from(orders)
        .where(eq(orders.id, res.body.data.id));
      expect(order?.receiptUrl).toBe(mine);
    }
  });

  it('a top-up takes my upload under image (mobile client) or image_url (web), nothing else', async () => {
    const mine = pathOf(await uploadReceipt(t, me, { seed: 7 }));
    const theirs = pathOf(await uploadReceipt(t, other, { seed: 8 }));
    const mobile = await topup(me, { image: `https://shop.example${mine}`, note: 'ABA 123', payment_method: 'aba' });
    expect(mobile.status).toBe(200);
    // One receipt backs one payment (issue 24 item 3): the web's field takes a second upload.
    const second = pathOf(await uploadReceipt(t, me, { seed: 9 }));
    expect((await topup(me, { image_url: second })).status).toBe(200);
    expect((await topup(me, { image_url: mine })).body).toMatchObject({ code: 'receipt.already_used' });
    const [row] = await t.opened.db
      .select({ receiptUrl: topupRequests.receiptUrl })
      .from(topupRequests)
      .where(eq(topupRequests.id, mobile.body.data.id));
    expect(row?.receiptUrl).toBe(mine);
    for (const body of [
      { image: 'https://attacker.example/r.png' },
      { image_url: 'javascript:alert(1)' },
      { image_url: theirs },
      { image: theirs },
    ]) {
      const res = await topup(me, body);
      const field = Object.keys(body)[0]!;
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(res.body).toMatchObject({
        code: 'receipt.not_your_upload',
        message: UPLOAD_TEXT.notYourUpload(field),
        errors: { [field]: [UPLOAD_TEXT.notYourUpload(field)] },
      });
    }
  });

  it('a profile picture must be my upload too', async () => {
    const theirs = pathOf(await uploadReceipt(t, other, { route: '/api/profile/image', seed: 9 }));
    const refused = await t.call<Refusal>('PUT', '/api/profile/update', {
      token: me,
      body: { name: 'Dara', image: theirs },
    });
    expect(refused.status).toBe(422);
    expect(refused.body.code).toBe('upload.not_your_upload');
    const mine = pathOf(await uploadReceipt(t, me, { route: '/api/upload', seed: 10 }));
    expect(
      (await t.call('PUT', '/api/profile/update', { token: me, body: { name: 'Dara', image: mine } })).status,
    ).toBe(200);
  });

  it('the back office shows our stored copy with size and time, and cannot accept a receipt that is not one', async () => {
    const mine = pathOf(await uploadReceipt(t, me, { seed: 11 }));
    const placed = await transfer(me, mine);
    const remote = await insertOrder(t, meId, { receiptUrl: 'https://attacker.example/r.png' });
    const foreign = await insertOrder(t, meId, { receiptUrl: pathOf(await uploadReceipt(t, other, { seed: 12 })) });
    const queue = await t.call<{ data: AdminTransferRow[] }>('GET', '/api/admin/payments/transfers?row_per_page=100', {
      token: staff,
    });
    const byId = new Map(queue.body.data.map((r) => [r.id, r]));
    const [stored] = await t.opened.db.select().from(uploads).where(eq(uploads.url, mine));
    expect(byId.get(placed.body.data.id)).toMatchObject({
      receipt_url: mine,
      receipt: {
        url: mine,
        bytes: stored!.bytes,
        sha256: stored!.sha256,
        uploaded_at: stored!.createdAt.toISOString(),
      },
    });
    for (const id of [remote, foreign]) {
      expect(byId.get(id)).toMatchObject({ receipt_url: null, receipt: null });
      const refused = await t.call<Refusal>('POST', `/api/admin/payments/transfers/${id}/verify`, { token: staff });
      expect(refused.status).toBe(409);
      expect(refused.body.code).toBe('receipt.not_stored');
      expect(
        (
          await t.call('POST', `/api/admin/payments/transfers/${id}/reject`, {
            token: staff,
            body: { reason: 'Please upload the receipt again' },
          })
        ).status,
      ).toBe(200);
    }
    expect(JSON.stringify(queue.body)).not.toContain('attacker.example');
    expect(
      (await t.call('POST', `/api/admin/payments/transfers/${placed.body.data.id}/verify`, { token: staff })).status,
    ).toBe(200);
  });

  it('the back office lists top-ups with the stored copy only', async () => {
    const legacy = await t.opened.db
      .insert(topupRequests)
      .values({ userId: meId, amountCents: 500, receiptUrl: 'https://attacker.example/t.png' })
      .returning({ id: topupRequests.id });
    const mine = pathOf(await uploadReceipt(t, me, { seed: 13 }));
    const asked = await topup(me, { image_url: mine });
    const list = await t.call<{ data: { id: number; receipt_url: string | null; receipt: StoredReceipt | null }[] }>(
      'GET',
      '/api/admin/payments/topups?status=pending&row_per_page=100',
      { token: staff },
    );
    const byId = new Map(list.body.data.map((r) => [r.id, r]));
    expect(byId.get(asked.body.data.id)).toMatchObject({
      receipt_url: mine,
      receipt: { url: mine, bytes: (await receiptBytes(mine)).length },
    });
    expect(byId.get(legacy[0]!.id)).toMatchObject({ receipt_url: null, receipt: null });
    expect(
      (
        await t.call<Refusal>('POST', `/api/admin/payments/topups/${legacy[0]!.id}`, {
          token: staff,
          body: { approve: true },
        })
      ).body.code,
    ).toBe('receipt.not_stored');
    expect(
      (await t.call('POST', `/api/admin/payments/topups/${legacy[0]!.id}`, { token: staff, body: { approve: false } }))
        .status,
    ).toBe(200);
    expect(
      (
        await t.call('POST', `/api/admin/payments/topups/${asked.body.data.id}`, {
          token: staff,
          body: { approve: true },
        })
      ).status,
    ).toBe(200);
  });

  async function receiptBytes(url: string): Promise<Buffer> {
    return Buffer.from(await (await t.app.request(url)).arrayBuffer());
  }

  it('only a signed-in shopper uploads, only images: anything else is refused and not recorded', async () => {
    const before = (await t.opened.db.select({ id: uploads.id }).from(uploads)).length;
    const form = new FormData();
    form.set('file', new Blob([new TextEncoder().encode('<svg onload=alert(1)>')]), 'x.png');
    expect(
      (await t.app.request('/api/upload', { method: 'POST', body: form, headers: { Authorization: `Bearer ${me}` } }))
        .status,
    ).toBe(422);
    const guest = new FormData();
    guest.set('file', new Blob([new Uint8Array(await receiptPng(1))]), 'r.png');
    expect((await t.app.request('/api/upload', { method: 'POST', body: guest })).status).toBe(401);
    expect((await t.opened.db.select({ id: uploads.id }).from(uploads)).length).toBe(before);
  });
});
