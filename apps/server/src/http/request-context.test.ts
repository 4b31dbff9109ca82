import { describe, expect, it, vi } from 'vitest';
import { Writable } from 'node:stream';
import { Hono } from 'hono';
import pino from 'pino';
import type { AppEnv } from './app-env';
import { requestContext } from './request-context';

function capture(level: pino.Level) {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _enc, done) {
      lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
      done();
    },
  });
  return { root: pino({ level }, stream), lines };
}

describe('request context', () => {
  it('logs through a per-request child made only when something is logged', async () => {
    const { root, lines } = capture('warn');
    const child = vi.spyOn(root, 'child');
    const app = new Hono<AppEnv>();
    app.use(requestContext(root));
    app.get('/quiet', (c) => c.json({ ok: true }));
    app.get('/loud', (c) => {
      c.get('logger').warn({ n: 1 }, 'careful');
      return c.json({ ok: true });
    });

    const quiet = await app.request('/quiet');
    expect(quiet.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    expect(child).not.toHaveBeenCalled();

    const loud = await app.request('/loud', { headers: { 'X-Request-Id': 'trace-42' } });
    expect(loud.headers.get('x-request-id')).toBe('trace-42');
    expect(child).toHaveBeenCalledTimes(1);
    await new Promise((r) => setImmediate(r));
    expect(lines).toEqual([expect.objectContaining({ reqId: 'trace-42', n: 1, msg: 'careful' })]);
  });

  it('writes one request line at info level', async () => {
    const { root, lines } = capture('info');
    const app = new Hono<AppEnv>();
    app.use(requestContext(root));
    app.get('/x', () => new Response('raw', { status: 201 }));
    const res = await app.request('/x');
    expect(res.headers.get('x-request-id')).toBeTruthy();
    await new Promise((r) => setImmediate(r));
    expect(lines).toEqual([
      expect.objectContaining({
        msg: 'request',
        method: 'GET',
        path: '/x',
        status: 201,
        reqId: res.headers.get('x-request-id'),
      }),
    ]);
  });
});
