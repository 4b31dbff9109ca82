import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import type { Db } from './open-db';
import { CONNECT_TIMEOUT_MS } from './open-db';

/**
 * "Something changed" between server processes on one PostgreSQL, through `LISTEN/NOTIFY`
 * (decision 0026): no other service to run. A process publishes after a write that makes other
 * processes' in-memory copies wrong; every other process listening on the channel hears it within
 * milliseconds. Notices are not stored: a process whose listening connection was lost may have
 * missed some, so it is told `'resync'` when it listens again and must then drop everything.
 */
export interface NotifyBus {
  /** Tells every other process on the channel. Never rejects: a failure is reported to `onError`. */
  publish(): Promise<void>;
  /** `listener` runs when another process published (`'notice'`) or after (re)connecting (`'resync'`). */
  onChange(listener: (why: 'notice' | 'resync') => void): void;
  /**
   * Opens the listening connection; answers once the first attempt is done (true: listening).
   * A failed attempt is retried in the background, so a start never fails here.
   */
  start(): Promise<boolean>;
  close(): Promise<void>;
}

export interface NotifyBusOptions {
  /** The pool notices are sent through (one short statement each). */
  db: Db;
  /** Where the dedicated listening connection goes: the same database as `db`. */
  url: string;
  /** A PostgreSQL identifier of our own (constant, lower case). */
  channel: string;
  /** A connection of the listener broke or a publish failed; the bus carries on. */
  onError?: (err: Error, during: 'listen' | 'publish') => void;
  /** Wait before connecting the listener again after a loss. */
  retryMs?: number;
}

/** `application_name` of the listening connections. */
export const LISTENER_NAME = 'fardin-listen';
const CHANNEL = /^[a-z_][a-z0-9_]{0,62}$/;

export function createNotifyBus(options: NotifyBusOptions): NotifyBus {
  if (!CHANNEL.test(options.channel)) throw new Error(`bad notify channel ${options.channel}`);
  const { db, url, channel } = options;
  const retryMs = options.retryMs ?? 1000;
  const report = options.onError ?? (() => {});
  // Each process tells its own notices apart by this payload: it has already dropped its copies.
  const self = randomBytes(8).toString('hex');
  const listeners: ((why: 'notice' | 'resync') => void)[] = [];
  let client: pg.Client | null = null;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;

  const tell = (why: 'notice' | 'resync') => {
    for (const listener of listeners) listener(why);
  };

  /** One listening connection; on any loss it is thrown away and a new one is made after `retryMs`. */
  async function listen(): Promise<boolean> {
    // Not from the pool: LISTEN belongs to a session, which must stay open and never be lent out.
    // Named so an operator sees it in pg_stat_activity (and a test can cut it).
    const c = new pg.Client({
      connectionString: url,
      keepAlive: true,
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
      application_name: LISTENER_NAME,
    });
    let dead = false;
    const lost = (err?: Error) => {
      if (dead) return;
      dead = true;
      if (err) report(err, 'listen');
      if (client === c) client = null;
      c.end().catch(() => {});
      if (!closed) {
        retry = setTimeout(() => void listen(), retryMs);
        retry.unref();
      }
    };
    // Without an 'error' listener a dropped connection would end the process (decision 0012).
    c.on('error', (err) => lost(err));
    c.on('end', () => lost());
    c.on('notification', (msg) => {
      if (msg.channel === channel && msg.payload !== self) tell('notice');
    });
    try {
      await c.connect();
      await c.query(`LISTEN ${c.escapeIdentifier(channel)}`);
    } catch (err) {
      lost(err instanceof Error ? err : new Error(String(err)));
      return false;
    }
    if (closed || dead) {
      lost();
      return false;
    }
    client = c;
    // Notices sent while no connection listened are gone: whatever was kept may be stale.
    tell('resync');
    return true;
  }

  return {
    async publish() {
      try {
        // Outside a transaction: delivered at once to every session listening on the channel.
        await db.execute(sql`select pg_notify(${channel}, ${self})`);
      } catch (err) {
        report(err instanceof Error ? err : new Error(String(err)), 'publish');
      }
    },
    onChange(listener) {
      listeners.push(listener);
    },
    start: () => listen(),
    async close() {
      closed = true;
      clearTimeout(retry);
      const c = client;
      client = null;
      await c?.end().catch(() => {});
    },
  };
}
