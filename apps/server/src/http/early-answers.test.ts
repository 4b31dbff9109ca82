import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer, type Server } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { getRequestListener } from '@hono/node-server';
import { useTestApp } from '../test/test-app';
import { jsonDeeperThan, MAX_JSON_DEPTH } from './json-depth';
import { restoreWebGlobalsAfterAll } from '../test/web-globals';

// This file starts @hono/node-server in-process: its Request and Response go back after it.
restoreWebGlobalsAfterAll();

/**
 * Early answers and hostile bodies (issue 24 item 10): an answer given before the body arrived must
 * not advertise a keep-alive the server then breaks, and 600 kB of brackets is refused by a cheap
 * scan before JSON.parse. Raw sockets: fetch would hide what the connection does.
 */

/** One raw HTTP/1.1 exchange: sends `head` and `body`, collects what the server writes until it closes or `waitMs`. */
function exchange(port: number, head: string, body: string, waitMs = 1500) {
  return new Promise<{ text: string; closed: boolean }>((resolve) => {
    const socket = connect(port, '127.0.0.1');
    let text = '';
    let closed = false;
    const done = () => resolve({ text, closed });
    const timer = setTimeout(() => {
      socket.destroy();
      done();
    }, waitMs);
    socket.on('data', (chunk) => (text += chunk.toString('latin1')));
    socket.on('error', () => {});
    socket.on('close', () => {
      closed = true;
      clearTimeout(timer);
      done();
    });
    socket.write(head + body);
  });
}

const headOf = (text: string) => text.split('\r\n\r\n')[0]!.toLowerCase();

describe('answers given before the body arrived (raw HTTP/1.1)', () => {
  const t = useTestApp('pglite');
  let server: Server;
  let port: number;
  beforeAll(async () => {
    server = createServer(getRequestListener(t.app.fetch));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const post = (path: string, length: number, extra = '') =>
    `POST ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${length}\r\n${extra}\r\n`;

  it('413 on a Content-Length over the limit says Connection: close, and the server closes', async () => {
    const { text, closed } = await exchange(port, post('/api/login', 5_000_000), 'x'.repeat(1000));
    expect(text).toMatch(/^HTTP\/1\.1 413/);
    expect(headOf(text)).toMatch(/\nconnection: close/);
    expect(headOf(text)).not.toMatch(/keep-alive/);
    expect(closed).toBe(true);
  });

  it('401 before a large body was read says Connection: close', async () => {
    const { text } = await exchange(port, post('/api/wallet/withdraw', 900_000), '{"amount":');
    expect(text).toMatch(/^HTTP\/1\.1 401/);
    expect(headOf(text)).toMatch(/\nconnection: close/);
  });

  it('a complete body answered 401 keeps the connection: the next request on it is answered', async () => {
    const body = '{"amount":1}';
    const first = post('/api/wallet/withdraw', body.length) + body;
    const second = 'GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n';
    const { text } = await exchange(port, first + second, '', 1500);
    expect(text).toMatch(/^HTTP\/1\.1 401/);
    expect(headOf(text)).not.toMatch(/\nconnection: close/);
    expect(text).toMatch(/HTTP\/1\.1 200/);
  });
});

describe('deeply nested JSON (issue 24 item 10)', () => {
  const t = useTestApp('pglite');

  it('600 kB of brackets is refused with 422 request.too_deep before parsing, quickly', async () => {
    const brackets = '['.repeat(300_000) + ']'.repeat(300_000);
    const started = process.cpuUsage();
    const res = await t.app.request('/api/login', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: brackets,
    });
    const cpu = process.cpuUsage(started);
    expect(res.status).toBe(422);
    expect(await res.json()).toMatchObject({ code: 'request.too_deep' });
    // Reported, not asserted (timings are the bench's business).
    console.info(`nested JSON refused in ${Math.round((cpu.user + cpu.system) / 1000)} ms of CPU`);
  });

  it('a body within the depth still reaches its route', async () => {
    const res = await t.call('POST', '/api/login', { body: { phone: '010000001', password: 'wrong-password-1' } });
    expect(res.status).not.toBe(422);
  });

  it('counts depth outside strings only', () => {
    expect(jsonDeeperThan('['.repeat(MAX_JSON_DEPTH) + ']'.repeat(MAX_JSON_DEPTH), MAX_JSON_DEPTH)).toBe(false);
    expect(jsonDeeperThan('['.repeat(MAX_JSON_DEPTH + 1), MAX_JSON_DEPTH)).toBe(true);
    expect(jsonDeeperThan(JSON.stringify({ a: '['.repeat(1000) }), MAX_JSON_DEPTH)).toBe(false);
    expect(jsonDeeperThan(JSON.stringify({ a: '\\"[[[[' }), 2)).toBe(false);
    expect(jsonDeeperThan('{"a":{"b":{"c":[1]}}}', 3)).toBe(true);
  });
});
