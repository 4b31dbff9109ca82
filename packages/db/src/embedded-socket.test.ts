import fs from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDump } from './test-dump';
import { openDb, type OpenedDb } from './open-db';
import { writeDataDirFromDump } from './data-dir-from-dump';

const rows = (result: unknown) => (result as { rows: Record<string, unknown>[] }).rows;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Other processes (the CLI, psql) share the server's single PGlite session through the socket:
 * they take turns with the server by whole transactions, never inside each other's.
 */
describe("the embedded database's socket", () => {
  const root = fs.mkdtempSync(path.join(tmpdir(), 'fardin-sock-'));
  let opened: OpenedDb;
  const clients: pg.Client[] = [];
  const connect = async () => {
    const client = new pg.Client({ host: root, port: 5432, user: 'postgres', database: 'postgres' });
    client.on('error', () => {});
    await client.connect();
    clients.push(client);
    return client;
  };
  const count = async () => rows(await opened.db.execute(sql`select count(*)::int as n from turn_probe`))[0]?.n;

  beforeAll(async () => {
    await writeDataDirFromDump(path.join(root, 'db'), testDump());
    opened = await openDb({ dataDir: path.join(root, 'db'), socketDir: root });
    await opened.db.execute(sql`create table turn_probe (id serial primary key, who text not null)`);
  });
  afterAll(async () => {
    for (const client of clients) await client.end().catch(() => {});
    await opened.close();
    fs.rmSync(root, { recursive: true, force: true });
  });

  it('is served at DATA_DIR/.s.PGSQL.5432, where psql -h DATA_DIR looks', async () => {
    expect(opened.socketPath).toBe(path.join(root, '.s.PGSQL.5432'));
    const client = await connect();
    expect((await client.query('select 1 as one')).rows).toEqual([{ one: 1 }]);
  });

  it("runs the server's queries after a client's transaction, never inside it", async () => {
    const client = await connect();
    await client.query('begin');
    await client.query(`insert into turn_probe (who) values ('client')`);
    const serverSees = count();
    await sleep(150);
    await client.query(`insert into turn_probe (who) values ('client')`);
    await client.query('rollback');
    // The server's count waited for the rollback: it saw neither row, not one of two.
    expect(await serverSees).toBe(0);
  });

  it("runs a client's statement after the server's transaction, never inside it", async () => {
    const client = await connect();
    let clientSaw: unknown;
    await opened.db.transaction(async (tx) => {
      await tx.execute(sql`insert into turn_probe (who) values ('server')`);
      const reading = client
        .query<{ n: number }>('select count(*)::int as n from turn_probe')
        .then((r) => (clientSaw = r.rows[0]?.n));
      await sleep(150);
      expect(clientSaw).toBeUndefined();
      await tx.execute(sql`insert into turn_probe (who) values ('server')`);
      void reading;
    });
    await sleep(50);
    expect(clientSaw).toBe(2);
  });

  it("does not let a client's settings follow the server's queries", async () => {
    const client = await connect();
    await client.query(`set statement_timeout = '1ms'`);
    await client.query(`set search_path = pg_catalog`);
    const settings = rows(
      await opened.db.execute(
        sql`select current_setting('statement_timeout') as timeout, current_setting('search_path') as path`,
      ),
    )[0];
    expect(settings).toEqual({ timeout: '0', path: 'public' });
  });

  it('rolls back what a client left open when it goes away, and gives the database back', async () => {
    const client = await connect();
    await client.query('begin');
    await client.query(`insert into turn_probe (who) values ('gone')`);
    // The process dies: no COMMIT, no Terminate message, the socket just closes.
    (client as unknown as { connection: { stream: { destroy(): void } } }).connection.stream.destroy();
    const before = Date.now();
    expect(await count()).toBe(2);
    expect(Date.now() - before).toBeLessThan(5000);
  });
});
