import { describe, expect, it } from 'vitest';
import type { NotifyBus } from '@fardin/db/notify-bus';
import { useTestApp } from '../test/test-app';
import { TEST_DB_KINDS } from '../test/test-db';
import { OPERATIONS_PARTS } from './back-office-writes';

/** The back office's parts whose writes change what a guest sees (decision 0069): every other part is in OPERATIONS_PARTS. */
const SHOP_PARTS = ['blog', 'categories', 'products', 'reference', 'settings', 'shipping', 'sub-categories'];

/** The bus of decision 0026 as the app sees it: what it published, and a way to play another replica. */
function fakeBus() {
  const listeners: ((why: 'notice' | 'resync') => void)[] = [];
  let published = 0;
  const bus: NotifyBus = {
    publish: async () => {
      published += 1;
    },
    onChange: (listener) => void listeners.push(listener),
    start: async () => true,
    close: async () => {},
  };
  return { bus, published: () => published, hear: (why: 'notice' | 'resync') => listeners.forEach((l) => l(why)) };
}

describe.each(TEST_DB_KINDS)('cache notices between replicas, seen from one process (%s)', (kind) => {
  let admin: string;
  const replicas = fakeBus();
  const search = '/api/fardin?api=item_search&q=shirt';
  const cacheState = async () => {
    const res = await t.app.request(search, { headers: { Accept: 'application/json' } });
    await res.body?.cancel();
    return res.headers.get('x-cache');
  };

  const t = useTestApp(
    kind,
    async (t) => {
      admin = await t.tokenFor('+85510000002');
    },
    { env: {}, deps: () => ({ cacheNotices: replicas.bus }) },
  );

  it('drops the kept answers when another replica writes, or when the listener came back', async () => {
    await cacheState();
    expect(await cacheState()).toBe('hit');
    replicas.hear('notice');
    expect(await cacheState()).toBe('miss');
    expect(await cacheState()).toBe('hit');
    replicas.hear('resync');
    expect(await cacheState()).toBe('miss');
  });

  it('tells the other replicas after a successful back-office write, not after a refused one', async () => {
    const before = replicas.published();
    const products = await t.call<{ data: { id: number }[] }>('GET', '/api/admin/products', { token: admin });
    expect(replicas.published()).toBe(before);
    const id = products.body.data[0]!.id;
    expect(
      (await t.call('POST', `/api/admin/products/${id}/visibility`, { token: admin, body: { active: false } })).status,
    ).toBe(200);
    expect(replicas.published()).toBe(before + 1);
    expect(
      (await t.call('POST', '/api/admin/products/999999/visibility', { token: admin, body: { active: true } })).status,
    ).toBe(404);
    expect(replicas.published()).toBe(before + 1);
  });

  it('keeps the kept answers after an operations write, and tells no replica', async () => {
    await cacheState();
    expect(await cacheState()).toBe('hit');
    const before = replicas.published();
    const shopper = await t.call<{ data: { id: number; phone: string }[] }>('GET', '/api/admin/users?q=10000001', {
      token: admin,
    });
    const id = shopper.body.data.find((u) => u.phone === '+85510000001')!.id;
    const reactivated = await t.call('POST', `/api/admin/users/${id}/status`, {
      token: admin,
      body: { status: 'active' },
    });
    expect(reactivated.status, JSON.stringify(reactivated.body)).toBe(200);
    expect(await cacheState()).toBe('hit');
    expect(replicas.published()).toBe(before);
  });

  it('sorts every back-office write into the shop or operations: a new part must be placed', () => {
    const parts = new Set(
      t.app.routes
        .filter((r) => r.method !== 'GET' && r.method !== 'ALL' && r.path.startsWith('/api/admin/'))
        .map((r) => r.path.split('/')[3]!),
    );
    expect([...parts].filter((p) => !OPERATIONS_PARTS.has(p)).sort()).toEqual(SHOP_PARTS);
    // No part listed that has no write (a renamed part would otherwise keep answers it should drop).
    expect([...OPERATIONS_PARTS].filter((p) => !parts.has(p))).toEqual([]);
  });
});
