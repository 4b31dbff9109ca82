import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getRequestListener } from '@hono/node-server';
import { Hono } from 'hono';
import { afterEach, describe, expect, it } from 'vitest';
import type { AppEnv } from './app-env';
import {
  addressFromChain,
  addressKey,
  clientAddress,
  CLIENT_ADDRESS_ENV,
  resolveClientAddress,
  TEST_ADDRESS_HEADER,
  UNKNOWN_ADDRESS,
} from './client-address';
import { restoreWebGlobalsAfterAll } from '../test/web-globals';

// This file starts @hono/node-server in-process: its Request and Response go back after it.
restoreWebGlobalsAfterAll();

describe('addressFromChain (TRUST_PROXY hops)', () => {
  it('answers the socket when no proxy is trusted, whatever X-Forwarded-For says', () => {
    expect(addressFromChain('6.6.6.6', '10.0.0.1', 0)).toBe('10.0.0.1');
    expect(addressFromChain(undefined, '10.0.0.1', 0)).toBe('10.0.0.1');
  });

  it('takes the entry before the trusted hops', () => {
    // client 1.1.1.1 -> CDN (appends 1.1.1.1) -> load balancer (appends CDN 2.2.2.2) -> us (socket = LB).
    expect(addressFromChain('1.1.1.1, 2.2.2.2', '10.0.0.1', 1)).toBe('2.2.2.2');
    expect(addressFromChain('1.1.1.1, 2.2.2.2', '10.0.0.1', 2)).toBe('1.1.1.1');
    // A client's own forged entries sit left of what the trusted proxies appended: never picked.
    expect(addressFromChain('6.6.6.6, 1.1.1.1', '10.0.0.1', 1)).toBe('1.1.1.1');
  });

  it('falls back to the furthest entry with fewer entries than hops, and skips garbage and ports', () => {
    expect(addressFromChain('1.1.1.1', '10.0.0.1', 3)).toBe('1.1.1.1');
    expect(addressFromChain('', '10.0.0.1', 1)).toBe('10.0.0.1');
    expect(addressFromChain('not-an-ip, 1.1.1.1:4567', '10.0.0.1', 1)).toBe('1.1.1.1');
    expect(addressFromChain('[2001:db8::1]:443', '10.0.0.1', 1)).toBe('2001:db8::1');
  });
});

describe('addressKey', () => {
  it('keeps IPv4, unwraps IPv4-mapped IPv6 and counts IPv6 by /64', () => {
    expect(addressKey('203.0.113.9')).toBe('203.0.113.9');
    expect(addressKey('::ffff:203.0.113.9')).toBe('203.0.113.9');
    expect(addressKey('2001:db8:1:2:3:4:5:6')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:0db8:0001:0002::9')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(addressKey('::1')).toBe('0:0:0:0::/64');
  });
});

function probe(options: { trustProxy: number; testHeader: boolean }) {
  return new Hono<AppEnv>().use(resolveClientAddress(options)).get('/', (c) => c.text(clientAddress(c)));
}

describe('resolveClientAddress', () => {
  let server: Server | undefined;
  afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

  async function listen(app: Hono<AppEnv>): Promise<string> {
    server = createServer(getRequestListener(app.fetch));
    await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  }

  it('reads the socket through @hono/node-server, X-Forwarded-For only with TRUST_PROXY', async () => {
    const plain = await listen(probe({ trustProxy: 0, testHeader: false }));
    expect(await (await fetch(plain, { headers: { 'X-Forwarded-For': '198.51.100.7' } })).text()).toBe('127.0.0.1');
    server?.close();
    const proxied = await listen(probe({ trustProxy: 1, testHeader: false }));
    expect(await (await fetch(proxied, { headers: { 'X-Forwarded-For': '6.6.6.6, 198.51.100.7' } })).text()).toBe(
      '198.51.100.7',
    );
    expect(await (await fetch(proxied, { headers: { [TEST_ADDRESS_HEADER]: '6.6.6.6' } })).text()).toBe('127.0.0.1');
  });

  it('in process: the address an SSR caller passes, the test header only when allowed, else unknown', async () => {
    const app = probe({ trustProxy: 0, testHeader: false });
    expect(await (await app.request('/', {}, { [CLIENT_ADDRESS_ENV]: '203.0.113.4' })).text()).toBe('203.0.113.4');
    expect(await (await app.request('/', { headers: { [TEST_ADDRESS_HEADER]: '203.0.113.5' } })).text()).toBe(
      UNKNOWN_ADDRESS,
    );
    const testing = probe({ trustProxy: 0, testHeader: true });
    expect(await (await testing.request('/', { headers: { [TEST_ADDRESS_HEADER]: '203.0.113.5' } })).text()).toBe(
      '203.0.113.5',
    );
  });
});
