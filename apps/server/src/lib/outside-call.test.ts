import { afterEach, describe, expect, it } from 'vitest';
import { startHostileServer, timed, type HostileServer } from '../test/hostile-server';
import { callOutside, OutsideCallError, type OutsideRules } from './outside-call';

/** Short deadlines for the tests: the rules are the same at 300 ms as at 9 s. */
const RULES: OutsideRules = { service: 'test', deadlineMs: 300, maxBytes: 64 * 1024 };

let servers: HostileServer[] = [];
afterEach(async () => {
  await Promise.all(servers.map((s) => s.close()));
  servers = [];
});
async function hostile(mode: Parameters<typeof startHostileServer>[0]) {
  const server = await startHostileServer(mode);
  servers.push(server);
  return server;
}

function kindOf(error: unknown): string | undefined {
  return error instanceof OutsideCallError ? error.kind : undefined;
}

describe('one outside call: deadline, byte cap, allowlist (decision 0035)', () => {
  it('ends a call to a service that accepts and never answers at its deadline', async () => {
    const server = await hostile('silent');
    const { ms, error } = await timed(() => callOutside(`${server.url}/x`, {}, RULES));
    expect(kindOf(error)).toBe('timeout');
    expect(ms).toBeGreaterThanOrEqual(250);
    expect(ms).toBeLessThan(2000);
    expect(server.requests).toBeLessThanOrEqual(1);
  });

  it('ends a call whose answer drips in slowly at the same deadline (reading included)', async () => {
    const server = await hostile('slow');
    const { ms, error } = await timed(() => callOutside(server.url, {}, RULES));
    expect(kindOf(error)).toBe('timeout');
    expect(ms).toBeLessThan(2000);
    // The connection is dropped (undici closes an aborted socket within seconds, not at once).
    await expect.poll(() => server.open, { timeout: 10_000 }).toBe(0);
  });

  it('stops reading a 150 MB answer past the cap and drops the connection', async () => {
    const server = await hostile('huge');
    const { ms, error } = await timed(() =>
      callOutside(server.url, {}, { ...RULES, deadlineMs: 10_000, maxBytes: 1024 * 1024 }),
    );
    expect(kindOf(error)).toBe('too_large');
    expect(ms).toBeLessThan(5000);
    // Nothing more is read: far from 150 MB left the server (the socket buffers, not the answer).
    const sent = server.sent;
    expect(sent).toBeLessThan(32 * 1024 * 1024);
    await expect.poll(() => server.open, { timeout: 10_000 }).toBe(0);
    expect(server.sent).toBeLessThan(32 * 1024 * 1024);
    expect(server.sent - sent).toBeLessThan(8 * 1024 * 1024);
  });

  it('refuses a declared Content-Length over the cap before reading', async () => {
    const fake: typeof fetch = async () =>
      new Response('x'.repeat(10), { headers: { 'content-length': String(100 * 1024 * 1024) } });
    const { error } = await timed(() => callOutside('http://svc.example/', {}, RULES, { fetch: fake }));
    expect(kindOf(error)).toBe('too_large');
  });

  it('answers a refused connection as unreachable, at once', async () => {
    const server = await hostile('refuse');
    const { ms, error } = await timed(() => callOutside(server.url, {}, RULES));
    expect(kindOf(error)).toBe('unreachable');
    expect(ms).toBeLessThan(1000);
  });

  it('calls only allowed hosts (and their subdomains) when an allowlist is given', async () => {
    let called = 0;
    const fake: typeof fetch = async () => {
      called += 1;
      return new Response('{}');
    };
    const rules = { ...RULES, hosts: ['alicdn.com'] };
    expect((await callOutside('https://img.alicdn.com/a.jpg', {}, rules, { fetch: fake })).status).toBe(200);
    for (const url of ['https://alicdn.com.evil.example/a', 'http://127.0.0.1/', 'file:///etc/passwd']) {
      const { error } = await timed(() => callOutside(url, {}, rules, { fetch: fake }));
      expect(kindOf(error), url).toBe('host_not_allowed');
    }
    expect(called).toBe(1);
  });

  it('ends at the deadline even when the fetch used ignores the abort signal', async () => {
    const never: typeof fetch = () => new Promise<Response>(() => undefined);
    const { ms, error } = await timed(() => callOutside('http://svc.example/', {}, RULES, { fetch: never }));
    expect(kindOf(error)).toBe('timeout');
    expect(ms).toBeLessThan(2000);
  });

  it('reads an ordinary answer whole', async () => {
    const fake: typeof fetch = async () => new Response(JSON.stringify({ ok: 1 }), { status: 201 });
    const res = await callOutside('http://svc.example/', {}, RULES, { fetch: fake });
    expect(res.status).toBe(201);
    expect(res.json()).toEqual({ ok: 1 });
  });
});
