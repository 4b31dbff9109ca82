import { describe, expect, it } from 'vitest';
import { KHQR_TTL_MS } from '../payments/service';
import { eq } from 'drizzle-orm';
import { payments, sandboxTransactions } from '@fardin/db/schema/payments';
import { useTestApp } from '../../test/test-app';
import { TEST_DB_KINDS } from '../../test/test-db';
import { DEMO_SHOPPER, backOfficeTokens } from './admin-fixtures';
import { appWithLog } from './embedded-fixtures';
import { ERROR_TEXT } from '@fardin/core/error-codes';

type Khqr = { data: { reference: string } };
type Status = { data: { payment_status: string } };
type Pending = {
  gateway: string;
  data: {
    id: number;
    reference: string;
    user_name: string;
    user_phone: string;
    amount: number;
    currency: string;
    created_at: string;
    expires_at: string;
    sandbox_paid: boolean;
  }[];
};
type Audit = { data: { action: string; target_id: string; details: Record<string, unknown> }[] };
type Caller = Pick<ReturnType<typeof appWithLog>, 'call'>;

/** A shopper's new KHQR, found in the back office's pending list. */
async function newKhqr(
  t: Caller,
  tokens: { shopper: string; admin: string },
  amount = 12.5,
): Promise<{ id: number; reference: string }> {
  const gen = await t.call<Khqr>('POST', '/api/payment/generate_khqr', {
    token: tokens.shopper,
    body: { payment_method: 'wing', amount, type: 'khqr' },
  });
  expect(gen.status).toBe(200);
  const pending = await t.call<Pending>('GET', '/api/admin/payments/khqr-sandbox', { token: tokens.admin });
  const row = pending.body.data.find((p) => p.reference === gen.body.data.reference);
  expect(row).toBeDefined();
  return { id: row!.id, reference: row!.reference };
}

