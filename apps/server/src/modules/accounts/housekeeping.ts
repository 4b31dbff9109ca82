import { and, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '@fardin/db/open-db';
import { otpCodes, sessions } from '@fardin/db/schema/accounts';
import type { Logger } from '../../logger';
import { purgeRateLimits } from './rate-limit';

/** The advisory lock of the purge: with several replicas, one purges and the others skip that round. */
const PURGE_LOCK = 0x66617264_01;
const HOUSEKEEPING_EVERY_MS = 15 * 60 * 1000;

export interface Purged {
  sessions: number;
  otpCodes: number;
  rateLimits: number;
}

/**
 * Deletes expired sessions, spent or expired codes (a live confirm reference stays) and rate
 * counters quiet for a day. Answers null when another replica holds the lock.
 */
export async function purgeExpired(db: Db, at: Date): Promise<Purged | null> {
  return db.transaction(async (tx) => {
    const lock = (await tx.execute(
      sql`select pg_try_advisory_xact_lock(${PURGE_LOCK}::bigint) as locked`,
    )) as unknown as { rows: Array<{ locked: boolean }> };
    if (!lock.rows[0]?.locked) return null;
    const oldSessions = await tx.delete(sessions).where(lt(sessions.expiresAt, at)).returning({ id: sessions.id });
    const oldCodes = await tx
      .delete(otpCodes)
      .where(or(lt(otpCodes.expiresAt, at), and(isNotNull(otpCodes.usedAt), isNull(otpCodes.confirmHash))))
      .returning({ id: otpCodes.id });
    const counters = await purgeRateLimits(tx, at);
    return { sessions: oldSessions.length, otpCodes: oldCodes.length, rateLimits: counters };
  });
}

/**
 * Runs the purge every 15 minutes on a timer that never keeps the process alive. Answers the stop
 * function. Tests call `purgeExpired` themselves.
 */
export function startHousekeeping(
  db: Db,
  now: () => Date,
  logger: Logger,
  everyMs = HOUSEKEEPING_EVERY_MS,
): () => void {
  const run = () => {
    purgeExpired(db, now()).then(
      (purged) => {
        if (purged) logger.debug({ purged }, 'housekeeping');
      },
      (err: unknown) => logger.warn({ err }, 'housekeeping failed'),
    );
  };
  const timer = setInterval(run, everyMs);
  timer.unref();
  const first = setTimeout(run, 30_000);
  first.unref();
  return () => {
    clearInterval(timer);
    clearTimeout(first);
  };
}
