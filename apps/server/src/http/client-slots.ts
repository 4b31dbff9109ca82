import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from './app-env';
import { clientAddress } from './client-address';
import { HttpError } from './errors';

/** Bounds on one client's requests running at once (decision 0034; CLIENT_* settings). */
export interface ClientSlotLimits {
  /** Requests of one client running at once. */
  maxInFlight: number;
  /** Requests of one client waiting for a slot; one more answers 429 `request.too_many_in_flight`. */
  maxQueued: number;
  /** A waiting request gives up after this long: 503 `request.too_many_in_flight`. */
  queueTimeoutMs: number;
}

interface Slots {
  running: number;
  waiting: Array<() => void>;
}

/**
 * Per-client concurrency bound of the API, in this process: an account (else an address) runs at
 * most `maxInFlight` requests at once, so it holds at most that many of the database pool's
 * connections (a transaction holds one for its whole life) and every other client keeps the rest.
 * Further requests wait in line without a connection, first come first served; the line is bounded
 * in length and in time. Counted after authentication: shoppers behind one carrier address each
 * have their own slots once logged in.
 */
export function clientSlots(limits: ClientSlotLimits): MiddlewareHandler<AppEnv> {
  const clients = new Map<string, Slots>();

  function release(key: string, slots: Slots): void {
    const next = slots.waiting.shift();
    if (next) return next(); // the slot passes to the next in line: `running` stays the same
    slots.running -= 1;
    if (slots.running === 0) clients.delete(key);
  }

  async function acquire(key: string): Promise<Slots> {
    let slots = clients.get(key);
    if (!slots) clients.set(key, (slots = { running: 0, waiting: [] }));
    if (slots.running < limits.maxInFlight) {
      slots.running += 1;
      return slots;
    }
    if (slots.waiting.length >= limits.maxQueued)
      throw new HttpError(429, 'request.too_many_in_flight', { headers: { 'Retry-After': '1' } });
    const line = slots;
    await new Promise<void>((resolve, reject) => {
      const turn = () => {
        clearTimeout(timer);
        resolve();
      };
      const timer = setTimeout(() => {
        const at = line.waiting.indexOf(turn);
        if (at >= 0) line.waiting.splice(at, 1);
        reject(new HttpError(503, 'request.too_many_in_flight', { headers: { 'Retry-After': '1' } }));
      }, limits.queueTimeoutMs);
      line.waiting.push(turn);
    });
    return line;
  }

  return async (c, next) => {
    const user = c.get('user');
    const key = user ? `user:${user.id}` : `ip:${clientAddress(c)}`;
    const slots = await acquire(key);
    try {
      await next();
    } finally {
      release(key, slots);
    }
  };
}