describe.each(TEST_DB_KINDS)('back office KHQR sandbox payments on %s', (kind) => {
  let admin: string;
  let staff: string;
  let shopper: string;
  const t = useTestApp(kind, async (t) => {
    ({ admin, staff, shopper } = await backOfficeTokens(t));
  });

  it('lists pending KHQR payments with the shopper, amount and times; guests and shoppers 404', async () => {
    const { reference } = await newKhqr(t, { shopper, admin }, 7.25);
    const list = await t.call<Pending>('GET', '/api/admin/payments/khqr-sandbox', { token: staff });
    expect(list.status).toBe(200);
    expect(list.body.gateway).toBe('sandbox');
    const row = list.body.data.find((p) => p.reference === reference)!;
    expect(row).toMatchObject({ user_phone: DEMO_SHOPPER, amount: 7.25, currency: 'USD', sandbox_paid: false });
    // created_at is the database's clock, expires_at the server's: the QR's lifetime apart, give or take.
    expect(
      Math.abs(new Date(row.expires_at).getTime() - new Date(row.created_at).getTime() - KHQR_TTL_MS),
    ).toBeLessThan(5000);
    expect((await t.call('GET', '/api/admin/payments/khqr-sandbox')).status).toBe(404);
    expect((await t.call('GET', '/api/admin/payments/khqr-sandbox', { token: shopper })).status).toBe(404);
    expect((await t.call('POST', `/api/admin/payments/khqr-sandbox/${row.id}/pay`)).status).toBe(404);
    expect((await t.call('POST', `/api/admin/payments/khqr-sandbox/${row.id}/pay`, { token: shopper })).status).toBe(
      404,
    );
  });

  it("pays once: the shopper's next check is paid, a second click is a 409, and it is audited", async () => {
    const { id, reference } = await newKhqr(t, { shopper, admin });
    expect(
      (await t.call<Status>('POST', '/api/payment/check_payment_status', { token: shopper, body: { reference } })).body
        .data.payment_status,
    ).toBe('pending');
    expect(await t.call('POST', `/api/admin/payments/khqr-sandbox/${id}/pay`, { token: admin })).toMatchObject({
      status: 200,
      body: { message: 'success' },
    });

    const listed = await t.call<Pending>('GET', '/api/admin/payments/khqr-sandbox', { token: admin });
    expect(listed.body.data.find((p) => p.id === id)?.sandbox_paid).toBe(true);
    expect(await t.call('POST', `/api/admin/payments/khqr-sandbox/${id}/pay`, { token: admin })).toMatchObject({
      status: 409,
      body: { message: ERROR_TEXT['payment.already_paid'].en, code: 'payment.already_paid' },
    });

    expect(
      (await t.call<Status>('POST', '/api/payment/check_payment_status', { token: shopper, body: { reference } })).body
        .data.payment_status,
    ).toBe('paid');
    expect(await t.call('POST', `/api/admin/payments/khqr-sandbox/${id}/pay`, { token: staff })).toMatchObject({
      status: 409,
      body: { code: 'payment.not_pending' },
    });
    expect(
      (await t.call<Pending>('GET', '/api/admin/payments/khqr-sandbox', { token: admin })).body.data.some(
        (p) => p.id === id,
      ),
    ).toBe(false);

    const [payment] = await t.opened.db.select().from(payments).where(eq(payments.id, id));
    expect(payment).toMatchObject({ status: 'paid' });
    const audit = await t.call<Audit>('GET', `/api/admin/audit?target_type=payment&target_id=${id}`, { token: admin });
    expect(audit.body.data.map((e) => e.action)).toEqual(['payment.khqr.sandbox_pay']);
    expect(audit.body.data[0]!.details).toMatchObject({ reference, amount: 12.5 });
  });

  it('refuses an expired KHQR and an unknown payment', async () => {
    const { id } = await newKhqr(t, { shopper, admin });
    await t.opened.db
      .update(payments)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(payments.id, id));
    expect(await t.call('POST', `/api/admin/payments/khqr-sandbox/${id}/pay`, { token: admin })).toMatchObject({
      status: 409,
      body: { message: ERROR_TEXT['payment.expired'].en, code: 'payment.expired' },
    });
    expect((await t.call('POST', '/api/admin/payments/khqr-sandbox/999999/pay', { token: admin })).status).toBe(404);
    // A path that names nothing is 404 (decision 0019).
    expect((await t.call('POST', '/api/admin/payments/khqr-sandbox/abc/pay', { token: admin })).status).toBe(404);
  });

  it('works in production (where the public sandbox call is off): the admin is how a person pays', async () => {
    const prod = appWithLog(t, { NODE_ENV: 'production' });
    const { id, reference } = await newKhqr(prod, { shopper, admin });
    expect((await prod.call('POST', '/api/payment/sandbox/pay', { token: shopper, body: { reference } })).status).toBe(
      404,
    );
    expect((await prod.call('POST', `/api/admin/payments/khqr-sandbox/${id}/pay`, { token: admin })).status).toBe(200);
    expect(
      (await prod.call<Status>('POST', '/api/payment/check_payment_status', { token: shopper, body: { reference } }))
        .body.data.payment_status,
    ).toBe('paid');
  });

  it('refuses with a clear 409 when the gateway is Bakong, not the sandbox', async () => {
    const bakong = appWithLog(t, { PAYMENT_GATEWAY: 'bakong', BAKONG_TOKEN: 'test-token' });
    const { id } = await newKhqr(bakong, { shopper, admin });
    expect((await bakong.call<Pending>('GET', '/api/admin/payments/khqr-sandbox', { token: admin })).body.gateway).toBe(
      'bakong',
    );
    expect(await bakong.call('POST', `/api/admin/payments/khqr-sandbox/${id}/pay`, { token: admin })).toMatchObject({
      status: 409,
      body: { message: ERROR_TEXT['payment.not_sandbox'].en, code: 'payment.not_sandbox' },
    });
    const [payment] = await t.opened.db.select().from(payments).where(eq(payments.id, id));
    expect(
      await t.opened.db.select().from(sandboxTransactions).where(eq(sandboxTransactions.md5, payment!.md5)),
    ).toEqual([]);
  });

  it.runIf(kind === 'postgres')('pays once when five clicks arrive together (PostgreSQL)', async () => {
    const { id } = await newKhqr(t, { shopper, admin }, 3);
    const clicks = await Promise.all(
      Array.from({ length: 5 }, () => t.call('POST', `/api/admin/payments/khqr-sandbox/${id}/pay`, { token: admin })),
    );
    const statuses = clicks.map((c) => c.status);
    expect(
      statuses.every((s) => s === 200 || s === 409),
      String(statuses),
    ).toBe(true);
    expect(statuses).toContain(200);
    const [payment] = await t.opened.db.select().from(payments).where(eq(payments.id, id));
    expect(
      await t.opened.db.select().from(sandboxTransactions).where(eq(sandboxTransactions.md5, payment!.md5)),
    ).toHaveLength(1);
  });
});

if (!process.env.TEST_DATABASE_URL)
  console.warn('khqr-sandbox.test: TEST_DATABASE_URL is unset, the concurrent-clicks test runs only on PostgreSQL');
