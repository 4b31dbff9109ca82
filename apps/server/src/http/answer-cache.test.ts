import { describe, expect, it, vi } from 'vitest';
import { Hono } from 'hono';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { AppEnv } from './app-env';
import { createAnswerCache, REFRESH_ENV, type AnswerCacheOptions, type AnswerPolicy } from './answer-cache';

const BIG = { data: Array.from({ length: 80 }, (_, i) => ({ id: i, title: `Product number ${i}` })) };

/** A tiny app with one cached route whose answer the test controls. */
function setup(options: AnswerCacheOptions & { policy?: AnswerPolicy } = {}) {
  let clock = 1_000_000;
  const answers = createAnswerCache({ now: () => clock, ...options });
  const state = {
    calls: 0,
    value: 'first',
    cacheControl: 'public, max-age=30',
    status: 200 as 200 | 404,
    cookie: false,
    delayMs: 0,
  };
  const app = new Hono<AppEnv>();
  app.get(
    '/thing',
    answers.middleware(() => options.policy ?? { ttlMs: 10_000 }),
    async (c) => {
      state.calls += 1;
      const value = state.value;
      if (state.delayMs) await new Promise((r) => setTimeout(r, state.delayMs));
      c.header('Cache-Control', state.cacheControl);
      if (state.cookie) c.header('Set-Cookie', 'a=b');
      return c.json({ value, ...BIG }, state.status);
    },
  );
  app.get(
    '/small',
    answers.middleware(() => ({ ttlMs: 10_000 })),
    (c) => {
      c.header('Cache-Control', 'public, max-age=30');
      return c.json({ ok: true });
    },
  );
  return { app, answers, state, tick: (ms: number) => (clock += ms) };
}

