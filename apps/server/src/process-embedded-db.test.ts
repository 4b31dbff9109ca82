import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, unlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { testDump } from '@fardin/db/test-dump';
import { VENDOR_CODE } from '@fardin/core/shop-identity';
import { openRunningServerDb } from '@fardin/db/open-db';
import { writeDataDirFromDump } from '@fardin/db/data-dir-from-dump';
import { lockPathOf } from '@fardin/db/data-dir-lock';
import { wishlistItems } from '@fardin/db/schema/wishlist';
import { users } from '@fardin/db/schema/accounts';
import {
  fireWishlistWrites,
  loginDemoShopper,
  runEntry,
  startServerProcess,
  wishlistWrites,
  type ServerProcess,
} from './test/server-process';

/**
 * The real server process on an embedded database directory: kill -9 in the middle of
 * acknowledged writes loses none of them, the dead server's lock is taken over on restart, a
 * second server is refused, and the admin CLI works through the running server's socket.
 */
// Spawned processes on a shared 2-core machine: generous per-test limits, small work.
/** `unshare --pid` needs privileges; where it is refused the namespace cases are skipped. */
const canUnshare = spawnSync('unshare', ['--pid', '--fork', 'true']).status === 0;

describe('the server process on an embedded database (PGlite directory)', { timeout: 120_000 }, () => {
  const dataRoot = mkdtempSync(path.join(tmpdir(), 'fardin-proc-'));
  const dataDir = path.join(dataRoot, 'db');
  const env = { DATA_DIR: dataRoot };
  const started: ServerProcess[] = [];
  afterAll(() => {
    for (const server of started) server.child.kill('SIGKILL');
    rmSync(dataRoot, { recursive: true, force: true });
  });
  const lockPid = () => Number(readFileSync(lockPathOf(dataDir), 'utf8').split('\n')[0]);
  let server: ServerProcess;
  let acked: { type: string; product_id: string }[] = [];

  it('keeps every acknowledged write through a kill -9 in the middle of writes', async () => {
    // Start from the migrated test dump rather than a slow initdb.
    await writeDataDirFromDump(dataDir, testDump());

    server = await startServerProcess(env);
    started.push(server);
    expect(lockPid()).toBe(server.pid);
    const token = await loginDemoShopper(server.base);
    const outcome = await fireWishlistWrites(server.base, token, wishlistWrites(500), {
      concurrency: 12,
      killAfter: 150,
      kill: () => server.child.kill('SIGKILL'),
    });
    expect((await server.done).signal).toBe('SIGKILL');
    expect(outcome.refused).toEqual([]);
    expect(outcome.acked.length).toBeGreaterThanOrEqual(150);
    expect(outcome.broken).toBeGreaterThan(0);
    acked = outcome.acked;
    // The dead server's lock is still there, naming it.
    expect(lockPid()).toBe(server.pid);
  });

  it('restarts on the directory (its dead lock freed by the kernel) with 0 acknowledged writes missing', async () => {
    server = await startServerProcess(env);
    started.push(server);
    expect(lockPid()).toBe(server.pid);

    // Read through the running server's socket: the only way in while it holds the directory.
    const viaSocket = openRunningServerDb(path.join(dataRoot, '.s.PGSQL.5432'));
    try {
      const rows = await viaSocket.db
        .select({ type: wishlistItems.store, product_id: wishlistItems.productId })
        .from(wishlistItems)
        .innerJoin(users, eq(users.id, wishlistItems.userId))
        .where(and(eq(users.phone, '+85510000001')));
      const stored = new Set(rows.map((r) => `${r.type}/${r.product_id}`));
      const missing = acked.filter((w) => !stored.has(`${w.type}/${w.product_id}`));
      expect(missing).toEqual([]);
      expect(stored.size).toBeGreaterThanOrEqual(acked.length);
    } finally {
      await viaSocket.close();
    }
  });

  it('refuses a second server on the same directory with one line naming the running one', async () => {
    const second = await runEntry('api-server', [], { ...env, PORT: '1' }).done;
    expect(second.code).toBe(1);
    const lines = second.stderr.trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain(`is in use by process ${server.pid}`);
    expect(lines[0]).toContain(`psql -h ${dataRoot} -U postgres`);
    expect(lockPid()).toBe(server.pid);
  });

  // Another container on the same volume: its own PID namespace, where our pid means nothing.
  it.skipIf(!canUnshare)('refuses a second server in another PID namespace, in one line', async () => {
    const second = await runEntry('api-server', [], { ...env, PORT: '1' }, { inPidNamespace: true }).done;
    expect(second.code).toBe(1);
    const lines = second.stderr.trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain(`is in use by process ${server.pid}`);
  });

  it.skipIf(!canUnshare)('still refuses a second server after db.lock is deleted while the first runs', async () => {
    unlinkSync(lockPathOf(dataDir));
    const second = await runEntry('api-server', [], { ...env, PORT: '1' }, { inPidNamespace: true }).done;
    expect(second.code).toBe(1);
    const lines = second.stderr.trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain(`The embedded database ${dataDir} is in use by another process`);
  });

  it('runs admin commands through the running server: sms-outbox shows the OTP it just sent', async () => {
    const phone = '+85512000777';
    const res = await fetch(`${server.base}/api/register?vendor_code=${VENDOR_CODE}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({ name: 'Socket Reader', phone, password: 'correct-horse-battery-staple-42' }),
    });
    expect(res.status).toBe(201);
    const cli = await runEntry('admin', ['sms-outbox', '5'], env).done;
    expect(cli.stderr).toBe('');
    expect(cli.code).toBe(0);
    // The code's text is Khmer unless the registration names another language (decision 0040).
    expect(cli.stdout).toMatch(new RegExp(`\\${phone}\\s+Fardin: លេខកូដផ្ទៀងផ្ទាត់របស់អ្នកគឺ \\d{4}`));
  });

  it('releases the lock and the socket on a clean stop', async () => {
    // Gone already if the deletion case ran; a clean stop must not mind.
    server.child.kill('SIGTERM');
    expect((await server.done).code).toBe(0);
    expect(existsSync(lockPathOf(dataDir))).toBe(false);
    expect(existsSync(path.join(dataRoot, '.s.PGSQL.5432'))).toBe(false);
  });
});
