import { describe, expect, it } from 'vitest';
import { Hono } from 'hono';
import type { AppEnv } from './app-env';
import { clientSlots, type ClientSlotLimits } from './client-slots';
import { handleError } from './errors';
import { resolveClientAddress, TEST_ADDRESS_HEADER } from './client-address';

/** An app whose one route waits until the test opens its gate, counting how many run at once. */
function gatedApp(limits: ClientSlotLimits) {
  let running = 0;
  let most = 0;
  const gates: Array<() => void> = [];
  const app = new Hono<AppEnv>();
  app.use(resolveClientAddress({ trustProxy: 0, testHeader: true }));
  app.use(clientSlots(limits));
  app.get('/work', async (c) => {
    running += 1;
    most = Math.max(most, running);
    await new Promise<void>((resolve) => gates.push(resolve));
    running -= 1;
    return c.json({ ok: true });
  });
  app.onError(handleError);
  const from = (address: string) => app.request('/work', { headers: { [TEST_ADDRESS_HEADER]: address } });
  const settle = () => new Promise((resolve) => setTimeout(resolve, 20));
  return {
    from,
    settle,
    openAll: async () => {
      while (gates.length) {
        gates.splice(0).forEach((open) => open());
        await settle();
      }
    },
    running: () => running,
    most: () => most,
  };
}

describe('client slots (decision 0034)', () => {
  it('one client runs at most maxInFlight requests at once; the rest wait their turn and all answer', async () => {
    const g = gatedApp({ maxInFlight: 2, maxQueued: 10, queueTimeoutMs: 5000 });
    const answers = Array.from({ length: 6 }, () => g.from('203.0.113.1'));
    await g.settle();
    expect(g.running()).toBe(2);
    await g.openAll();
    expect((await Promise.all(answers)).map((r) => r.status)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(g.most()).toBe(2);
  });

  it("another client is not in the busy client's line", async () => {
    const g = gatedApp({ maxInFlight: 1, maxQueued: 10, queueTimeoutMs: 5000 });
    const busy = Array.from({ length: 4 }, () => g.from('203.0.113.2'));
    const other = g.from('198.51.100.2');
    await g.settle();
    expect(g.running()).toBe(2);
    await g.openAll();
    await Promise.all([...busy, other]);
  });

  it('a full line answers 429 request.too_many_in_flight with Retry-After', async () => {
    const g = gatedApp({ maxInFlight: 1, maxQueued: 2, queueTimeoutMs: 5000 });
    const kept = Array.from({ length: 3 }, () => g.from('203.0.113.3'));
    await g.settle();
    const refused = await g.from('203.0.113.3');
    expect(refused.status).toBe(429);
    expect(refused.headers.get('Retry-After')).toBe('1');
    expect(await refused.json()).toMatchObject({ code: 'request.too_many_in_flight' });
    await g.openAll();
    expect((await Promise.all(kept)).map((r) => r.status)).toEqual([200, 200, 200]);
  });

  it('waiting longer than queueTimeoutMs answers 503 request.too_many_in_flight, and the slot is not lost', async () => {
    const g = gatedApp({ maxInFlight: 1, maxQueued: 5, queueTimeoutMs: 100 });
    const first = g.from('203.0.113.4');
    await g.settle();
    const late = await g.from('203.0.113.4');
    expect(late.status).toBe(503);
    expect(await late.json()).toMatchObject({ code: 'request.too_many_in_flight' });
    await g.openAll();
    expect((await first).status).toBe(200);
    // The timed-out request left the line: the next one runs at once.
    const next = g.from('203.0.113.4');
    await g.settle();
    expect(g.running()).toBe(1);
    await g.openAll();
    expect((await next).status).toBe(200);
  });
});
