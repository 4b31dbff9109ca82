import path from 'node:path';
import { createServer } from 'node:http';
import { getRequestListener } from '@hono/node-server';
import { openDb } from '@fardin/db/open-db';
import { seed } from '@fardin/db/seed/seed';
import { ConfigError, loadConfig } from './config';
import { createLogger } from './logger';
import { createApp } from './app';
import { mountWeb } from './web/ssr';
import { hashPassword } from './modules/accounts/password';

async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
  const logger = createLogger(config);
  const opened = await openDb({ url: config.DATABASE_URL, dataDir: path.resolve(config.dataDir, 'db') });
  await opened.migrate();
  await seed(opened.db, { demoUsers: config.seedDemo, hashPassword });
  logger.info({ database: opened.kind }, 'database ready');

  const app = createApp({ db: opened.db, config, logger });
  const web = await mountWeb(app, config.NODE_ENV === 'development' ? 'development' : 'production', config.VENDOR_CODE);
  const listener = getRequestListener(app.fetch);
  const server = createServer((req, res) => {
    if (web.nodeMiddleware) web.nodeMiddleware(req, res, () => void listener(req, res));
    else void listener(req, res);
  });
  server.listen(config.PORT, config.HOST, () => {
    logger.info(`Fardin is serving http://localhost:${config.PORT}`);
  });

  const shutdown = async () => {
    server.close();
    await web.close();
    await opened.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown());
  process.on('SIGTERM', () => void shutdown());
}

void main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
