import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VENDOR_CODE } from '@fardin/core/shop-identity';
import { dropTestDatabase } from './test/test-db';
import { startServerProcess, type ServerProcess } from './test/server-process';
import { startRoundRobinProxy, SERVED_BY, type RoundRobinProxy } from './test/round-robin-proxy';
import { startTestS3, type TestS3 } from './test/s3-server';
import { receiptPng } from './modules/uploads/upload-fixtures';

const adminUrl = process.env.TEST_DATABASE_URL;
if (!adminUrl)
  console.warn('replicas.test.ts skipped: set TEST_DATABASE_URL to run two server processes on one PostgreSQL');

interface SearchAnswer {
  result: { item: { num_iid: string; title: string }[] };
}

/** Two replicas of the real server on one PostgreSQL and one S3 bucket, behind a round-robin proxy (decision 0026). */
describe.skipIf(!adminUrl)('two server processes on one PostgreSQL', { timeout: 120_000 }, () => {
  const name = `fardin_r_${randomBytes(6).toString('hex')}`;
  const url = new URL(adminUrl ?? 'postgres://unused');
  url.pathname = `/${name}`;
  let s3: TestS3 | undefined;
  let a: ServerProcess;
  let b: ServerProcess;
  let proxy: RoundRobinProxy;
  const started: ServerProcess[] = [];
  const dataDirs: string[] = [];

  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    s3 = await startTestS3();
    // Started together on the empty database: they migrate and seed in turn (the startup lock).
    // Each with a data directory of its own, as on two machines: only the bucket is shared.
    const env = () => {
      const dataDir = mkdtempSync(path.join(tmpdir(), 'fardin-replica-'));
      dataDirs.push(dataDir);
      return { DATABASE_URL: url.toString(), DATA_DIR: dataDir, ...s3!.env };
    };
    const replicas = await Promise.allSettled([startServerProcess(env()), startServerProcess(env())]);
    for (const r of replicas) if (r.status === 'fulfilled') started.push(r.value);
    for (const r of replicas) if (r.status === 'rejected') throw r.reason;
    [a, b] = started as [ServerProcess, ServerProcess];
    proxy = await startRoundRobinProxy([a.base, b.base]);
  }, 120_000);

  afterAll(async () => {
    await proxy?.close();
    for (const server of started) server.child.kill('SIGKILL');
    await Promise.all(started.map((server) => server.done));
    await s3?.close();
    for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
    if (adminUrl) await dropTestDatabase(adminUrl, name);
  });

  async function call<T>(base: string, method: string, path: string, options: { token?: string; body?: unknown } = {}) {
    const headers: Record<string, string> = { Accept: 'application/json' };
    if (options.token) headers.Authorization = `Bearer ${options.token}`;
    if (options.body !== undefined) headers['Content-Type'] = 'application/json';
    const res = await fetch(`${base}${path}`, {
      method,
      headers,
      ...(options.body !== undefined ? { body: JSON.stringify(options.body) } : {}),
    });
    const text = await res.text();
    return {
      status: res.status,
      body: (text ? JSON.parse(text) : null) as T,
      headers: res.headers,
      servedBy: res.headers.get(SERVED_BY),
    };
  }

  const login = (base: string, phone: string, password: string) =>
    call<{ token: string }>(base, 'POST', `/api/login?vendor_code=${VENDOR_CODE}`, { body: { phone, password } });

  const search = '/api/fardin?api=item_search&q=shirt';
  const listed = async (base: string) =>
    (await call<SearchAnswer>(base, 'GET', search)).body.result.item.map((item) => item.num_iid);

  let shopper: string;

  it('logs a shopper in on one replica and fills the cart on the other', async () => {
    const productId = (await listed(a.base))[0]!;
    // A product with options goes to the cart as one of its SKUs (issue 25 item 6).
    const detail = await call<{ result: { item: { props: unknown[]; skus: { sku_id: string }[] } } }>(
      a.base,
      'GET',
      `/api/fardin?api=item_detail_simple&num_iid=${productId}`,
    );
    const item = detail.body.result.item;
    const variant = item.props.length ? item.skus[0]?.sku_id : undefined;
    // Three requests in a row through the proxy: login, add, read go to alternate replicas.
    const loggedIn = await login(proxy.base, '+85510000001', 'demo-shopper');
    expect(loggedIn.status).toBe(200);
    shopper = loggedIn.body.token;

    const added = await call(proxy.base, 'POST', '/api/cart/add', {
      token: shopper,
      body: { product_id: productId, type: 'fardin', quantity: 1, variant },
    });
    expect(added.status).toBe(201);
    const cart = await call<{ total: number }>(proxy.base, 'GET', '/api/cart', { token: shopper });
    expect(cart.status).toBe(200);
    expect(cart.body.total).toBeGreaterThan(0);
    // The session made by one process is honoured by the other, both ways.
    expect(loggedIn.servedBy).not.toBe(added.servedBy);
    expect(added.servedBy).not.toBe(cart.servedBy);
  });

  it('stops listing a product on B within one second of an admin hiding it on A', async () => {
    const adminToken = (await login(a.base, '+85510000002', 'demo-admin')).body.token;
    const before = await listed(b.base);
    const hidden = before[0]!;
    // B now answers the listing from its memory (kept 15 s): only a notice can make it drop it.
    const kept = await call<SearchAnswer>(b.base, 'GET', search);
    expect(kept.headers.get('x-cache')).toBe('hit');

    const { title } = kept.body.result.item[0]!;
    const products = await call<{ data: { id: number; source_id: string }[] }>(
      a.base,
      'GET',
      `/api/admin/products?q=${encodeURIComponent(title)}`,
      { token: adminToken },
    );
    const id = products.body.data.find((p) => p.source_id === hidden)!.id;
    expect(
      (
        await call(a.base, 'POST', `/api/admin/products/${id}/visibility`, {
          token: adminToken,
          body: { active: false },
        })
      ).status,
    ).toBe(200);
    const hiddenAt = Date.now();

    expect(await listed(a.base)).not.toContain(hidden);
    let onB = await listed(b.base);
    while (onB.includes(hidden) && Date.now() - hiddenAt < 1000) {
      await new Promise((resolve) => setTimeout(resolve, 25));
      onB = await listed(b.base);
    }
    expect(onB, `B still lists product ${hidden} ${Date.now() - hiddenAt} ms after the write on A`).not.toContain(
      hidden,
    );
    expect(onB).toEqual(before.filter((p) => p !== hidden));
  });

  it('serves from B a picture uploaded through A (one bucket)', async () => {
    const form = new FormData();
    form.set('file', new Blob([new Uint8Array(await receiptPng(3))], { type: 'image/png' }), 'receipt.png');
    const res = await fetch(`${a.base}/api/upload`, {
      method: 'POST',
      body: form,
      headers: { Authorization: `Bearer ${shopper}`, Accept: 'application/json' },
    });
    expect(res.status).toBe(200);
    const picture = new URL(((await res.json()) as { image_url: string }).image_url, a.base).pathname;
    expect(picture).toMatch(/^\/uploads\/upload\/[a-f0-9]{32}\.webp$/);

    const fromA = await fetch(`${a.base}${picture}`);
    const fromB = await fetch(`${b.base}${picture}`);
    expect(fromB.status).toBe(200);
    expect(fromB.headers.get('content-type')).toBe('image/webp');
    expect(fromB.headers.get('x-content-type-options')).toBe('nosniff');
    expect(Buffer.from(await fromB.arrayBuffer())).toEqual(Buffer.from(await fromA.arrayBuffer()));
  });

  it('counts five wrong passwords spread over both replicas as one limit', async () => {
    const phone = '+85510000002';
    const wrong = [];
    for (let i = 0; i < 5; i++) wrong.push(await login(proxy.base, phone, `not-the-password-${i}`));
    expect(wrong.map((r) => r.status)).toEqual([401, 401, 401, 401, 401]);
    expect(new Set(wrong.map((r) => r.servedBy))).toEqual(new Set([a.base, b.base]));

    // The sixth attempt, even with the right password, on either replica: refused for a while.
    for (const base of [a.base, b.base]) {
      const refused = await login(base, phone, 'demo-admin');
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    }
  });
});
