import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { createSecureServer, type Http2ServerRequest, type Http2ServerResponse } from 'node:http2';
import { getRequestListener } from '@hono/node-server';
import { openDb, type OpenedDb } from '@fardin/db/open-db';
import { createNotifyBus, type NotifyBus } from '@fardin/db/notify-bus';
import { OUTBOX_NOTIFY_CHANNEL } from './modules/notifications/service';
import { whileAlone } from '@fardin/db/startup-lock';
import { DataDirInUseError } from '@fardin/db/data-dir-lock';
import { describeDatabaseUrl, isDatabaseUnavailable, unavailableReason } from '@fardin/db/db-errors';
import { seed } from '@fardin/db/seed/seed';
import { ConfigError, loadConfig, type Config } from './config';
import { createLogger, type Logger } from './logger';
import type { WebHandler } from './web/ssr';
import { hashPassword } from './modules/accounts/password';

/** The NOTIFY channel of back-office writes (decision 0026). */
const CACHE_CHANNEL = 'fardin_cache';

/** A start-up failure the operator can act on: printed as its one line, exit code 1. */
class StartError extends Error {}

/**
 * Opens, migrates and seeds the database. PGlite: this process takes DATA_DIR/db (its lock) and
 * lends it to the CLI and psql on DATA_DIR/.s.PGSQL.5432. PostgreSQL: unreachable at start is
 * one line naming where (never the password).
 */
async function openDatabase(config: Config, logger: Logger): Promise<OpenedDb> {
  let opened: OpenedDb;
  try {
    opened = config.DATABASE_URL
      ? await openDb({
          url: config.DATABASE_URL,
          poolSize: config.DB_POOL_SIZE,
          timeouts: {
            statementMs: config.DB_STATEMENT_TIMEOUT_MS,
            idleInTransactionMs: config.DB_IDLE_IN_TRANSACTION_TIMEOUT_MS,
            connectMs: config.DB_CONNECT_TIMEOUT_MS,
          },
          onConnectionError: (err) =>
            logger.warn({ err: err.message }, 'a database connection was lost; the next query reconnects'),
        })
      : await openDb({ dataDir: path.resolve(config.dataDir, 'db'), socketDir: path.resolve(config.dataDir) });
  } catch (err) {
    if (err instanceof DataDirInUseError) throw new StartError(err.message);
    throw err;
  }
  try {
    const prepare = async () => {
      await opened.migrate();
      // Demo orders of the purchase journey for a person on `npm start`, never under E2E (tests make their own).
      await seed(opened.db, { demoUsers: config.seedDemo, demoOrders: config.seedDemo && !config.E2E, hashPassword });
    };
    // Replicas starting together take turns (decision 0026); PGlite has one process anyway.
    await (config.DATABASE_URL ? whileAlone(config.DATABASE_URL, prepare) : prepare());
  } catch (err) {
    await opened.close().catch(() => {});
    if (config.DATABASE_URL && isDatabaseUnavailable(err)) {
      throw new StartError(
        `The database is unreachable at ${describeDatabaseUrl(config.DATABASE_URL)} (${unavailableReason(err)}): start PostgreSQL or fix DATABASE_URL.`,
      );
    }
    throw err;
  }
  logger.info({ database: opened.kind, ...(opened.socketPath ? { socket: opened.socketPath } : {}) }, 'database ready');
  return opened;
}

type Handler = (req: IncomingMessage | Http2ServerRequest, res: ServerResponse | Http2ServerResponse) => void;

const KEEP_ALIVE_MS = 65_000;

/**
 * The listening server: HTTPS with HTTP/2 (and HTTP/1.1 for clients without ALPN h2) when both
 * TLS files are configured, else plain HTTP/1.1 (a reverse proxy terminates TLS).
 */
function createNodeServer(config: Config, handle: Handler) {
  if (!config.TLS_CERT_FILE || !config.TLS_KEY_FILE) {
    const server = createServer(handle);
    // Node closes an idle kept-alive connection after 5 s; a client (a proxy's pool, a test's
    // request context) that reuses it at that moment gets ECONNRESET. Idle connections stay 65 s,
    // longer than the usual proxy's 60 s, and headers must still come within the minute after.
    server.keepAliveTimeout = KEEP_ALIVE_MS;
    server.headersTimeout = KEEP_ALIVE_MS + 1000;
    return { server, scheme: 'http' as const };
  }
  let cert: Buffer;
  let key: Buffer;
  try {
    cert = readFileSync(config.TLS_CERT_FILE);
    key = readFileSync(config.TLS_KEY_FILE);
  } catch (err) {
    throw new StartError(
      `The TLS certificate or key cannot be read (${err instanceof Error ? err.message : String(err)}): fix TLS_CERT_FILE and TLS_KEY_FILE.`,
    );
  }
  return { server: createSecureServer({ cert, key, allowHTTP1: true }, handle), scheme: 'https' as const };
}

