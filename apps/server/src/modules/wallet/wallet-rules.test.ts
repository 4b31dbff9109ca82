import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { users } from '@fardin/db/schema/accounts';
import { settings } from '@fardin/db/schema/reference';
import { walletEntries } from '@fardin/db/schema/wallet';
import { useTestApp } from '../../test/test-app';
import { TEST_DB_KINDS } from '../../test/test-db';
import { makeShopper, topUp } from '../checkout/commerce-fixtures';
import {
  commerceSettings,
  createWalletService,
  DEFAULT_COMMERCE_SETTINGS,
  debitWallet,
  decideTopup,
  insertTopupRequest,
  transferReference,
  walletBalance,
  type WalletService,
} from './service';

/**
 * The wallet service's own rules, one call at a time (the races are in concurrency.test.ts):
 * the boundaries of a spend, what a refused spend says, the settings' fallbacks and the mobile
 * client's transaction list with its running balance.
 */
describe.each(TEST_DB_KINDS)('wallet rules (%s)', (kind) => {
  let wallet: WalletService;
  /** The wallet's rule alone (the approve and reject flows add the receipt check and the audit row). */
  const decide = (id: number, approve: boolean) =>
    t.opened.db.transaction((tx) => decideTopup(tx, id, approve, new Date()));
  /** A top-up request as the wallet writes it (the request flow adds the receipt's use). */
  const request = (userId: number, amountCents: number, receiptUrl: string, paymentMethod: string | null = null) =>
    insertTopupRequest(t.opened.db, { userId, amountCents, receiptUrl, paymentMethod });
  let serial = 0;

  async function shopper(cents = 0) {
    const phone = `+8551099${String((serial += 1)).padStart(4, '0')}`;
    const token = await makeShopper(t, phone);
    const [user] = await t.opened.db.select({ id: users.id }).from(users).where(eq(users.phone, phone));
    if (cents) await topUp(t, phone, cents);
    return { phone, token, id: user!.id };
  }

  const t = useTestApp(kind, async (t) => {
    wallet = createWalletService(t.opened.db);
  });

  it('a withdrawal of the whole balance leaves zero; one cent more is refused and changes nothing', async () => {
    const me = await shopper(2_500);
    await expect(wallet.withdraw(me.id, 2_501)).rejects.toMatchObject({
      status: 409,
      code: 'wallet.withdraw_insufficient',
      params: { balance: '$25.00', amount: '$25.01' },
    });
    expect(await walletBalance(t.opened.db, me.id)).toBe(2_500);
    const done = await wallet.withdraw(me.id, 2_500);
    expect(done).toMatchObject({ amount: 25, user_balance: 0 });
    expect(done.reference_no).toMatch(/^WITHDRAW-[0-9A-Z]+$/);
    expect(await walletBalance(t.opened.db, me.id)).toBe(0);
    const [entry] = await t.opened.db.select().from(walletEntries).where(eq(walletEntries.id, done.id));
    expect(entry).toMatchObject({ userId: me.id, amountCents: -2_500, kind: 'adjustment' });
  });

  it('a debit of one cent more than the balance is refused with both amounts and changes nothing', async () => {
    const me = await shopper(1_000);
    await expect(t.opened.db.transaction((tx) => debitWallet(tx, me.id, 1_001, 0, 'ORDER-x'))).rejects.toMatchObject({
      status: 409,
      code: 'wallet.insufficient_balance',
      params: { balance: '$10.00', needed: '$10.01' },
    });
    expect(await walletBalance(t.opened.db, me.id)).toBe(1_000);
  });

  it("the balance is the sum of the shopper's own entries only; none is zero", async () => {
    const me = await shopper(700);
    const other = await shopper(900);
    await topUp(t, me.phone, -200);
    expect(await walletBalance(t.opened.db, me.id)).toBe(500);
    expect(await walletBalance(t.opened.db, other.id)).toBe(900);
    expect(await walletBalance(t.opened.db, (await shopper()).id)).toBe(0);
  });

  it('a refused top-up credits nothing and cannot be decided again; an approved one credits once', async () => {
    const me = await shopper();
    const a = await request(me.id, 1_200, '/uploads/upload/a.webp', 'ABA');
    const b = await request(me.id, 800, '/uploads/upload/b.webp');
    expect(a).toMatchObject({ status: 'pending', paymentMethod: 'ABA', amountCents: 1_200 });
    expect(b.paymentMethod).toBeNull();
    expect((await decide(a.id, false)).status).toBe('rejected');
    await expect(decide(a.id, true)).rejects.toMatchObject({ status: 404, code: 'wallet.topup_not_found' });
    expect(await walletBalance(t.opened.db, me.id)).toBe(0);
    expect((await decide(b.id, true)).status).toBe('approved');
    await expect(decide(b.id, true)).rejects.toMatchObject({ status: 404 });
    expect(await walletBalance(t.opened.db, me.id)).toBe(800);
    const [credit] = await t.opened.db.select().from(walletEntries).where(eq(walletEntries.userId, me.id));
    expect(credit).toMatchObject({ amountCents: 800, kind: 'topup', reference: `TOPUP-${b.id}` });
  });

  it('lists ledger entries with the running balance and waiting or refused top-ups, newest first, in pages', async () => {
    const me = await shopper();
    const approved = await request(me.id, 3_000, '/uploads/upload/c.webp', 'Wing');
    await decide(approved.id, true);
    const out = await wallet.withdraw(me.id, 1_000);
    const refused = await request(me.id, 400, '/uploads/upload/d.webp');
    await decide(refused.id, false);
    const waiting = await request(me.id, 500, '/uploads/upload/e.webp', 'ABA');

    const all = await wallet.transactions(me.id, 1, 10);
    expect(all.total).toBe(4);
    const byRef = Object.fromEntries(all.data.map((r) => [r.reference_no, r]));
    expect(byRef[`TOPUP-${approved.id}`]).toMatchObject({
      type: 'topup',
      payment_method: 'topup',
      transaction_status: 'approved',
      amount: 30,
      user_balance: 30,
      user_id: me.id,
    });
    expect(byRef[out.reference_no!]).toMatchObject({
      type: 'withdraw',
      payment_method: 'withdraw',
      transaction_status: 'approved',
      amount: -10,
      user_balance: 20,
    });
    expect(byRef[`TOPUP-${refused.id}`]).toMatchObject({
      type: 'topup',
      transaction_status: 'rejected',
      payment_method: 'transfer',
      amount: 4,
      user_balance: 20,
    });
    expect(byRef[`TOPUP-${waiting.id}`]).toMatchObject({
      type: 'topup',
      transaction_status: 'pending',
      payment_method: 'ABA',
      amount: 5,
      user_balance: 20,
    });
    const dates = all.data.map((r) => r.request_date);
    expect([...dates].sort().reverse()).toEqual(dates);

    const first = await wallet.transactions(me.id, 1, 3);
    const second = await wallet.transactions(me.id, 2, 3);
    expect(first.data).toHaveLength(3);
    expect(second.data).toHaveLength(1);
    expect([...first.data, ...second.data].map((r) => r.reference_no)).toEqual(all.data.map((r) => r.reference_no));
  });

  it('an order payment lists as anakut; the summary has the balance, discount, reference and both lists', async () => {
    const me = await shopper(5_000);
    await t.opened.db
      .insert(walletEntries)
      .values({ userId: me.id, amountCents: -1_250, kind: 'payment', reference: 'ORDER-77' });
    await request(me.id, 100, '/uploads/upload/f.webp');
    const list = await wallet.transactions(me.id, 1, 10);
    expect(list.data.find((r) => r.reference_no === 'ORDER-77')).toMatchObject({
      type: 'payment',
      payment_method: 'anakut',
      amount: -12.5,
      user_balance: 37.5,
    });
    const summary = await wallet.summary(me.id);
    expect(summary).toMatchObject({
      balance: 37.5,
      currency: 'USD',
      discount_percent: 10,
      transfer_reference: `0${me.phone.slice(4)}`,
    });
    expect(summary.entries.map((e) => e.amount)).toEqual([-12.5, 50]);
    expect(summary.topups).toHaveLength(1);
    expect(summary.topups[0]).toMatchObject({
      amount: 1,
      transaction_status: 'pending',
      receipt_url: '/uploads/upload/f.webp',
    });
  });

  it('the transfer reference is the local phone without spaces, or the id of an unknown user', async () => {
    const me = await shopper();
    expect(await transferReference(t.opened.db, me.id)).toBe(`0${me.phone.slice(4)}`);
    expect(await transferReference(t.opened.db, 987_654)).toBe('987654');
  });

  it('commerce settings: each stored part is checked on its own and falls back to its default', async () => {
    const put = async (value: unknown) => {
      await t.opened.db
        .insert(settings)
        .values({ key: 'commerce', value })
        .onConflictDoUpdate({ target: settings.key, set: { value } });
      return commerceSettings(t.opened.db);
    };
    const accounts = [
      { code: 'aba', bank_name: 'ABA', account_name: 'Fardin', account_number: '000 111 222', qr_image: null },
    ];
    expect(await put({ anakut_discount_percent: 0, bank_accounts: accounts })).toEqual({
      anakut_discount_percent: 0,
      bank_accounts: accounts,
    });
    expect((await put({ anakut_discount_percent: 100 })).anakut_discount_percent).toBe(100);
    expect(await put({ anakut_discount_percent: 101, bank_accounts: 'nope' })).toEqual(DEFAULT_COMMERCE_SETTINGS);
    expect((await put({ anakut_discount_percent: -1 })).anakut_discount_percent).toBe(10);
    expect((await put({ anakut_discount_percent: 'x' })).anakut_discount_percent).toBe(10);
    expect((await put({ anakut_discount_percent: 12.5, bank_accounts: [{ code: 'x' }] })).bank_accounts).toEqual(
      DEFAULT_COMMERCE_SETTINGS.bank_accounts,
    );
    await t.opened.db.delete(settings).where(eq(settings.key, 'commerce'));
    expect(await commerceSettings(t.opened.db)).toEqual(DEFAULT_COMMERCE_SETTINGS);
  });
});
