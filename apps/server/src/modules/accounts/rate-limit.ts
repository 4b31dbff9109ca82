import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '@fardin/db/open-db';
import { rateLimits } from '@fardin/db/schema/accounts';

/**
 * One limit (decision 0013): `max` attempts per `windowS`; the attempt after that is refused and
 * blocks the key for `delayS`, doubled at each further block (`strikes`) up to `maxDelayS`. When a
 * block ends, one attempt is allowed before the next, longer block. A key quiet for a whole window
 * (counted from its last block) starts afresh.
 */
export interface RateRule {
  max: number;
  windowS: number;
  delayS: number;
  maxDelayS: number;
}

interface RateDecision {
  allowed: boolean;
  /** Seconds until the key may try again (0 when allowed). */
  retryAfterS: number;
}

/**
 * Attempt counters shared by every replica. An attempt is counted BEFORE the guarded work runs,
 * in one atomic statement, so a burst of concurrent requests can never all pass.
 */
export interface RateLimiter {
  hit(key: string, rule: RateRule): Promise<RateDecision>;
  /** Gives one attempt back (a success that should not use up the budget). */
  refund(key: string): Promise<void>;
  clear(key: string): Promise<void>;
}

// Column references of the existing row inside INSERT ... ON CONFLICT DO UPDATE (constants, not input).
const cur = {
  hits: sql.raw('"rate_limits"."hits"'),
  windowStart: sql.raw('"rate_limits"."window_start"'),
  blockedUntil: sql.raw('"rate_limits"."blocked_until"'),
  strikes: sql.raw('"rate_limits"."strikes"'),
};

const secondsUntil = (until: Date, at: Date) => Math.max(1, Math.ceil((until.getTime() - at.getTime()) / 1000));

export function createDbRateLimiter(db: Db, now: () => Date): RateLimiter {
  /** Starts a block on a key over its limit; of concurrent callers only the first sets it. */
  async function block(key: string, rule: RateRule, at: Date): Promise<Date | null> {
    const t = sql`${at.toISOString()}::timestamptz`;
    const delay = sql`least(${rule.delayS}::int * power(2, ${cur.strikes}), ${rule.maxDelayS}::int) * interval '1 second'`;
    const [set] = await db
      .update(rateLimits)
      .set({ blockedUntil: sql`${t} + ${delay}`, strikes: sql`${cur.strikes} + 1` })
      .where(and(eq(rateLimits.key, key), isNull(rateLimits.blockedUntil)))
      .returning({ blockedUntil: rateLimits.blockedUntil });
    if (set) return set.blockedUntil;
    const [row] = await db
      .select({ blockedUntil: rateLimits.blockedUntil })
      .from(rateLimits)
      .where(eq(rateLimits.key, key));
    return row?.blockedUntil ?? null;
  }

  return {
    async hit(key, rule) {
      const at = now();
      const t = sql`${at.toISOString()}::timestamptz`;
      const blocked = sql`${cur.blockedUntil} > ${t}`;
      const quiet = sql`greatest(${cur.windowStart}, coalesce(${cur.blockedUntil}, ${cur.windowStart})) <= ${t} - ${rule.windowS}::int * interval '1 second'`;
      const afterBlock = sql`${cur.blockedUntil} is not null`;
      const [row] = await db
        .insert(rateLimits)
        .values({ key, hits: 1, windowStart: at, strikes: 0 })
        .onConflictDoUpdate({
          target: rateLimits.key,
          set: {
            hits: sql`case when ${blocked} then ${cur.hits} when ${quiet} then 1 when ${afterBlock} then ${rule.max}::int else ${cur.hits} + 1 end`,
            windowStart: sql`case when ${blocked} then ${cur.windowStart} when ${quiet} or ${afterBlock} then ${t} else ${cur.windowStart} end`,
            strikes: sql`case when ${blocked} then ${cur.strikes} when ${quiet} then 0 else ${cur.strikes} end`,
            blockedUntil: sql`case when ${blocked} then ${cur.blockedUntil} else null end`,
          },
        })
        .returning({ hits: rateLimits.hits, blockedUntil: rateLimits.blockedUntil });
      if (!row) throw new Error('rate limit upsert returned nothing');
      if (row.blockedUntil && row.blockedUntil > at)
        return { allowed: false, retryAfterS: secondsUntil(row.blockedUntil, at) };
      if (row.hits <= rule.max) return { allowed: true, retryAfterS: 0 };
      const until = await block(key, rule, at);
      return { allowed: false, retryAfterS: until ? secondsUntil(until, at) : rule.delayS };
    },

    async refund(key) {
      await db
        .update(rateLimits)
        .set({ hits: sql`greatest(${cur.hits} - 1, 0)` })
        .where(eq(rateLimits.key, key));
    },

    async clear(key) {
      await db.delete(rateLimits).where(eq(rateLimits.key, key));
    },
  };
}

/**
 * Rows nobody has counted for `quietS` (default a day) and that block nothing: their strikes are
 * forgotten. Run by the housekeeping job.
 */
export async function purgeRateLimits(db: Pick<Db, 'delete'>, at: Date, quietS = 86_400): Promise<number> {
  const before = new Date(at.getTime() - quietS * 1000);
  const removed = await db
    .delete(rateLimits)
    .where(
      and(lt(rateLimits.windowStart, before), or(isNull(rateLimits.blockedUntil), lt(rateLimits.blockedUntil, before))),
    )
    .returning({ key: rateLimits.key });
  return removed.length;
}
