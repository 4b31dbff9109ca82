/**
 * Guards for a paid, sometimes slow upstream: a TTL cache, request coalescing (one upstream call
 * for identical concurrent requests), a circuit breaker and retries with exponential backoff.
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
  /** With `weigh`: the most total weight (e.g. bytes) kept; the oldest entries go first. */
  maxWeight?: number;
  weigh?: (value: V) => number;
}

/** A bounded map whose entries expire; the oldest entry goes first when full. */
export class TtlCache<V> {
  private readonly entries = new Map<string, { value: V; expires: number; weight: number }>();
  private totalWeight = 0;
  constructor(
    private readonly maxEntries = 2000,
    private readonly now: () => number = Date.now,
    private readonly options: TtlCacheOptions<V> = {},
  ) {}

  get(key: string): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expires <= this.now()) {
      this.delete(key);
      return undefined;
    }
    return entry.value;
  }

  set(key: string, value: V, ttlMs: number): void {
    this.delete(key);
    const weight = this.options.weigh?.(value) ?? 0;
    if (this.options.maxWeight !== undefined && weight > this.options.maxWeight) return;
    while (this.entries.size > 0 && (this.entries.size >= this.maxEntries || (this.options.maxWeight !== undefined && this.totalWeight + weight > this.options.maxWeight))) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.delete(oldest);
    }
    this.entries.set(key, { value, expires: this.now() + ttlMs, weight });
    this.totalWeight += weight;
  }

  delete(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.totalWeight -= entry.weight;
  }

  clear(): void {
    this.entries.clear();
    this.totalWeight = 0;
  }

  get size(): number {
    return this.entries.size;
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

/** Opens after `threshold` consecutive failures; lets one trial call through after `cooldownMs`. */
export class CircuitBreaker {
  private failures = 0;
  private openedAt: number | null = null;
  constructor(
    private readonly threshold = 5,
    private readonly cooldownMs = 30_000,
    private readonly now: () => number = Date.now,
  ) {}

  get state(): 'closed' | 'open' | 'half-open' {
    if (this.openedAt === null) return 'closed';
    return this.now() - this.openedAt >= this.cooldownMs ? 'half-open' : 'open';
  }

  async call<T>(task: () => Promise<T>): Promise<T> {
    if (this.state === 'open') throw new UpstreamError('The marketplace service is unavailable, please try again later', 'unavailable');
    try {
      const value = await task();
      this.failures = 0;
      this.openedAt = null;
      return value;
    } catch (err) {
      // Malformed answers and refusals are the upstream's data problems, not an outage.
      if (err instanceof UpstreamError && err.kind !== 'unavailable') throw err;
      this.failures += 1;
      if (this.failures >= this.threshold || this.openedAt !== null) this.openedAt = this.now();
      throw err;
    }
  }
}

export interface RetryOptions {
  retries: number;
  baseDelayMs: number;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Retries `task` while it fails with an 'unavailable' UpstreamError, waiting base * 2^n (+ jitter). */
export async function withRetries<T>(task: () => Promise<T>, options: RetryOptions): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await task();
    } catch (err) {
      const retryable = err instanceof UpstreamError && err.kind === 'unavailable';
      if (!retryable || attempt >= options.retries) throw err;
      await sleep(options.baseDelayMs * 2 ** attempt * (1 + Math.random() * 0.2));
    }
  }
}
