import fs from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { testDump } from './test-dump';
import { openDb, type OpenedDb } from './open-db';
import { lockPathOf } from './data-dir-lock';

const rows = (result: unknown) => (result as { rows: Record<string, unknown>[] }).rows;

/** A PGlite directory (started from the migrated test dump: no initdb). */
describe('the embedded database on a directory', () => {
  const root = fs.mkdtempSync(path.join(tmpdir(), 'fardin-durable-'));
  const dataDir = path.join(root, 'db');
  let opened: OpenedDb;
  beforeAll(async () => {
    opened = await openDb({ dataDir, loadDataDir: testDump() });
  });
  afterAll(async () => {
    await opened.close();
    fs.rmSync(root, { recursive: true, force: true });
  });

  it('runs with fsync on, syncing the WAL with fsync()', async () => {
    const setting = async (name: string) => rows(await opened.db.execute(sql.raw(`show ${name}`)))[0]?.[name];
    expect(await setting('fsync')).toBe('on');
    expect(await setting('wal_sync_method')).toBe('fsync');
    expect(await setting('synchronous_commit')).toBe('on');
  });

  it('keeps 16 MB of shared buffers, not the resident 128 MB default (decision 0045)', async () => {
    const setting = rows(await opened.db.execute(sql.raw('show shared_buffers')))[0]?.shared_buffers;
    expect(setting).toBe('16MB');
  });

  it('reaches the disk (fs.fsyncSync) before a commit is acknowledged', async () => {
    const fsync = vi.spyOn(fs, 'fsyncSync');
    try {
      await opened.db.execute(sql`create table if not exists durable_probe (id serial primary key)`);
      fsync.mockClear();
      for (let i = 0; i < 3; i++) {
        await opened.db.execute(sql`insert into durable_probe default values`);
        expect(fsync.mock.calls.length).toBeGreaterThanOrEqual(i + 1);
      }
    } finally {
      fsync.mockRestore();
    }
  });

  it('refuses a second opening of the same directory, and frees it on close', async () => {
    await expect(openDb({ dataDir })).rejects.toThrow(
      `The embedded database ${dataDir} is in use by process ${process.pid}`,
    );
    expect(fs.existsSync(lockPathOf(dataDir))).toBe(true);
  });

  it('is closed once: the lock goes with it', async () => {
    await opened.close();
    await opened.close();
    expect(fs.existsSync(lockPathOf(dataDir))).toBe(false);
    opened = await openDb({ dataDir });
    expect(rows(await opened.db.execute(sql`select count(*)::int as n from durable_probe`))[0]).toEqual({ n: 3 });
  });
});
