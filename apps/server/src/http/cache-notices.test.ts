import { describe, expect, it } from 'vitest';
import type { NotifyBus } from '@fardin/db/notify-bus';
import { useTestApp } from '../test/test-app';
import { TEST_DB_KINDS } from '../test/test-db';

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
});
