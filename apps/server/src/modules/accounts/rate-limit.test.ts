import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { rateLimits } from '@fardin/db/schema/accounts';
import { useTestApp } from '../../test/test-app';
import { TEST_DB_KINDS } from '../../test/test-db';
import { createDbRateLimiter, purgeRateLimits, type RateRule } from './rate-limit';

const RULE: RateRule = { max: 3, windowS: 600, delayS: 30, maxDelayS: 100 };

describe.each(TEST_DB_KINDS)('rate limits in the rate_limits table (%s)', (kind) => {
  let at = Date.parse('2026-03-01T08:00:00Z');
  const clock = () => new Date(at);
  const advance = (s: number) => (at += s * 1000);
  const t = useTestApp(kind);

  it('allows max attempts, then blocks with doubling delays and one attempt after each block', async () => {
    const limiter = createDbRateLimiter(t.opened.db, clock);
    const key = 'unit:progressive';
    for (let i = 0; i < 3; i += 1) expect(await limiter.hit(key, RULE)).toEqual({ allowed: true, retryAfterS: 0 });
    expect(await limiter.hit(key, RULE)).toEqual({ allowed: false, retryAfterS: 30 });
    advance(10);
    expect(await limiter.hit(key, RULE)).toEqual({ allowed: false, retryAfterS: 20 });
    advance(20);
    expect((await limiter.hit(key, RULE)).allowed).toBe(true);
    expect(await limiter.hit(key, RULE)).toEqual({ allowed: false, retryAfterS: 60 });
    advance(60);
    expect((await limiter.hit(key, RULE)).allowed).toBe(true);
    expect(await limiter.hit(key, RULE)).toEqual({ allowed: false, retryAfterS: 100 });
    advance(100);
    expect((await limiter.hit(key, RULE)).allowed).toBe(true);
    expect(await limiter.hit(key, RULE)).toEqual({ allowed: false, retryAfterS: 100 });
    // Quiet for a whole window after the last block: a fresh start, strikes forgotten.
    advance(100 + 600);
    for (let i = 0; i < 3; i += 1) expect((await limiter.hit(key, RULE)).allowed).toBe(true);
    expect(await limiter.hit(key, RULE)).toEqual({ allowed: false, retryAfterS: 30 });
  });

  it('gives an attempt back on refund and forgets a key on clear', async () => {
    const limiter = createDbRateLimiter(t.opened.db, clock);
    const key = 'unit:refund';
    for (let i = 0; i < 3; i += 1) await limiter.hit(key, RULE);
    await limiter.refund(key);
    expect((await limiter.hit(key, RULE)).allowed).toBe(true);
    expect((await limiter.hit(key, RULE)).allowed).toBe(false);
    await limiter.clear(key);
    expect((await limiter.hit(key, RULE)).allowed).toBe(true);
  });

  it('counts a new window once the old one is over', async () => {
    const limiter = createDbRateLimiter(t.opened.db, clock);
    const key = 'unit:window';
    for (let i = 0; i < 3; i += 1) await limiter.hit(key, RULE);
    advance(601);
    for (let i = 0; i < 3; i += 1) expect((await limiter.hit(key, RULE)).allowed).toBe(true);
  });

  it('purges counters quiet for a day, keeps the others', async () => {
    const limiter = createDbRateLimiter(t.opened.db, clock);
    await limiter.hit('unit:stale', RULE);
    advance(86_401);
    await limiter.hit('unit:fresh', RULE);
    expect(await purgeRateLimits(t.opened.db, clock())).toBeGreaterThanOrEqual(1);
    expect(await t.opened.db.select().from(rateLimits).where(eq(rateLimits.key, 'unit:stale'))).toHaveLength(0);
    expect(await t.opened.db.select().from(rateLimits).where(eq(rateLimits.key, 'unit:fresh'))).toHaveLength(1);
  });

  it.skipIf(kind !== 'postgres')('lets exactly max of 100 concurrent attempts through (PostgreSQL)', async () => {
    const limiter = createDbRateLimiter(t.opened.db, clock);
    const rule: RateRule = { max: 7, windowS: 600, delayS: 60, maxDelayS: 60 };
    const decisions = await Promise.all(Array.from({ length: 100 }, () => limiter.hit('unit:burst', rule)));
    expect(decisions.filter((d) => d.allowed)).toHaveLength(7);
    expect(decisions.filter((d) => !d.allowed).every((d) => d.retryAfterS > 0 && d.retryAfterS <= 60)).toBe(true);
    const [row] = await t.opened.db.select().from(rateLimits).where(eq(rateLimits.key, 'unit:burst'));
    expect(row?.strikes).toBe(1);
  });
});

if (!process.env.TEST_DATABASE_URL)
  console.warn(
    'rate-limit.test.ts: TEST_DATABASE_URL unset, the concurrent burst runs only on PostgreSQL and is skipped',
  );
