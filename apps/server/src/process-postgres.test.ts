import net from 'node:net';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { dropTestDatabase } from './test/test-db';
import {
  fireWishlistWrites,
  loginDemoShopper,
  runEntry,
  startServerProcess,
  wishlistWrites,
  type ServerProcess,
} from './test/server-process';

const adminUrl = process.env.TEST_DATABASE_URL;
if (!adminUrl)
  console.warn('process-postgres.test.ts: the kill -9 test on PostgreSQL is skipped (set TEST_DATABASE_URL to run it)');

describe('the server process starting while PostgreSQL is down', { timeout: 60_000 }, () => {
  it('prints one line saying where the database was expected (never the password) and exits 1', async () => {
    // A port that nothing listens on.
    const probe = net.createServer();
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
    const { port } = probe.address() as net.AddressInfo;
    await new Promise((resolve) => probe.close(resolve));

    const url = `postgres://shop:very-secret-pw@127.0.0.1:${port}/fardin_shop`;
    const started = await runEntry('api-server', [], { DATABASE_URL: url, PORT: '1' }).done;
    expect(started.code).toBe(1);
    const lines = started.stderr.trim().split('\n');
    expect(lines).toEqual([
      `The database is unreachable at 127.0.0.1:${port}/fardin_shop (ECONNREFUSED): start PostgreSQL or fix DATABASE_URL.`,
    ]);
    expect(started.stderr + started.stdout).not.toContain('very-secret-pw');
  });
});

describe.skipIf(!adminUrl)(
  'the server process on PostgreSQL killed with -9 during writes',
  { timeout: 120_000 },
  () => {
    const name = `fardin_t_${randomBytes(6).toString('hex')}`;
    const url = new URL(adminUrl ?? 'postgres://unused');
    url.pathname = `/${name}`;
    let server: ServerProcess | undefined;
    afterAll(async () => {
      server?.child.kill('SIGKILL');
      if (adminUrl) await dropTestDatabase(adminUrl, name);
    });

    it('keeps every acknowledged write (0 missing)', async () => {
      const admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
      await admin.query(`CREATE DATABASE ${name}`);
      await admin.end();

      // The server migrates and seeds the empty database itself, as in production.
      const running = await startServerProcess({ DATABASE_URL: url.toString() });
      server = running;
      const token = await loginDemoShopper(running.base);
      const outcome = await fireWishlistWrites(running.base, token, wishlistWrites(500), {
        concurrency: 12,
        killAfter: 150,
        kill: () => running.child.kill('SIGKILL'),
      });
      expect((await running.done).signal).toBe('SIGKILL');
      expect(outcome.refused).toEqual([]);
      expect(outcome.acked.length).toBeGreaterThanOrEqual(150);
      expect(outcome.broken).toBeGreaterThan(0);

      const check = new pg.Client({ connectionString: url.toString() });
      await check.connect();
      try {
        const { rows } = await check.query<{ store: string; product_id: string }>(
          `select w.store, w.product_id from wishlist_items w join users u on u.id = w.user_id where u.phone = '+85510000001'`,
        );
        const stored = new Set(rows.map((r) => `${r.store}/${r.product_id}`));
        expect(outcome.acked.filter((w) => !stored.has(`${w.type}/${w.product_id}`))).toEqual([]);
      } finally {
        await check.end();
      }
    });
  },
);
