import fs from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { auto_explain } from '@electric-sql/pglite/contrib/auto_explain';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { serveEmbeddedSocket, type EmbeddedSocket } from './embedded-socket';
import type { SocketLimits } from './embedded-socket-client';

/**
 * The socket is maintenance access that cannot take the shop down (issue 24 item 7): each bound
 * is checked by what the server's own queries see while a hostile client does its worst.
 */
const LIMITS: SocketLimits = { maxClients: 3, startupMs: 1500, idleMs: 2500, turnMs: 1500 };
/** What the shop may wait beyond a bound on this shared, slow machine. */
const SLACK_MS = 1500;

const root = fs.mkdtempSync(path.join(tmpdir(), 'fardin-socklim-'));
let db: PGlite;
let socket: EmbeddedSocket;
const clients: pg.Client[] = [];
const raws: net.Socket[] = [];

beforeAll(async () => {
  db = await PGlite.create({ extensions: { auto_explain } });
  await db.exec('create table probe (id serial primary key, who text not null)');
  socket = await serveEmbeddedSocket(db, root, LIMITS);
});
async function closeConnections() {
  for (const client of clients.splice(0)) await client.end().catch(() => {});
  for (const raw of raws.splice(0)) raw.destroy();
  // Let the server see them go.
  await new Promise((resolve) => setTimeout(resolve, 100));
}
afterEach(closeConnections);
afterAll(async () => {
  await closeConnections();
  await socket.close();
  await db.close();
  fs.rmSync(root, { recursive: true, force: true });
});

async function connect(): Promise<pg.Client> {
  const client = new pg.Client({ host: root, port: 5432, user: 'postgres', database: 'postgres' });
  client.on('error', () => {});
  await client.connect();
  clients.push(client);
  return client;
}

/** A raw connection: resolves with everything the server sent once it closes the connection. */
function raw(bytes?: Uint8Array): { sock: net.Socket; closed: Promise<Buffer> } {
  const sock = net.connect(socket.path);
  raws.push(sock);
  const chunks: Buffer[] = [];
  sock.on('data', (chunk: Buffer) => chunks.push(chunk));
  sock.on('error', () => {});
  if (bytes) sock.write(bytes);
  return { sock, closed: new Promise((resolve) => sock.once('close', () => resolve(Buffer.concat(chunks)))) };
}

/** How long the server's own query takes now. */
async function serverQueryMs(): Promise<number> {
  const start = performance.now();
  await db.query('select 1');
  return performance.now() - start;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('the embedded socket under a hostile client', { timeout: 30_000 }, () => {
  it('closes the connection of a 5-byte Query with a negative length, and the shop answers at once', async () => {
    const hostile = raw(Buffer.from([0x51, 0xff, 0xff, 0xff, 0xfb]));
    const answer = await hostile.closed;
    expect(answer.subarray(0, 1).toString()).toBe('E');
    expect(answer.toString()).toContain('08P01');
    expect(await serverQueryMs()).toBeLessThan(SLACK_MS);
  });

  it('closes a started connection that sends a Query with a negative length, and it alone', async () => {
    const bystander = await connect();
    const victim = await connect();
    const stream = (victim as unknown as { connection: { stream: net.Socket } }).connection.stream;
    const ended = new Promise((resolve) => stream.once('close', resolve));
    stream.write(Buffer.from([0x51, 0xff, 0xff, 0xff, 0xfb]));
    await ended;
    expect((await bystander.query('select 2 as two')).rows).toEqual([{ two: 2 }]);
    expect(await serverQueryMs()).toBeLessThan(SLACK_MS);
  });

  it('cancels a pg_sleep(15) at the turn bound: the shop waits that long at most', async () => {
    const client = await connect();
    const sleeping = client.query('select pg_sleep(15)').catch((err: Error & { code?: string }) => err);
    await sleep(100);
    const waited = await serverQueryMs();
    const outcome = await sleeping;
    expect(outcome).toBeInstanceOf(Error);
    expect((outcome as { code?: string }).code).toBe('57014');
    expect(waited).toBeLessThan(LIMITS.turnMs + SLACK_MS);
  });

  it('cancels a large join at the turn bound too (instrumented: each row asks the clock)', async () => {
    const client = await connect();
    const joining = client
      .query('select count(*) from generate_series(1, 20000) a, generate_series(1, 20000) b')
      .catch((err: Error & { code?: string }) => err);
    await sleep(100);
    const waited = await serverQueryMs();
    expect(((await joining) as { code?: string }).code).toBe('57014');
    expect(waited).toBeLessThan(LIMITS.turnMs + SLACK_MS);
    // The instrumentation was the client's only: the server's own queries run without it.
    expect((await db.query(`select current_setting('auto_explain.log_min_duration') as d`)).rows).toEqual([
      { d: '-1' },
    ]);
  });

  it('cuts a client that sits inside BEGIN: its transaction is rolled back and the shop goes on', async () => {
    const client = await connect();
    const stream = (client as unknown as { connection: { stream: net.Socket } }).connection.stream;
    const ended = new Promise((resolve) => stream.once('close', resolve));
    await client.query('begin');
    await client.query(`insert into probe (who) values ('held')`);
    const waited = await serverQueryMs();
    expect(waited).toBeLessThan(LIMITS.turnMs + SLACK_MS);
    await ended;
    expect((await db.query('select count(*)::int as n from probe')).rows).toEqual([{ n: 0 }]);
    expect(db.isInTransaction()).toBe(false);
  });

  it('refuses a connection over the cap with a clear 53300, and closes silent ones so psql gets in again', async () => {
    const silent = [raw(), raw(), raw()];
    const refused = await connect().catch((err: Error & { code?: string }) => err);
    expect(refused).toBeInstanceOf(Error);
    expect((refused as { code?: string }).code).toBe('53300');
    expect((refused as Error).message).toContain('too many clients already');
    // The silent ones never sent a startup packet: closed after startupMs.
    const closedAfter = await Promise.all(silent.map((s) => s.closed.then((answer) => answer.toString())));
    for (const answer of closedAfter) expect(answer).toContain('no startup packet');
    const client = await connect();
    expect((await client.query('select 3 as three')).rows).toEqual([{ three: 3 }]);
  });

  it('closes a connected client that stays idle, freeing its place', async () => {
    const client = await connect();
    const stream = (client as unknown as { connection: { stream: net.Socket } }).connection.stream;
    const started = performance.now();
    await new Promise((resolve) => stream.once('close', resolve));
    const after = performance.now() - started;
    expect(after).toBeGreaterThanOrEqual(LIMITS.idleMs - 100);
    expect(after).toBeLessThan(LIMITS.idleMs + SLACK_MS);
  });
});
