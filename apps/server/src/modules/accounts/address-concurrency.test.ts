import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { addresses, users } from '@fardin/db/schema/accounts';
import { createTestApp, type TestApp } from '../../test/test-app';
import { makeShopper } from '../checkout/commerce-fixtures';

/**
 * Addresses under real concurrency (issue 24 item 1): "set default" ran two updates without a lock
 * order and deadlocked (500 `deadlock detected`), and concurrent first addresses made several
 * defaults. PGlite runs one statement at a time and would hide both, so these run on PostgreSQL.
 */
const ON_POSTGRES = Boolean(process.env.TEST_DATABASE_URL);
if (!ON_POSTGRES) console.warn('address-concurrency.test.ts skipped: set TEST_DATABASE_URL (PGlite hides races)');

type Answer = { message: string; code?: string; data?: { id: number } };

describe.skipIf(!ON_POSTGRES)('addresses under concurrency on postgres', () => {
  let t: TestApp;
  let serial = 0;

  async function shopper(options: { address?: boolean } = {}) {
    const phone = `+8551077${String((serial += 1)).padStart(4, '0')}`;
    const token = await makeShopper(t, phone, options);
    const [user] = await t.opened.db.select({ id: users.id }).from(users).where(eq(users.phone, phone));
    return { token, id: user!.id };
  }

  const defaults = async (userId: number) =>
    (
      await t.opened.db
        .select({ id: addresses.id })
        .from(addresses)
        .where(and(eq(addresses.userId, userId), eq(addresses.isDefault, true)))
    ).map((r) => r.id);

  const add = (token: string, name: string) =>
    t.call<Answer>('POST', '/api/profile/location/add', {
      token,
      body: { name, description: 'Street 51', lat: 11.56, long: 104.93 },
    });

  beforeAll(async () => {
    // A queue wide enough that every request of the burst runs (the slots are tested elsewhere).
    t = await createTestApp('postgres', { CLIENT_MAX_IN_FLIGHT: '50' });
  }, 60_000);
  afterAll(() => t?.close());

  it('six concurrent first addresses make exactly one default', async () => {
    const me = await shopper({ address: false });
    const answers = await Promise.all(Array.from({ length: 6 }, (_, i) => add(me.token, `Place ${i}`)));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(await defaults(me.id)).toHaveLength(1);
  });

  it('40 concurrent "set default" calls over 5 addresses: no 500, no deadlock, one default at the end', async () => {
    const me = await shopper();
    const ids: number[] = [];
    for (let i = 0; i < 4; i += 1) ids.push((await add(me.token, `Extra ${i}`)).body.data!.id);
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        t.call<Answer>('POST', `/api/profile/location/${ids[i % ids.length]}`, { token: me.token }),
      ),
    );
    expect(answers.filter((a) => a.status !== 200).map((a) => [a.status, a.body])).toEqual([]);
    const left = await defaults(me.id);
    expect(left).toHaveLength(1);
    expect(ids).toContain(left[0]);
  });

  it('set default, add and delete at once keep one default while any address is left', async () => {
    const me = await shopper();
    const ids: number[] = [];
    for (let i = 0; i < 6; i += 1) ids.push((await add(me.token, `Spot ${i}`)).body.data!.id);
    const answers = await Promise.all([
      ...ids.map((id) => t.call<Answer>('POST', `/api/profile/location/${id}`, { token: me.token })),
      ...ids
        .slice(0, 3)
        .map((id) => t.call<Answer>('DELETE', `/api/profile/location/delete/${id}`, { token: me.token })),
      add(me.token, 'Late'),
    ]);
    // A set-default that runs after its address was deleted answers 404; nothing else fails.
    expect(answers.filter((a) => a.status !== 200 && a.status !== 404).map((a) => [a.status, a.body])).toEqual([]);
    expect(await defaults(me.id)).toHaveLength(1);
  });

  it('the database itself refuses a second default for one shopper', async () => {
    const me = await shopper();
    await expect(
      t.opened.db.insert(addresses).values({ userId: me.id, name: 'Second', lat: 11.5, lng: 104.9, isDefault: true }),
    ).rejects.toThrow();
  });
});
