import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { openDb, type OpenedDb } from './open-db';
import { isDatabaseBusy, isDatabaseUnavailable } from './db-errors';

const coded = (code: string) => Object.assign(new Error(code), { code });

describe('busy-class errors (decision 0034)', () => {
  it.each([
    ['a statement timeout', '57014'],
    ['a lock timeout', '55P03'],
    ['a deadlock victim', '40P01'],
    ['a serialization failure', '40001'],
    ['an idle transaction ended', '25P03'],
  ])('%s is the database being busy', (_name, code) => {
    expect(isDatabaseBusy(Object.assign(new Error('Failed query'), { cause: coded(code) }))).toBe(true);
  });

  it.each([
    ['a unique violation', '23505'],
    ['a refused connection', 'ECONNREFUSED'],
  ])('%s is not', (_name, code) => {
    expect(isDatabaseBusy(coded(code))).toBe(false);
  });
});

const url = process.env.TEST_DATABASE_URL;
if (!url) console.warn('db-timeouts.test.ts: set TEST_DATABASE_URL to check the PostgreSQL timeouts');

describe.skipIf(!url)('the pool bounds each connection it lends (PostgreSQL)', () => {
  let opened: OpenedDb;
  beforeAll(async () => {
    opened = await openDb({
      url,
      poolSize: 2,
      timeouts: { statementMs: 300, idleInTransactionMs: 300, connectMs: 500 },
    });
  });
  afterAll(() => opened?.close());

  it('a statement running past statement_timeout is cancelled as busy, and the connection stays usable', async () => {
    const started = Date.now();
    const err = await opened.db.execute(sql`select pg_sleep(3)`).catch((e: unknown) => e);
    expect(isDatabaseBusy(err)).toBe(true);
    expect(Date.now() - started).toBeLessThan(2500);
    await expect(opened.db.execute(sql`select 1`)).resolves.toBeDefined();
  });

  it('a transaction left idle past idle_in_transaction_session_timeout is ended and its connection freed', async () => {
    const err = await opened.db
      .transaction(async (tx) => {
        await tx.execute(sql`select 1`);
        await new Promise((resolve) => setTimeout(resolve, 800));
        await tx.execute(sql`select 1`);
      })
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(Error);
    expect(isDatabaseBusy(err) || isDatabaseUnavailable(err)).toBe(true);
    await expect(opened.db.execute(sql`select 1`)).resolves.toBeDefined();
  });

  it('waiting for a connection of a full pool ends after connectMs (health and requests answer 503, not hang)', async () => {
    const small = await openDb({ url, poolSize: 1, timeouts: { statementMs: 5000, connectMs: 300 } });
    try {
      await small.db.execute(sql`select 1`); // the pool's one connection exists (a slow first connect is not the point)
      const held = small.db.execute(sql`select pg_sleep(1)`).then(() => true); // drizzle queries start when awaited
      const started = Date.now();
      const err = await small.db.execute(sql`select 1`).catch((e: unknown) => e);
      expect(isDatabaseUnavailable(err)).toBe(true);
      expect(Date.now() - started).toBeLessThan(950);
      await held;
    } finally {
      await small.close();
    }
  });
});
