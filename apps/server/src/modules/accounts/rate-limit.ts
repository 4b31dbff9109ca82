import { and, count, eq, gt, lt } from 'drizzle-orm';
import type { Db } from '@fardin/db/open-db';
import { rateEvents } from '@fardin/db/schema/accounts';

/**
 * Counted events in a sliding window. The database version works across replicas; an in-memory or
 * Redis version only has to implement these three calls.
 */
export interface RateLimiter {
  count(key: string, windowS: number): Promise<number>;
  hit(key: string): Promise<void>;
  clear(key: string): Promise<void>;
}

export function createDbRateLimiter(db: Db, now: () => Date): RateLimiter {
  return {
    async count(key, windowS) {
      const since = new Date(now().getTime() - windowS * 1000);
      const [row] = await db.select({ n: count() }).from(rateEvents).where(and(eq(rateEvents.key, key), gt(rateEvents.at, since)));
      return row?.n ?? 0;
    },
    async hit(key) {
      const at = now();
      await db.insert(rateEvents).values({ key, at });
      // Old events of this key are useless after a day: keep the table small as we go.
      await db.delete(rateEvents).where(and(eq(rateEvents.key, key), lt(rateEvents.at, new Date(at.getTime() - 86_400_000))));
    },
    async clear(key) {
      await db.delete(rateEvents).where(eq(rateEvents.key, key));
    },
  };
}

export function createMemoryRateLimiter(now: () => Date): RateLimiter {
  const events = new Map<string, number[]>();
  return {
    async count(key, windowS) {
      const since = now().getTime() - windowS * 1000;
      return (events.get(key) ?? []).filter((t) => t > since).length;
    },
    async hit(key) {
      const list = events.get(key) ?? [];
      list.push(now().getTime());
      events.set(key, list.slice(-100));
    },
    async clear(key) {
      events.delete(key);
    },
  };
}
