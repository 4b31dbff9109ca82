import path from 'node:path';
import { createServer } from 'node:http';
import { getRequestListener } from '@hono/node-server';
import { openDb, type OpenedDb } from '@fardin/db/open-db';
import { DataDirInUseError } from '@fardin/db/data-dir-lock';
import { describeDatabaseUrl, isDatabaseUnavailable, unavailableReason } from '@fardin/db/db-errors';
import { seed } from '@fardin/db/seed/seed';
import { ConfigError, loadConfig, type Config } from './config';
import { createLogger, type Logger } from './logger';
import type { WebHandler } from './web/ssr';
import { hashPassword } from './modules/accounts/password';

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
          onConnectionError: (err) => logger.warn({ err: err.message }, 'a database connection was lost; the next query reconnects'),
        })
      : await openDb({ dataDir: path.resolve(config.dataDir, 'db'), socketDir: path.resolve(config.dataDir) });
  } catch (err) {
    if (err instanceof DataDirInUseError) throw new StartError(err.message);
    throw err;
  }
  try {
    await opened.migrate();
    await seed(opened.db, { demoUsers: config.seedDemo, hashPassword });
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

  // Loaded once the database is ours: a refused start (lock held, database unreachable) says so
  // without first loading the whole app.
  const { createApp } = await import('./app');
  const app = createApp({ db: opened.db, config, logger });
  const web: WebHandler = options.web
    ? await (await import('./web/ssr')).mountWeb(app, config.NODE_ENV === 'development' ? 'development' : 'production', config.VENDOR_CODE)
    : { close: async () => {} };
  const listener = getRequestListener(app.fetch);
  const server = createServer((req, res) => {
    if (web.nodeMiddleware) web.nodeMiddleware(req, res, () => void listener(req, res));
    else void listener(req, res);
  });
  server.listen(config.PORT, config.HOST, () => {
    logger.info(`Fardin is serving http://localhost:${config.PORT}`);
  });

  let stopping = false;
  const shutdown = async () => {
    if (stopping) return;
    stopping = true;
    server.close();
    await web.close();
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
