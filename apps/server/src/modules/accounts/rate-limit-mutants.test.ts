import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { rateLimits } from '@fardin/db/schema/accounts';
import { useTestApp } from '../../test/test-app';
import { TEST_DB_KINDS } from '../../test/test-db';
import { createDbRateLimiter, type RateRule } from './rate-limit';

const RULE: RateRule = { max: 3, windowS: 600, delayS: 30, maxDelayS: 100 };

/**
 * Tests written for the mutants Stryker left alive in accounts/rate-limit.ts
 * (docs/mutation-testing.md): the path where a second caller over the limit finds the block
 * already set by another. On PGlite too: queries queue in order, so concurrent hits on one key
 * all count before either starts its block.
 */
describe.each(TEST_DB_KINDS)('rate limit mutants (%s)', (kind) => {
  let at = Date.parse('2026-03-02T08:00:00Z');
  const clock = () => new Date(at);
  const t = useTestApp(kind);

  it('callers over the limit at once all get the block the first of them set (a doubled one after a strike)', async () => {
    const limiter = createDbRateLimiter(t.opened.db, clock);
    const key = 'unit:concurrent-block';
    for (let i = 0; i < 3; i += 1) expect((await limiter.hit(key, RULE)).allowed).toBe(true);
    expect(await limiter.hit(key, RULE)).toEqual({ allowed: false, retryAfterS: 30 });
    at += 30_000;
    // After the block: one attempt, then the next block is 60 s, whoever of the callers set it.
    const decisions = await Promise.all(Array.from({ length: 4 }, () => limiter.hit(key, RULE)));
    expect(decisions.filter((d) => d.allowed)).toHaveLength(1);
    expect(decisions.filter((d) => !d.allowed)).toEqual([
      { allowed: false, retryAfterS: 60 },
      { allowed: false, retryAfterS: 60 },
      { allowed: false, retryAfterS: 60 },
    ]);
    const [row] = await t.opened.db.select().from(rateLimits).where(eq(rateLimits.key, key));
    expect(row?.strikes).toBe(2);
  });
});