describe('answer cache', () => {
  it('answers the second request from memory with the same strong ETag, and 304 to If-None-Match', async () => {
    const { app, state } = setup();
    const first = await app.request('/thing');
    expect(first.status).toBe(200);
    expect(first.headers.get('x-cache')).toBe('miss');
    const etag = first.headers.get('etag')!;
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(first.headers.get('cache-control')).toBe('public, max-age=30');
    expect(first.headers.get('vary')).toBe('Accept-Encoding');
    const body = await first.json();

    const second = await app.request('/thing');
    expect(second.headers.get('x-cache')).toBe('hit');
    expect(second.headers.get('etag')).toBe(etag);
    expect(await second.json()).toEqual(body);
    expect(state.calls).toBe(1);

    const revalidated = await app.request('/thing', { headers: { 'If-None-Match': `W/"other", ${etag}` } });
    expect(revalidated.status).toBe(304);
    expect(revalidated.headers.get('etag')).toBe(etag);
    expect(await revalidated.text()).toBe('');
    expect((await app.request('/thing', { headers: { 'If-None-Match': '"stale"' } })).status).toBe(200);
  });

  it('keeps brotli and gzip variants with their own ETags; any variant revalidates', async () => {
    const { app } = setup();
    const plain = await app.request('/thing');
    const text = await plain.text();
    const br = await app.request('/thing', { headers: { 'Accept-Encoding': 'gzip, deflate, br' } });
    expect(br.headers.get('content-encoding')).toBe('br');
    const brBody = Buffer.from(await br.arrayBuffer());
    expect(Number(br.headers.get('content-length'))).toBe(brBody.byteLength);
    expect(brotliDecompressSync(brBody).toString()).toBe(text);
    expect(br.headers.get('etag')).toBe(plain.headers.get('etag')!.replace(/"$/, '-br"'));

    const gz = await app.request('/thing', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toBe(text);

    const viaBrTag = await app.request('/thing', {
      headers: { 'Accept-Encoding': 'gzip', 'If-None-Match': br.headers.get('etag')! },
    });
    expect(viaBrTag.status).toBe(304);
    // Small answers are not worth compressing.
    const small = await app.request('/small', { headers: { 'Accept-Encoding': 'br' } });
    expect(small.headers.get('content-encoding')).toBeNull();
    expect(await small.json()).toEqual({ ok: true });
  });

  it('runs the handler once for concurrent misses', async () => {
    const { app, state } = setup();
    state.delayMs = 20;
    const answers = await Promise.all(
      Array.from({ length: 5 }, async () => (await app.request('/thing')).json() as Promise<unknown>),
    );
    expect(state.calls).toBe(1);
    expect(new Set(answers.map((a) => JSON.stringify(a))).size).toBe(1);
  });

  it('keeps only public, cookie-free 200 JSON answers', async () => {
    for (const change of [
      (s: ReturnType<typeof setup>['state']) => (s.cacheControl = 'private, max-age=30'),
      (s: ReturnType<typeof setup>['state']) => (s.cacheControl = 'no-store'),
      (s: ReturnType<typeof setup>['state']) => (s.cookie = true),
      (s: ReturnType<typeof setup>['state']) => (s.status = 404),
    ]) {
      const { app, state, answers } = setup();
      change(state);
      await app.request('/thing');
      const again = await app.request('/thing');
      expect(again.headers.get('x-cache')).toBeNull();
      expect(state.calls).toBe(2);
      expect(answers.size).toBe(0);
    }
  });

  it('expires after the TTL and forgets everything on invalidate, also an answer computed meanwhile', async () => {
    const { app, state, answers, tick } = setup();
    await app.request('/thing');
    tick(10_001);
    state.value = 'second';
    expect(await (await app.request('/thing')).json()).toMatchObject({ value: 'second' });
    expect(state.calls).toBe(2);

    state.value = 'third';
    answers.invalidate();
    expect(await (await app.request('/thing')).json()).toMatchObject({ value: 'third' });

    // A miss that started before the invalidation is answered but not kept.
    state.delayMs = 30;
    state.value = 'old';
    answers.invalidate();
    const pending = app.request('/thing');
    await new Promise((r) => setTimeout(r, 5));
    answers.invalidate();
    state.value = 'new';
    state.delayMs = 0;
    expect(await (await pending).json()).toMatchObject({ value: 'old' });
    expect(await (await app.request('/thing')).json()).toMatchObject({ value: 'new' });
  });

  it('serves a stale answer at once and refreshes it in the background (stale-while-revalidate)', async () => {
    const refetch = vi.fn<(path: string) => Promise<unknown>>();
    const ctx = setup({ policy: { ttlMs: 1_000, staleMs: 60_000 }, refetch: (path) => refetch(path) });
    refetch.mockImplementation((path) => Promise.resolve(ctx.app.request(path, {}, REFRESH_ENV)));
    await ctx.app.request('/thing');
    ctx.tick(2_000);
    ctx.state.value = 'fresh';
    const stale = await ctx.app.request('/thing');
    expect(stale.headers.get('x-cache')).toBe('stale');
    expect(await stale.json()).toMatchObject({ value: 'first' });
    expect(refetch).toHaveBeenCalledWith('/thing');
    await refetch.mock.results[0]!.value;
    const fresh = await ctx.app.request('/thing');
    expect(fresh.headers.get('x-cache')).toBe('hit');
    expect(await fresh.json()).toMatchObject({ value: 'fresh' });
    // Past the stale window the answer is computed again while the shopper waits.
    ctx.tick(70_000);
    ctx.state.value = 'later';
    expect(await (await ctx.app.request('/thing')).json()).toMatchObject({ value: 'later' });
  });

  it('bounds the kept bytes and leaves POST alone', async () => {
    const { app, answers, state } = setup({ maxBodyBytes: 100 });
    await app.request('/thing');
    await app.request('/thing');
    expect(state.calls).toBe(2);
    expect(answers.size).toBe(0);
    const post = await app.request('/thing', { method: 'POST' });
    expect(post.status).toBe(404);
  });
});
