import { Hono } from 'hono';
import type { AppEnv } from '../../http/app-env';
import { DATABASE_RETRY_AFTER_SECONDS } from '../../http/errors';
import { healthAnswerSchema } from '@fardin/core/contract-foundation';
import { apiDoc } from '../../http/openapi';
import type { HealthService } from './service';

const doc = apiDoc('Health');

/** How long the health answer waits for the database before calling it down. */
const HEALTH_DATABASE_TIMEOUT_MS = 2000;

/**
 * `GET /api/health`: 200 `{status: 'ok', database: {kind, up: true}}`, or 503 `degraded` with
 * `up: false` while the database does not answer. Cheap: one `select 1`, shared by the health
 * checks that arrive while it runs, bounded by HEALTH_DATABASE_TIMEOUT_MS.
 */
export function healthRoutes(health: HealthService) {
  const { kind } = health;
  let probe: Promise<boolean> | null = null;
  return new Hono<AppEnv>().get(
    '/health',
    doc('Health: the server and its database', healthAnswerSchema, { errors: [503] }),
    async (c) => {
      probe ??= health.ping(HEALTH_DATABASE_TIMEOUT_MS).finally(() => {
        probe = null;
      });
      const up = await probe;
      if (!up) c.header('Retry-After', String(DATABASE_RETRY_AFTER_SECONDS));
      return c.json({ status: up ? 'ok' : 'degraded', database: { kind, up } }, up ? 200 : 503);
    },
  );
}
