import { fileURLToPath } from 'node:url';
import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { auto_explain } from '@electric-sql/pglite/contrib/auto_explain';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { acquireDataDirLock, type DataDirLock } from './data-dir-lock';
import { DURABLE_START_PARAMS, DurableNodeFS, PGLITE_START_PARAMS, fsyncTree } from './pglite-durable';
import { CONNECT_TIMEOUT_MS, DB_POOL_SIZE, DB_TIMEOUTS, type DbTimeouts } from './db-timeouts';
import { embeddedSocketPath, serveEmbeddedSocket, type EmbeddedSocket } from './embedded-socket';

/** The database both drivers give us: only the shared query builder is used by the app. */
export type Db = PgDatabase<PgQueryResultHKT>;
export type DbKind = 'pglite' | 'postgres';

export interface OpenedDb {
  db: Db;
  kind: DbKind;
  migrate(): Promise<void>;
  close(): Promise<void>;
  /** PGlite only: a tarball of the data directory, to start copies quickly in tests. */
  dump?(): Promise<Blob>;
  /** PGlite on a directory served to other processes: the Unix socket (`psql -h <its dir> -U postgres`). */
  socketPath?: string;
}

/** Data directory names that mean "in memory", never a folder. */
const IN_MEMORY = /^memory:/;

const MIGRATIONS_DIR = fileURLToPath(new URL('../migrations', import.meta.url));

export { CONNECT_TIMEOUT_MS } from './db-timeouts';

export interface OpenDbOptions {
  /** postgres://... ; when absent PGlite is used. */
  url?: string | undefined;
  /** PGlite data directory; absent means in memory. Opened by one process at a time (`<dir>.lock`). */
  dataDir?: string | undefined;
  /** PGlite: start from a dump made by `dump()`. */
  loadDataDir?: Blob | undefined;
  /** node-postgres pool size. */
  poolSize?: number;
  /** node-postgres: statement, idle-in-transaction and connect bounds (default DB_TIMEOUTS). */
  timeouts?: Partial<DbTimeouts> | undefined;
  /** PGlite on a directory: lend the database to other processes on `<socketDir>/.s.PGSQL.5432`. */
  socketDir?: string | undefined;
  /**
   * node-postgres: a pooled connection broke while idle (database restart, network). The pool
   * drops it and the next query connects again; this only reports it.
   */
  onConnectionError?: (err: Error) => void;
}

const kinds = new WeakMap<object, DbKind>();

/** Which database an opened `db` talks to (undefined for a db this module did not open). */
export function databaseKindOf(db: Db): DbKind | undefined {
  return kinds.get(db);
}

