import pg from 'pg';
import pino from 'pino';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDb, type OpenedDb } from '@fardin/db/open-db';
import { isDatabaseUnavailable } from '@fardin/db/db-errors';
import { SERVICE_TEXT } from '@fardin/core/messages';
import { createApp, type App } from '../../app';
import { createTestApp, type TestApp } from '../../test/test-app';
import { startTcpProxy, type TcpProxy } from '../../test/tcp-proxy';

const url = process.env.TEST_DATABASE_URL;
if (!url) console.warn('database-outage.test.ts: PostgreSQL outage tests skipped (set TEST_DATABASE_URL to run them)');

/**
 * PostgreSQL going away under traffic, seen by the app's own pool through a proxy the test cuts
 * (the shared cluster is never restarted). Without the pool's error listeners the first lost
 * idle connection ends the process ("Unhandled 'error' event") and Vitest fails the run.
 */
describe.skipIf(!url)('the app while PostgreSQL goes away and comes back', () => {
  let base: TestApp;
  let proxy: TcpProxy;
  let proxied: OpenedDb;
  let app: App;
  let token: string;
  const lost: Error[] = [];

  beforeAll(async () => {
    base = await createTestApp('postgres');
    const direct = new URL(base.opened.url!);
    proxy = await startTcpProxy({ host: direct.hostname, port: Number(direct.port || 5432) });
    const viaProxy = new URL(direct);
    viaProxy.hostname = '127.0.0.1';
    viaProxy.port = String(proxy.port);
    proxied = await openDb({ url: viaProxy.toString(), poolSize: 5, onConnectionError: (err) => lost.push(err) });
    app = createApp({ db: proxied.db, config: base.config, logger: pino({ level: 'silent' }) });
    token = await base.tokenFor('+85510000001');
  });
  afterAll(async () => {
    await proxied?.close();
    await proxy?.close();
    await base?.close();
  });

  /** The demo shopper's call (health: anonymous, the way a load balancer asks). */
  const call = async (method: string, path: string) => {
    const auth: Record<string, string> = path === '/api/health' ? {} : { Authorization: `Bearer ${token}` };
    const res = await app.request(path, { method, headers: { Accept: 'application/json', ...auth } });
    return {
      status: res.status,
      body: (await res.json()) as Record<string, unknown>,
      retryAfter: res.headers.get('retry-after'),
    };
  };
  const unavailable = { message: SERVICE_TEXT.databaseUnavailable, code: 'db.unavailable' };

  it('answers 503 db.unavailable while the database is cut, and 200 again once it is back', async () => {
    expect(await call('GET', '/api/health')).toMatchObject({
      status: 200,
      body: { status: 'ok', database: { kind: 'postgres', up: true } },
    });
    // Traffic in flight when the connections drop: every answer is a 200 or the 503, never a 500.
    const traffic = Array.from({ length: 30 }, (_, i) =>
      i % 2 ? call('GET', '/api/wishlist') : call('GET', '/api/profile'),
    );
    await new Promise((resolve) => setTimeout(resolve, 5));
    await proxy.cut();
    const during = await Promise.all(traffic);
    for (const answer of during) {
      expect([200, 503]).toContain(answer.status);
      if (answer.status === 503) expect(answer.body).toEqual(unavailable);
    }

    for (const path of ['/api/wishlist', '/api/profile']) {
      const down = await call('GET', path);
      expect(down).toMatchObject({ status: 503, body: unavailable, retryAfter: '5' });
    }
    expect(await call('GET', '/api/health')).toMatchObject({
      status: 503,
      body: { status: 'degraded', database: { kind: 'postgres', up: false } },
      retryAfter: '5',
    });

    await proxy.restore();
    expect(await call('GET', '/api/wishlist')).toMatchObject({ status: 200 });
    expect(await call('GET', '/api/health')).toMatchObject({
      status: 200,
      body: { status: 'ok', database: { up: true } },
    });
  });

  it('survives a connection lost inside a transaction, between two statements', async () => {
    const failure = await proxied.db
      .transaction(async (tx) => {
        await tx.execute(sql`select 1`);
        await proxy.cut();
        // The checked-out client learns of the loss with no query running: it emits 'error'.
        await new Promise((resolve) => setTimeout(resolve, 100));
        await tx.execute(sql`select 1`);
      })
      .then(
        () => null,
        (err: unknown) => err,
      );
    expect(isDatabaseUnavailable(failure)).toBe(true);
    await proxy.restore();
    expect(await call('GET', '/api/wishlist')).toMatchObject({ status: 200 });
  });

  it('survives pg_terminate_backend of its idle connections: the next request is a 200', async () => {
    // Fill the pool with idle connections.
    await Promise.all(Array.from({ length: 5 }, () => call('GET', '/api/wishlist')));
    const lostBefore = lost.length;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    try {
      const name = new URL(base.opened.url!).pathname.slice(1);
      const ours = await admin.query<{ pid: number }>(
        'select pid from pg_stat_activity where datname = $1 and usename = current_user and pid <> pg_backend_pid()',
        [name],
      );
      expect(ours.rows.length).toBeGreaterThan(0);
      for (const { pid } of ours.rows) await admin.query('select pg_terminate_backend($1)', [pid]);
    } finally {
      await admin.end();
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(lost.length).toBeGreaterThan(lostBefore);
    expect(await call('GET', '/api/wishlist')).toMatchObject({ status: 200 });
    expect(await call('GET', '/api/health')).toMatchObject({ status: 200 });
  });
});
