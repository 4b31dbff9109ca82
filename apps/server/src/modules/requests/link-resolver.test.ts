import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assertPublicHost, isPrivateAddress } from '../../lib/public-address';
import { createLinkResolver, linkResolverOptions, type LinkResolverOptions } from './link-resolver';

/**
 * Short links against a local fake store (a real HTTP server on a loopback port). The fake is only
 * reachable because the test injects an allowlist with its host and `allowPrivate`; the production
 * options (linkResolverOptions) allow neither.
 */
let server: Server;
let base: string;
const hits: string[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    const path = req.url ?? '/';
    hits.push(path);
    const go = (location: string) => {
      res.writeHead(302, { Location: location });
      res.end();
    };
    if (path === '/s/ae') return go('https://www.aliexpress.com/item/1005006123456789.html?from=share');
    if (path === '/s/hop') return go('/s/hop2');
    if (path === '/s/hop2') return go('https://www.amazon.co.jp/dp/B0DEMO0003?ref=share');
    if (path === '/s/tb') {
      res.writeHead(200, { 'Content-Type': 'text/html' });
      return res.end(
        `<script>var url = 'https:\\/\\/item.taobao.com\\/item.htm?id=712345678901&amp;ut_sk=1';</script>`,
      );
    }
    if (path === '/s/away') return go('https://evil.example/item.htm');
    if (path === '/s/loop') return go('/s/loop');
    if (path === '/s/big') {
      res.writeHead(200, { 'Content-Type': 'text/html' });
      res.write('x'.repeat(70_000));
      return res.end('https://item.taobao.com/item.htm?id=1');
    }
    if (path === '/s/slow') return void setTimeout(() => go('https://www.ebay.com/itm/300000000001'), 3000);
    res.writeHead(404);
    res.end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const testOptions = (over: Partial<LinkResolverOptions> = {}): LinkResolverOptions => ({
  startHosts: ['127.0.0.1'],
  hosts: ['127.0.0.1'],
  allowPrivate: true,
  timeoutMs: 1000,
  maxBytes: 64 * 1024,
  maxHops: 3,
  ...over,
});

describe('the short-link resolver against a local fake', () => {
  const resolver = createLinkResolver(testOptions());

  it('follows a redirect to an AliExpress item into the request form with the item filled in', async () => {
    const answer = await resolver.resolve(`look ${base}/s/ae`);
    expect(answer.resolved).toBe(true);
    const url = new URL(answer.path, 'http://x');
    expect(url.pathname).toBe('/account/requests/new');
    expect(url.searchParams.get('store')).toBe('aliexpress');
    expect(url.searchParams.get('item')).toBe('1005006123456789');
    expect(url.searchParams.get('link')).toContain('aliexpress.com/item/1005006123456789.html');
  });

  it('follows several hops to a product page, and reads an item link out of a share page', async () => {
    expect((await resolver.resolve(`${base}/s/hop`)).path).toMatch(/^\/product\/amazon\/B0DEMO0003\?country=jp&link=/);
    expect((await resolver.resolve(`${base}/s/tb`)).path).toMatch(/^\/product\/taobao\/712345678901\?country=CN&link=/);
  });

  it('stops at a host off the allowlist, at too many hops, past the size cap and at the deadline', async () => {
    for (const path of ['/s/away', '/s/loop', '/s/big', '/s/slow', '/s/missing']) {
      const started = Date.now();
      const answer = await resolver.resolve(`${base}${path}`);
      expect(answer.resolved, path).toBe(false);
      expect(answer.path, path).toBe(`/account/requests/new?link=${encodeURIComponent(`${base}${path}`)}`);
      expect(Date.now() - started, path).toBeLessThan(2500);
    }
    expect(hits.filter((h) => h === '/s/loop').length).toBe(4);
  });

  it('never calls a host that is not allowed, nor a private address unless the injected config says so', async () => {
    const before = hits.length;
    const strict = createLinkResolver(testOptions({ allowPrivate: false }));
    expect((await strict.resolve(`${base}/s/ae`)).resolved).toBe(false);
    const other = createLinkResolver(testOptions({ startHosts: ['a.co'], hosts: ['a.co'] }));
    const notShort = createLinkResolver(testOptions({ startHosts: ['a.co'] }));
    expect((await notShort.resolve(`${base}/s/ae`)).resolved).toBe(false);
    expect((await other.resolve(`${base}/s/ae`)).resolved).toBe(false);
    const production = createLinkResolver(linkResolverOptions({ E2E: false }));
    expect((await production.resolve(`${base}/s/ae`)).resolved).toBe(false);
    expect(hits.length).toBe(before);
  });

  it('answers item links without calling anyone', async () => {
    const before = hits.length;
    expect((await resolver.resolve('https://www.ebay.co.uk/itm/256123456789')).path).toMatch(
      /^\/product\/ebay\/256123456789\?country=uk&link=/,
    );
    expect(hits.length).toBe(before);
  });
});

describe('public addresses', () => {
  it('tells private, loopback, link-local and mapped addresses from public ones', () => {
    for (const ip of [
      '127.0.0.1',
      '10.1.2.3',
      '172.20.0.1',
      '192.168.1.1',
      '169.254.169.254',
      '100.64.0.1',
      '::1',
      'fd00::1',
      'fe80::1',
      '::ffff:127.0.0.1',
      '0.0.0.0',
      'nonsense',
    ])
      expect(isPrivateAddress(ip), ip).toBe(true);
    for (const ip of ['93.184.216.34', '8.8.8.8', '2606:4700::1111', '::ffff:8.8.8.8'])
      expect(isPrivateAddress(ip), ip).toBe(false);
  });
  it('refuses a name that points at a private address', async () => {
    await expect(assertPublicHost('a.co', 'short link', async () => ['10.0.0.5'])).rejects.toMatchObject({
      kind: 'host_not_allowed',
    });
    await expect(assertPublicHost('a.co', 'short link', async () => ['8.8.8.8', '127.0.0.1'])).rejects.toMatchObject({
      kind: 'host_not_allowed',
    });
    await expect(assertPublicHost('a.co', 'short link', async () => ['8.8.8.8'])).resolves.toBeUndefined();
  });
});