/** One cheap round trip; false when the database does not answer within `timeoutMs`. */
export async function pingDatabase(db: Db, timeoutMs = 2000): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs);
  });
  const ping = db.execute(sql`select 1`).then(
    () => true,
    () => false,
  );
  try {
    return await Promise.race([ping, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** A node-postgres pool that never takes the process down with it (decision 0012). */
function resilientPool(config: pg.PoolConfig, onConnectionError: (err: Error) => void = () => {}): pg.Pool {
  const pool = new pg.Pool({ connectionTimeoutMillis: CONNECT_TIMEOUT_MS, keepAlive: true, ...config });
  // An idle client that loses its connection is reported here; without a listener Node exits.
  pool.on('error', (err) => onConnectionError(err));
  // A checked-out client (inside a transaction, between statements) emits 'error' with no pool
  // listener attached: its query already fails, the event must not end the process.
  pool.on('connect', (client) => client.on('error', () => {}));
  return pool;
}

function opened(db: unknown, kind: DbKind, rest: Omit<OpenedDb, 'db' | 'kind'>): OpenedDb {
  kinds.set(db as object, kind);
  return { db: db as Db, kind, ...rest };
}

export async function openDb(options: OpenDbOptions = {}): Promise<OpenedDb> {
  if (options.url) {
    const timeouts = { ...DB_TIMEOUTS, ...options.timeouts };
    const pool = resilientPool(
      {
        connectionString: options.url,
        max: options.poolSize ?? DB_POOL_SIZE,
        connectionTimeoutMillis: timeouts.connectMs,
        statement_timeout: timeouts.statementMs,
        idle_in_transaction_session_timeout: timeouts.idleInTransactionMs,
      },
      options.onConnectionError,
    );
    const db = drizzlePg(pool);
    const url = options.url;
    return opened(db, 'postgres', {
      // An index build may take longer than a request's statement: its own connection, unbounded.
      migrate: async () => {
        const own = resilientPool({ connectionString: url, max: 1, connectionTimeoutMillis: timeouts.connectMs });
        try {
          await migratePg(drizzlePg(own), { migrationsFolder: MIGRATIONS_DIR });
        } finally {
          await own.end();
        }
      },
      close: () => pool.end(),
    });
  }
  if (!options.dataDir || IN_MEMORY.test(options.dataDir)) {
    // In memory (tests): nothing to make durable, nobody else to lock out. PGlite's own spelling
    // `memory://` (or a bare `memory:`) means the same; as a folder name it once left a 30 MB
    // database directory in the repository (issue 30).
    const client = await PGlite.create({
      ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
      startParams: PGLITE_START_PARAMS,
      extensions: { pg_trgm },
    });
    return pgliteOpened(client, {});
  }
  return openPgliteDirectory(path.resolve(options.dataDir), options);
}

/** PGlite on a directory: locked, durable (fsync on), optionally served on a Unix socket. */
async function openPgliteDirectory(dataDir: string, options: OpenDbOptions): Promise<OpenedDb> {
  mkdirSync(dataDir, { recursive: true });
  const socketPath = options.socketDir ? embeddedSocketPath(options.socketDir) : undefined;
  const lock = await acquireDataDirLock(dataDir, { socket: socketPath });
  let client: PGlite | undefined;
  try {
    const fresh = !existsSync(path.join(dataDir, 'PG_VERSION'));
    client = await PGlite.create({
      dataDir,
      fs: new DurableNodeFS(dataDir),
      startParams: DURABLE_START_PARAMS,
      ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
      // auto_explain: the socket's clients run instrumented, so the bound can cancel them (decision 0036).
      extensions: { pg_trgm, auto_explain },
    });
    // initdb's files are copied in without a sync. A dump (tests) is recovered on first start
    // instead, and recovery itself fsyncs the whole directory.
    if (fresh && !options.loadDataDir) fsyncTree(dataDir);
    const socket = options.socketDir ? await serveEmbeddedSocket(client, options.socketDir) : undefined;
    return pgliteOpened(client, { lock, socket });
  } catch (err) {
    await client?.close().catch(() => {});
    await lock.release();
    throw err;
  }
}

function pgliteOpened(client: PGlite, held: { lock?: DataDirLock; socket?: EmbeddedSocket | undefined }): OpenedDb {
  const db = drizzlePglite(client);
  let closing: Promise<void> | undefined;
  return opened(db, 'pglite', {
    migrate: () => migratePglite(db, { migrationsFolder: MIGRATIONS_DIR }),
    close: () =>
      (closing ??= (async () => {
        try {
          await held.socket?.close();
          await client.close();
        } finally {
          await held.lock?.release();
        }
      })()),
    dump: () => client.dumpDataDir('none') as Promise<Blob>,
    ...(held.socket ? { socketPath: held.socket.path } : {}),
  });
}

/**
 * The embedded database of a running server, through its socket (the admin CLI while the server
 * runs). Migrations are the server's business: `migrate` does nothing here.
 */
export function openRunningServerDb(socketPath: string): OpenedDb {
  const pool = resilientPool({
    host: path.dirname(socketPath),
    port: Number(socketPath.split('.').pop()),
    user: 'postgres',
    database: 'postgres',
    max: 1,
  });
  return opened(drizzlePg(pool), 'pglite', { migrate: async () => {}, close: () => pool.end(), socketPath });
}
