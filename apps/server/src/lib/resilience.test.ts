import { describe, expect, it } from 'vitest';
import { TtlCache, UpstreamError, upstreamPolicy } from './resilience';

const outage = () => new UpstreamError('down', 'unavailable');
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('TtlCache (lru-cache, decision 0030)', () => {
  it('expires an entry at exactly its TTL, by the clock it is given, a clock at 0 included', () => {
    let clock = 0;
    const cache = new TtlCache<string>(10, () => clock);
    cache.set('a', 'A', 100);
    clock = 99;
    expect(cache.get('a')).toBe('A');
    clock = 100;
    expect(cache.get('a')).toBeUndefined();
  });

  it('keeps null (a missing product is an answer) and tells it from a miss', () => {
    const cache = new TtlCache<string | null>(10);
    cache.set('gone', null, 1000);
    expect(cache.get('gone')).toBeNull();
    expect(cache.get('other')).toBeUndefined();
  });

  it('evicts the least recently read entry when full (was: the oldest written)', () => {
    const cache = new TtlCache<number>(2);
    cache.set('a', 1, 1000);
    cache.set('b', 2, 1000);
    expect(cache.get('a')).toBe(1); // read: 'b' is now the least recently used
    cache.set('c', 3, 1000);
    expect(cache.get('a')).toBe(1);
    expect(cache.get('b')).toBeUndefined();
    expect(cache.size).toBe(2);
  });

  it('bounds the total weight; an entry heavier than the whole cache is not kept and drops the old one', () => {
    const cache = new TtlCache<string>(100, Date.now, { maxWeight: 10, weigh: (v) => v.length });
    cache.set('a', 'xxxx', 1000);
    cache.set('b', 'yyyy', 1000);
    cache.set('c', 'zzzz', 1000); // 12 > 10: 'a' goes
    expect([cache.get('a'), cache.get('b'), cache.get('c')]).toEqual([undefined, 'yyyy', 'zzzz']);
    cache.set('b', 'w'.repeat(11), 1000);
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('c')).toBe('zzzz');
    cache.set('empty', '', 1000); // weight 0 counts as 1 (lru-cache needs a positive size)
    expect(cache.get('empty')).toBe('');
  });
});

describe('upstreamPolicy (cockatiel breaker around retries, decision 0030)', () => {
  it('retries outages `retries` times, then gives up with the outage', async () => {
    const policy = upstreamPolicy({ retries: 2, baseDelayMs: 1, threshold: 5, cooldownMs: 1000 });
    let calls = 0;
    await expect(
      policy.execute(async () => {
        calls++;
        throw outage();
      }),
    ).rejects.toMatchObject({ kind: 'unavailable' });
    expect(calls).toBe(3);
    calls = 0;
    expect(await policy.execute(async () => (++calls < 3 ? Promise.reject(outage()) : 'ok'))).toBe('ok');
    expect(calls).toBe(3);
  });

  it('neither retries nor counts a malformed answer or a refusal', async () => {
    const policy = upstreamPolicy({ retries: 2, baseDelayMs: 1, threshold: 1, cooldownMs: 60_000 });
    let calls = 0;
    for (const kind of ['malformed', 'rejected', 'malformed'] as const) {
      await expect(
        policy.execute(async () => {
          calls++;
          throw new UpstreamError('bad', kind);
        }),
      ).rejects.toMatchObject({ kind });
    }
    expect(calls).toBe(3);
    expect(policy.state).toBe('closed');
  });

  it('opens after `threshold` consecutive failed calls and then refuses without calling', async () => {
    const policy = upstreamPolicy({ retries: 0, baseDelayMs: 1, threshold: 2, cooldownMs: 60_000 });
    let calls = 0;
    const failing = async () => {
      calls++;
      throw outage();
    };
    await expect(policy.execute(failing)).rejects.toThrow('down');
    expect(policy.state).toBe('closed');
    await expect(policy.execute(failing)).rejects.toThrow('down');
    expect(policy.state).toBe('open');
    await expect(
      policy.execute(async () => {
        calls++;
        return 'ok';
      }),
    ).rejects.toMatchObject({ kind: 'unavailable', message: expect.stringMatching(/unavailable/) });
    expect(calls).toBe(2);
  });

  it('a success resets the count of consecutive failures', async () => {
    const policy = upstreamPolicy({ retries: 0, baseDelayMs: 1, threshold: 2, cooldownMs: 60_000 });
    await expect(
      policy.execute(async () => {
        throw outage();
      }),
    ).rejects.toThrow();
    await policy.execute(async () => 'ok');
    await expect(
      policy.execute(async () => {
        throw outage();
      }),
    ).rejects.toThrow();
    expect(policy.state).toBe('closed');
  });

  it('half-open: after the cooldown ONE trial call reaches the upstream; the others wait for it and run after its success', async () => {
    const policy = upstreamPolicy({ retries: 0, baseDelayMs: 1, threshold: 1, cooldownMs: 30 });
    await expect(
      policy.execute(async () => {
        throw outage();
      }),
    ).rejects.toThrow();
    await wait(40);
    let trialDone = false;
    const startedDuringTrial: boolean[] = [];
    const task = async () => {
      startedDuringTrial.push(!trialDone);
      await wait(20);
      trialDone = true;
      return 'ok';
    };
    const answers = await Promise.all([policy.execute(task), policy.execute(task), policy.execute(task)]);
    expect(answers).toEqual(['ok', 'ok', 'ok']);
    // Only the trial started before the trial ended (ours used to let every call through while half-open).
    expect(startedDuringTrial).toEqual([true, false, false]);
    expect(policy.state).toBe('closed');
  });

  it('half-open: a failed trial opens the circuit again and the waiting calls are refused without reaching the upstream', async () => {
    const policy = upstreamPolicy({ retries: 0, baseDelayMs: 1, threshold: 1, cooldownMs: 30 });
    await expect(
      policy.execute(async () => {
        throw outage();
      }),
    ).rejects.toThrow();
    await wait(40);
    let calls = 0;
    const failing = async () => {
      calls++;
      await wait(10);
      throw outage();
    };
    const results = await Promise.allSettled([
      policy.execute(failing),
      policy.execute(failing),
      policy.execute(failing),
    ]);
    expect(calls).toBe(1);
    expect(results.every((r) => r.status === 'rejected' && (r.reason as UpstreamError).kind === 'unavailable')).toBe(
      true,
    );
    expect(policy.state).toBe('open');
  });
});
