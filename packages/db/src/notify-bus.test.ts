import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDb, type OpenedDb } from './open-db';
import { createNotifyBus, LISTENER_NAME, type NotifyBus } from './notify-bus';

const url = process.env.TEST_DATABASE_URL;
if (!url)
  console.warn(
    'notify-bus.test.ts skipped: set TEST_DATABASE_URL to run LISTEN/NOTIFY between processes on PostgreSQL',
  );

/** Resolves once `heard` has `count` entries, or rejects after `ms`. */
async function until(heard: unknown[], count: number, ms: number): Promise<void> {
  const deadline = Date.now() + ms;
  while (heard.length < count) {
    if (Date.now() > deadline) throw new Error(`heard ${heard.length} of ${count} within ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describe.skipIf(!url)('the notify bus between two processes on one PostgreSQL', () => {
  // A channel of this run only: parallel runs on the same database do not hear each other.
  const channel = `fardin_test_${randomBytes(6).toString('hex')}`;
  let dbA: OpenedDb;
  let dbB: OpenedDb;
  let a: NotifyBus;
  let b: NotifyBus;
  const heardA: string[] = [];
  const heardB: string[] = [];

  beforeAll(async () => {
    dbA = await openDb({ url, poolSize: 2 });
    dbB = await openDb({ url, poolSize: 2 });
    a = createNotifyBus({ db: dbA.db, url: url!, channel, retryMs: 100 });
    b = createNotifyBus({ db: dbB.db, url: url!, channel, retryMs: 100 });
    a.onChange((why) => heardA.push(why));
    b.onChange((why) => heardB.push(why));
    expect(await a.start()).toBe(true);
    expect(await b.start()).toBe(true);
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await dbA?.close();
    await dbB?.close();
  });

  it('tells the other process within a second, never the publisher itself', async () => {
    expect(heardA).toEqual(['resync']);
    expect(heardB).toEqual(['resync']);
    await a.publish();
    await until(heardB, 2, 1000);
    expect(heardB).toEqual(['resync', 'notice']);
    await b.publish();
    await until(heardA, 2, 1000);
    // A's own notice reached A's listener too and was ignored.
    expect(heardA).toEqual(['resync', 'notice']);
  });

  it('listens again after its connection is cut, and says so (notices may have been missed)', async () => {
    heardA.length = 0;
    heardB.length = 0;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    try {
      const cut = await admin.query(
        `select pg_terminate_backend(pid) from pg_stat_activity where application_name = $1 and query = $2`,
        [LISTENER_NAME, `LISTEN "${channel}"`],
      );
      expect(cut.rowCount).toBe(2);
    } finally {
      await admin.end();
    }
    await until(heardA, 1, 3000);
    await until(heardB, 1, 3000);
    expect(heardB).toEqual(['resync']);
    await a.publish();
    await until(heardB, 2, 1000);
    expect(heardB).toEqual(['resync', 'notice']);
  });
});
