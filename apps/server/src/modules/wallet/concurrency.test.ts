import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq, sql } from 'drizzle-orm';
import { users } from '@fardin/db/schema/accounts';
import { orders } from '@fardin/db/schema/orders';
import { topupRequests, walletEntries } from '@fardin/db/schema/wallet';
import { createTestApp, type TestApp } from '../../test/test-app';
import { insertTestProducts, makeShopper, topUp } from '../checkout/commerce-fixtures';
import { decideTopup } from './service';

/**
 * Anakut Cash under real concurrency (DESIGN 8b): the wallet's row lock (`lockWallet`, the users
 * row FOR UPDATE) is what keeps two spends of one shopper from both reading the same balance.
 * PGlite runs one query at a time and would hide the race, so these run on PostgreSQL only.
 * Each test counts the outcome exactly: how many spends succeeded, the balance, and that the
 * ledger never dips below zero at any entry.
 */
const ON_POSTGRES = Boolean(process.env.TEST_DATABASE_URL);
if (!ON_POSTGRES)
  console.warn(
    'wallet/concurrency.test.ts skipped: set TEST_DATABASE_URL to run the wallet concurrency tests on PostgreSQL (PGlite hides races)',
  );

type Reply = { status: number; body: { message: string; code?: string } };

function statuses(replies: Reply[]): Record<number, number> {
  const out: Record<number, number> = {};
  for (const r of replies) out[r.status] = (out[r.status] ?? 0) + 1;
  return out;
}

describe.skipIf(!ON_POSTGRES)('wallet under concurrency on postgres', () => {
  let t: TestApp;
  let serial = 0;

  async function shopper() {
    const phone = `+8551088${String((serial += 1)).padStart(4, '0')}`;
    const token = await makeShopper(t, phone);
    const [user] = await t.opened.db.select({ id: users.id }).from(users).where(eq(users.phone, phone));
    return { phone, token, id: user!.id };
  }

  /** The ledger of one shopper in insertion order. */
  async function ledger(userId: number): Promise<number[]> {
    const rows = await t.opened.db
      .select({ cents: walletEntries.amountCents })
      .from(walletEntries)
      .where(eq(walletEntries.userId, userId))
      .orderBy(asc(walletEntries.id));
    return rows.map((r) => r.cents);
  }

  /** Balance (sum of the ledger), checked against what the API answers and that no prefix of the ledger is negative. */
  async function settledBalance(me: { id: number; token: string }): Promise<number> {
    const entries = await ledger(me.id);
    let running = 0;
    for (const cents of entries) {
      running += cents;
      expect(running, `ledger ${entries.join(',')}`).toBeGreaterThanOrEqual(0);
    }
    const api = await t.call<{ data: { balance: number } }>('GET', '/api/wallet', { token: me.token });
    expect(Math.round(api.body.data.balance * 100)).toBe(running);
    return running;
  }

  const withdraw = (token: string, amount: number) =>
    t.call<Reply['body']>('POST', '/api/wallet/withdraw', { token, body: { amount } });

  beforeAll(async () => {
    // Every request of the burst runs at once: the per-client slots (decision 0034) would queue them.
    t = await createTestApp('postgres', { CLIENT_MAX_IN_FLIGHT: '100' });
    await insertTestProducts(t);
  }, 60_000);
  afterAll(() => t?.close());

  it('12 withdrawals at once get 12 distinct references (issue 24)', async () => {
    const me = await shopper();
    await topUp(t, me.phone, 12_000);
    const replies = await Promise.all(
      Array.from({ length: 12 }, () =>
        t.call<{ data: { reference_no: string } }>('POST', '/api/wallet/withdraw', {
          token: me.token,
          body: { amount: 1 },
        }),
      ),
    );
    expect(replies.map((r) => r.status)).toEqual(Array.from({ length: 12 }, () => 200));
    expect(new Set(replies.map((r) => r.body.data.reference_no)).size).toBe(12);
  });

  it('20 withdrawals of $15 from $50 at once: exactly 3 succeed, 17 are refused, $5 is left', async () => {
    const me = await shopper();
    await topUp(t, me.phone, 5_000);
    const replies = await Promise.all(Array.from({ length: 20 }, () => withdraw(me.token, 15)));
    expect(statuses(replies)).toEqual({ 200: 3, 409: 17 });
    for (const r of replies.filter((x) => x.status === 409)) expect(r.body.code).toBe('wallet.withdraw_insufficient');
    expect(await settledBalance(me)).toBe(500);
    expect(await ledger(me.id)).toEqual([5_000, -1_500, -1_500, -1_500]);
  });

  it('Anakut Cash buy-nows and withdrawals at once never spend more than the wallet holds', async () => {
    const me = await shopper();
    await topUp(t, me.phone, 10_000);
    // tb-200 costs $30.00 less the 10% Anakut discount: $27.00 an order. External products have
    // no stock row to lock, so only the wallet's lock stands between these spends.
    const body = {
      checkout_type: 'buy_now',
      type: 'taobao',
      product_id: 'tb-200',
      quantity: 1,
      address: 'Home',
      payment_type: 'anakut',
    };
    const replies = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        i % 2 === 0
          ? t.call<Reply['body']>('POST', '/api/checkout', { token: me.token, body })
          : withdraw(me.token, 27),
      ),
    );
    // Every spend is $27: exactly three fit in $100, whichever kind they are.
    expect(statuses(replies)).toEqual({ 200: 3, 409: 9 });
    const [placed] = await t.opened.db
      .select({ n: sql<number>`count(*)::int` })
      .from(orders)
      .where(eq(orders.userId, me.id));
    const orderWins = replies.filter((r, i) => i % 2 === 0 && r.status === 200).length;
    expect(placed!.n).toBe(orderWins);
    expect(await settledBalance(me)).toBe(10_000 - 3 * 2_700);
  });

  it('10 approvals of one top-up at once credit it once', async () => {
    const me = await shopper();
    const [request] = await t.opened.db
      .insert(topupRequests)
      .values({ userId: me.id, amountCents: 2_500, receiptUrl: '/uploads/x.webp' })
      .returning();
    const outcomes = await Promise.allSettled(
      Array.from({ length: 10 }, () => t.opened.db.transaction((tx) => decideTopup(tx, request!.id, true, new Date()))),
    );
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(1);
    expect(await settledBalance(me)).toBe(2_500);
  });

  it('withdrawals racing top-up approvals: the balance is the ledger sum and each withdrawal saw money that was there', async () => {
    const me = await shopper();
    await topUp(t, me.phone, 5_000);
    const requests = await t.opened.db
      .insert(topupRequests)
      .values(Array.from({ length: 4 }, () => ({ userId: me.id, amountCents: 1_000, receiptUrl: '/uploads/x.webp' })))
      .returning();
    const [approvals, replies] = await Promise.all([
      Promise.allSettled(requests.map((r) => t.opened.db.transaction((tx) => decideTopup(tx, r.id, true, new Date())))),
      Promise.all(Array.from({ length: 10 }, () => withdraw(me.token, 20))),
    ]);
    expect(approvals.every((a) => a.status === 'fulfilled')).toBe(true);
    const won = replies.filter((r) => r.status === 200).length;
    // $50 at the start and $40 of top-ups: at least two $20 withdrawals fit, never more than four.
    expect(won).toBeGreaterThanOrEqual(2);
    expect(won).toBeLessThanOrEqual(4);
    expect(statuses(replies)[409]).toBe(10 - won);
    expect(await settledBalance(me)).toBe(9_000 - won * 2_000);
  });
});
