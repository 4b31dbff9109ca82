import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { users } from '@fardin/db/schema/accounts';
import { topupRequests, walletEntries } from '@fardin/db/schema/wallet';
import { useTestApp } from '../../test/test-app';
import { TEST_DB_KINDS } from '../../test/test-db';
import { makeShopper } from '../checkout/commerce-fixtures';

/**
 * Tests written for the mutants Stryker left alive in wallet/service.ts (docs/mutation-testing.md):
 * each pins a behaviour the other wallet tests did not look at.
 */
describe.each(TEST_DB_KINDS)('wallet mutants (%s)', (kind) => {
  const t = useTestApp(kind);

  it('transactions made in the same millisecond list the newest id first (the tie-break of the date sort)', async () => {
    const phone = '+85510997001';
    await makeShopper(t, phone);
    const [user] = await t.opened.db.select({ id: users.id }).from(users).where(eq(users.phone, phone));
    const at = new Date('2026-11-20T10:00:00.000Z');
    const ids: number[] = [];
    for (const cents of [1_000, 2_000, -500, 300]) {
      const [row] = await t.opened.db
        .insert(walletEntries)
        .values({
          userId: user!.id,
          amountCents: cents,
          kind: cents > 0 ? 'topup' : 'adjustment',
          reference: `SAME-${cents}`,
          createdAt: at,
        })
        .returning();
      ids.push(row!.id);
    }
    const list = await t.services.wallet.transactions(user!.id, 1, 10);
    expect(list.data.map((e) => e.id)).toEqual([...ids].reverse());
    // The running balance still follows the ledger's own order (oldest first).
    expect(list.data.map((e) => e.user_balance)).toEqual([28, 25, 30, 10]);
  });

  it('a waiting top-up of the same millisecond as a ledger entry is ordered by id too', async () => {
    const phone = '+85510997002';
    await makeShopper(t, phone);
    const [user] = await t.opened.db.select({ id: users.id }).from(users).where(eq(users.phone, phone));
    const at = new Date('2026-11-21T10:00:00.000Z');
    const [entry] = await t.opened.db
      .insert(walletEntries)
      .values({ userId: user!.id, amountCents: 700, kind: 'topup', reference: 'SAME', createdAt: at })
      .returning();
    const [waiting] = await t.opened.db
      .insert(topupRequests)
      .values({ userId: user!.id, amountCents: 900, receiptUrl: '/uploads/r.png', createdAt: at })
      .returning();
    const list = await t.services.wallet.transactions(user!.id, 1, 10);
    const expected = [entry!, waiting!].sort((a, b) => b.id - a.id).map((r) => r.id);
    expect(list.data.map((e) => e.id)).toEqual(expected);
  });
});
