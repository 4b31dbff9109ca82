import { Hono } from 'hono';
import type { Db } from '@fardin/db/open-db';
import type { AppEnv } from '../../http/app-env';

/** The in-site assistant (/chat). */
export function assistantRoutes(_deps: { db: Db }) {
  return new Hono<AppEnv>();
}