/** The whole process: config, database, the app (with the web unless `web: false`), HTTP, shutdown. */
export async function startServer(options: { web: boolean }): Promise<void> {
  let config: Config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) return fail(err.message);
    throw err;
  }
  const logger = createLogger(config);
  let opened: OpenedDb;
  try {
    opened = await openDatabase(config, logger);
  } catch (err) {
    if (err instanceof StartError) return fail(err.message);
    throw err;
  }

  // Several replicas may share a PostgreSQL: back-office writes clear every replica's caches through
  // LISTEN/NOTIFY (decision 0026). PGlite has one process per database: nobody else to tell.
  const cacheNotices: NotifyBus | undefined = config.DATABASE_URL
    ? createNotifyBus({
        db: opened.db,
        url: config.DATABASE_URL,
        channel: CACHE_CHANNEL,
        onError: (err, during) =>
          logger.warn(
            { err: err.message },
            during === 'listen'
              ? 'the cache listener lost its connection; listening again'
              : 'a cache notice could not be sent',
          ),
      })
    : undefined;

  // Loaded once the database is ours: a refused start (lock held, database unreachable) says so
  // without first loading the whole app.
  const [{ createApp }, { createServices }] = await Promise.all([import('./app'), import('./services')]);
  // The composition root: every service built once, here (decision 0028).
  const services = createServices({ db: opened.db, config, logger });
  const app = createApp({ db: opened.db, config, logger, services, ...(cacheNotices ? { cacheNotices } : {}) });
  // The notification worker (decision 0039): polls, and on PostgreSQL wakes at once when any
  // replica commits an outbox row.
  const outboxNotices: NotifyBus | undefined =
    config.DATABASE_URL && config.NOTIFY_DELIVERY === 'on'
      ? createNotifyBus({ db: opened.db, url: config.DATABASE_URL, channel: OUTBOX_NOTIFY_CHANNEL })
      : undefined;
  outboxNotices?.onChange(() => services.notifications.delivery.kick());
  if (outboxNotices) await outboxNotices.start();
  const stopDelivery =
    config.NOTIFY_DELIVERY === 'on' ? services.notifications.delivery.start(config.NOTIFY_POLL_MS) : async () => {};
  // Listening before the first request is answered, so no write of another replica is missed.
  if (cacheNotices && !(await cacheNotices.start()))
    logger.warn('the cache listener could not connect yet; retrying in the background');
  const web: WebHandler = options.web
    ? await (
        await import('./web/ssr')
      ).mountWeb(app, config.NODE_ENV === 'development' ? 'development' : 'production', {
        vendorCode: config.VENDOR_CODE,
        publicUrl: config.PUBLIC_URL,
      })
    : { close: async () => {} };
  const listener = getRequestListener(app.fetch);
  let created: ReturnType<typeof createNodeServer>;
  try {
    created = createNodeServer(config, (req, res) => {
      // Vite's middleware (development) is written for HTTP/1 objects; HTTP/2's compatibility
      // objects offer the same methods it uses.
      if (web.nodeMiddleware)
        web.nodeMiddleware(req as IncomingMessage, res as ServerResponse, () => void listener(req, res));
      else void listener(req, res);
    });
  } catch (err) {
    await web.close();
    await cacheNotices?.close();
    await opened.close();
    if (err instanceof StartError) return fail(err.message);
    throw err;
  }
  const { server, scheme } = created;
  server.listen(config.PORT, config.HOST, () => {
    logger.info(
      `Fardin is serving ${scheme}://localhost:${config.PORT}${scheme === 'https' ? ' (HTTP/2 and HTTP/1.1)' : ''}`,
    );
  });

  let stopping = false;
  const shutdown = async () => {
    if (stopping) return;
    stopping = true;
    server.close();
    await web.close();
    await cacheNotices?.close();
    await outboxNotices?.close();
    await stopDelivery();
    // Closes the database socket and releases DATA_DIR/db.lock.
    await opened.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown());
  process.on('SIGTERM', () => void shutdown());
}

function fail(line: string): never {
  console.error(line);
  process.exit(1);
}
