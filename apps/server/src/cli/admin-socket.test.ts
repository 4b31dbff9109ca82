import fs from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { testDump } from '@fardin/db/test-dump';
import { openDb, type OpenedDb } from '@fardin/db/open-db';
import { writeDataDirFromDump } from '@fardin/db/data-dir-from-dump';
import { EMBEDDED_SOCKET_LIMITS } from '@fardin/db/embedded-socket';
import { runAdmin } from './admin';

/**
 * The admin CLI while the server holds the directory goes through its socket; when the socket
 * refuses it (its bounds, decision 0036) the operator gets one line saying so, not a stack trace.
 */
describe('the admin CLI against a running server whose socket is full', { timeout: 120_000 }, () => {
  const root = fs.mkdtempSync(path.join(tmpdir(), 'fardin-cli-'));
  let server: OpenedDb;
  const held: pg.Client[] = [];

  beforeAll(async () => {
    await writeDataDirFromDump(path.join(root, 'db'), testDump());
    server = await openDb({ dataDir: path.join(root, 'db'), socketDir: root });
    vi.stubEnv('DATA_DIR', root);
    vi.stubEnv('DATABASE_URL', '');
  });
  afterAll(async () => {
    vi.unstubAllEnvs();
    for (const client of held) await client.end().catch(() => {});
    await server.close();
    fs.rmSync(root, { recursive: true, force: true });
  });

  it('says in one line that the server refused it (53300) and exits 1', async () => {
    for (let i = 0; i < EMBEDDED_SOCKET_LIMITS.maxClients; i++) {
      const client = new pg.Client({ host: root, port: 5432, user: 'postgres', database: 'postgres' });
      client.on('error', () => {});
      await client.connect();
      held.push(client);
    }
    const errors: string[] = [];
    const spy = vi.spyOn(console, 'error').mockImplementation((line: unknown) => void errors.push(String(line)));
    try {
      const printed: string[] = [];
      expect(await runAdmin(['sms-outbox', '1'], (line) => printed.push(line))).toBe(1);
      expect(printed).toEqual([]);
    } finally {
      spy.mockRestore();
    }
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(
      /^The server \(pid \d+\) refused this command on its database socket: sorry, too many clients already/,
    );
    expect(errors[0]).not.toContain('\n');
  });

  it('works again once a place is free', async () => {
    await held.pop()!.end();
    const printed: string[] = [];
    expect(await runAdmin(['sms-outbox', '1'], (line) => printed.push(line))).toBe(0);
    expect(printed.length).toBeGreaterThan(0);
  });
});
