import {
  BrokenCircuitError,
  circuitBreaker,
  CircuitState,
  ConsecutiveBreaker,
  ExponentialBackoff,
  halfJitterGenerator,
  handleWhen,
  retry,
  wrap,
} from 'cockatiel';
import { LRUCache } from 'lru-cache';

/**
 * Guards for a paid, sometimes slow upstream: a TTL cache (`lru-cache`), request coalescing (one
 * upstream call for identical concurrent requests), a circuit breaker and retries with exponential
 * backoff (`cockatiel`). Decision 0030 says why these, and what stayed ours.
 */

export class UpstreamError extends Error {
  constructor(
    message: string,
    /** 'unavailable' (timeouts, 5xx, open circuit) or 'malformed' (an answer we cannot read). */
    readonly kind: 'unavailable' | 'malformed' | 'rejected',
  ) {
    super(message);
  }
}

export interface TtlCacheOptions<V> {
  /** With `weigh`: the most total weight (e.g. bytes) kept; the least recently used entries go first. */
  maxWeight?: number;
  weigh?: (value: V) => number;
}

/**
 * A bounded map whose entries expire (decision 0030): `lru-cache` with a per-entry TTL, at most
 * `maxEntries` entries and, with `weigh`, at most `maxWeight`; when full, the least recently read
 * entry goes first. An entry expires once `ttlMs` have passed (`now() - set >= ttlMs`), read by
 * the clock given, to the millisecond (no clock caching).
 */
export class TtlCache<V> {
  /** Boxed: lru-cache keeps no `undefined`/`null`, and a missing product (`null`) is an answer too. */
  private readonly lru: LRUCache<string, { value: V }>;
  constructor(maxEntries = 2000, now: () => number = Date.now, options: TtlCacheOptions<V> = {}) {
    const { maxWeight, weigh } = options;
    this.lru = new LRUCache<string, { value: V }>({
      max: maxEntries,
      // lru-cache treats a start time of 0 as "no TTL" and expires after `age > ttl`: shift the clock
      // by one so that a clock at 0 still counts and an entry is gone at exactly `ttlMs`.
      perf: { now: () => now() + 1 },
      ttlResolution: 0,
      ...(maxWeight !== undefined
        ? {
            maxSize: maxWeight,
            sizeCalculation: (boxed: { value: V }) => Math.max(1, Math.ceil(weigh?.(boxed.value) ?? 0)),
          }
        : {}),
    });
  }

  get(key: string): V | undefined {
    return this.lru.get(key)?.value;
  }

  set(key: string, value: V, ttlMs: number): void {
    // An entry bigger than the whole cache is not kept, and replaces nothing (the old one goes).
    this.lru.set(key, { value }, { ttl: Math.max(1, ttlMs - 1) });
  }

  delete(key: string): void {
    this.lru.delete(key);
  }

  clear(): void {
    this.lru.clear();
  }

  get size(): number {
    return this.lru.size;
  }
}

/** Concurrent calls with the same key share one promise. */
export class Coalescer<V> {
  private readonly inFlight = new Map<string, Promise<V>>();
  run(key: string, task: () => Promise<V>): Promise<V> {
    const pending = this.inFlight.get(key);
    if (pending) return pending;
    const started = task().finally(() => this.inFlight.delete(key));
    this.inFlight.set(key, started);
    return started;
  }
}

/**
 * Starts `refetch(key)` in the background unless one for that key is already running; failures
 * are dropped (the caller keeps serving what it has). No `refetch`: does nothing.
 */
export function backgroundRefresher(refetch: ((key: string) => Promise<unknown>) | undefined): (key: string) => void {
  const running = new Coalescer<unknown>();
  return (key) => {
    if (!refetch) return;
    running.run(key, () => refetch(key)).catch(() => undefined);
  };
}

export interface UpstreamPolicyOptions {
  /** Retries after the first call (0: none). */
  retries: number;
  /** First retry waits between half of this and this; each later one doubles. */
  baseDelayMs: number;
  /** Consecutive failed calls (after their retries) that open the circuit. */
  threshold: number;
  /** How long an open circuit refuses calls before one trial call goes through. */
  cooldownMs: number;
}

/** Only outages count and are retried: a malformed answer or a refusal is the upstream's data problem. */
const outage = handleWhen((err) => !(err instanceof UpstreamError) || err.kind === 'unavailable');

const OPEN_CIRCUIT = 'The marketplace service is unavailable, please try again later';

/**
 * Circuit breaker around retries with exponential backoff (decision 0030, `cockatiel`): a call is
 * retried while it fails with an outage; `threshold` consecutive failed calls open the circuit,
 * which then refuses at once (an 'unavailable' UpstreamError) for `cooldownMs`. After that one
 * trial call goes through (half-open) while the calls arriving meanwhile wait for its outcome:
 * success closes the circuit and they run, failure opens it again and they are refused.
 */
export function upstreamPolicy(options: UpstreamPolicyOptions) {
  const retrying = retry(outage, {
    maxAttempts: options.retries,
    backoff: new ExponentialBackoff({
      initialDelay: options.baseDelayMs,
      maxDelay: 30_000,
      generator: halfJitterGenerator,
    }),
  });
  const breaker = circuitBreaker(outage, {
    halfOpenAfter: options.cooldownMs,
    breaker: new ConsecutiveBreaker(options.threshold),
  });
  const policy = wrap(breaker, retrying);
  return {
    /** `signal` (a deadline over every try): no retry starts once it has aborted. */
    async execute<T>(task: () => Promise<T>, signal?: AbortSignal): Promise<T> {
      try {
        return await policy.execute(() => task(), signal);
      } catch (err) {
        if (err instanceof BrokenCircuitError) throw new UpstreamError(OPEN_CIRCUIT, 'unavailable');
        throw err;
      }
    },
    get state(): 'closed' | 'open' | 'half-open' {
      return breaker.state === CircuitState.Closed
        ? 'closed'
        : breaker.state === CircuitState.HalfOpen
          ? 'half-open'
          : 'open';
    },
  };
}
