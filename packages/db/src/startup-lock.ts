import pg from 'pg';
import { CONNECT_TIMEOUT_MS } from './open-db';

/** The advisory lock of migrating and seeding ('fard' 02; the purge holds 'fard' 01). */
const STARTUP_LOCK = 0x66617264_02;

/**
 * Runs `fn` (migrations and seed) while no other process on this PostgreSQL runs its own: replicas
 * started together on an empty database would otherwise create the same tables and seed rows at
 * once. The lock is held by a session of its own (the pool's connections come and go) and ends
 * with it, so a process that dies mid-way never leaves it taken.
 */
export async function whileAlone<T>(url: string, fn: () => Promise<T>): Promise<T> {
  const session = new pg.Client({
    connectionString: url,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    application_name: 'fardin-start',
  });
  // A lost connection fails the statement in progress; the event must not end the process.
  session.on('error', () => {});
  await session.connect();
  try {
    await session.query('select pg_advisory_lock($1::bigint)', [STARTUP_LOCK]);
    return await fn();
  } finally {
    await session.end().catch(() => {});
  }
}
