import { Hono } from 'hono';
import { sql } from 'drizzle-orm';
import type { Db } from '@fardin/db/open-db';
import type { AppEnv } from '../../http/app-env';

export function healthRoutes(db: Db) {
  return new Hono<AppEnv>().get('/health', async (c) => {
    await db.execute(sql`select 1`);
    return c.json({ status: 'ok' });
  });
}
