import { describe, expect, it } from 'vitest';
import { BOOTSTRAP_FALLBACK_MS, firstPaintTransform } from './first-paint-html.server';

/** Structure only (decisions 0016, 0027): what the rewritten document asks for, and when. */
const DOC =
  '<!DOCTYPE html><html><head><meta charSet="utf-8"/><meta name="viewport" content="width=device-width"/>' +
  '<link rel="modulepreload" href="/assets/entry.client-A.js"/><link rel="modulepreload" href="/assets/framework-B.js"/>' +
  '<link rel="preload" as="image" href="/stores/a.svg"/><link rel="preload" as="image" href="/banner.webp" fetchPriority="high"/>' +
  '<title>Fardin</title><link rel="stylesheet" href="/assets/app-C.css"/>' +
  '<link rel="preload" as="font" type="font/woff2" href="/assets/kantumruy-pro-khmer-400-normal-D.woff2" crossorigin="anonymous"/></head>' +
  '<body><form method="get" action="/search"><input name="text"/></form>' +
  '<script nonce="abc">window.__reactRouterContext = {};</script>' +
  '<script type="module" async="" nonce="abc">import "/assets/manifest-E.js";\nimport * as route0 from "/assets/root-F.js";</script></body></html>';

async function rewrite(html: string): Promise<string> {
  const stream = firstPaintTransform();
  const out: Buffer[] = [];
  stream.on('data', (chunk: Buffer) => out.push(chunk));
  const done = new Promise((resolve) => stream.on('end', resolve));
  // In pieces, as React streams it.
  for (let i = 0; i < html.length; i += 97) stream.write(Buffer.from(html.slice(i, i + 97)));
  stream.end();
  await done;
  return Buffer.concat(out).toString('utf8');
}

/** Runs the bootstrap script against a fake page and reports what it appended, and when. */
function runBootstrap(script: string, readyState: 'loading' | 'complete' = 'loading', paintTiming = false) {
  const appended: { tag: string; rel?: string; href?: string; type?: string; nonce?: string; textContent?: string }[] =
    [];
  const timers: { fn: () => void; ms: number }[] = [];
  const listeners: Record<string, (() => void)[]> = {};
  const element = (tag: string) => ({ tag }) as (typeof appended)[number];
  const fakeDocument = {
    readyState,
    currentScript: { nonce: 'abc' },
    createElement: element,
    head: { appendChild: (e: (typeof appended)[number]) => appended.push(e) },
    body: { appendChild: (e: (typeof appended)[number]) => appended.push(e) },
  };
  /** A browser with paint timing: `paint()` reports the first contentful paint to the observer. */
  let reportPaint: (() => void) | null = null;
  let observed: unknown = null;
  class FakeObserver {
    static supportedEntryTypes = ['paint', 'largest-contentful-paint'];
    constructor(
      private readonly callback: (list: { getEntriesByName(name: string): unknown[] }, observer: FakeObserver) => void,
    ) {}
    observe(options: unknown) {
      observed = options;
      reportPaint = () =>
        this.callback({ getEntriesByName: (name) => (name === 'first-contentful-paint' ? [{ name }] : []) }, this);
    }
    disconnect() {
      reportPaint = null;
    }
  }
  const fakeWindow = {
    addEventListener: (type: string, fn: () => void) => (listeners[type] ??= []).push(fn),
    ...(paintTiming ? { PerformanceObserver: FakeObserver } : {}),
  };
  const setTimeoutFake = (fn: () => void, ms: number) => timers.push({ fn, ms });
  const body = /<script[^>]*>([\s\S]*)<\/script>/.exec(script)![1]!;
  new Function('document', 'window', 'setTimeout', 'requestAnimationFrame', body)(
    fakeDocument,
    fakeWindow,
    setTimeoutFake,
    () => {
      throw new Error('the bootstrap must not wait for a frame only');
    },
  );
  const runTimers = (maxMs: number) => {
    for (const t of timers.splice(0).filter((t) => t.ms <= maxMs)) t.fn();
  };
  return { appended, timers, listeners, runTimers, paint: () => reportPaint?.(), observed: () => observed };
}

describe('first paint rewrite (decisions 0016, 0027)', () => {
  it('puts stylesheet, Khmer font and the LCP image first, and drops every module preload and other image preload', async () => {
    const html = await rewrite(DOC);
    const head = html.slice(0, html.indexOf('</head>'));
    const order = ['rel="stylesheet"', 'as="font"', 'fetchPriority="high"', '<title>'].map((s) => head.indexOf(s));
    expect(order.every((at) => at > 0)).toBe(true);
    expect(order).toEqual([...order].sort((a, b) => a - b));
    expect(html).not.toContain('rel="modulepreload"');
    expect(html).not.toContain('/stores/a.svg');
    expect(html).not.toMatch(/<script\b[^>]*type="module"/);
    // The header search stays a plain form, before and without any script.
    expect(html).toContain('<form method="get" action="/search">');
  });

  it('starts the module bootstrap only after the load event (or the fallback), with the nonce, in a browser without paint timing', async () => {
    const html = await rewrite(DOC);
    const script = [...html.matchAll(/<script\b[^>]*>[\s\S]*?<\/script>/g)]
      .map((m) => m[0])
      .find((s) => s.includes('modulepreload'))!;
    expect(script).toMatch(/^<script nonce="abc">/);
    const page = runBootstrap(script);
    // Nothing before load: the only timer is the fallback.
    expect(page.appended).toEqual([]);
    expect(page.timers.map((t) => t.ms)).toEqual([BOOTSTRAP_FALLBACK_MS]);
    expect(page.listeners.load).toHaveLength(1);
    page.listeners.load![0]!();
    page.runTimers(0);
    expect(page.appended.map((e) => e.href ?? e.type)).toEqual([
      '/assets/entry.client-A.js',
      '/assets/framework-B.js',
      'module',
    ]);
    expect(page.appended.every((e) => e.nonce === 'abc')).toBe(true);
    expect(page.appended[2]!.textContent).toContain('import * as route0 from "/assets/root-F.js"');
    // The fallback after load does not start a second copy.
    page.runTimers(BOOTSTRAP_FALLBACK_MS);
    expect(page.appended).toHaveLength(3);
  });

  it('waits for the first contentful paint as well as load where the browser reports paints', async () => {
    const html = await rewrite(DOC);
    const script = [...html.matchAll(/<script\b[^>]*>[\s\S]*?<\/script>/g)]
      .map((m) => m[0])
      .find((s) => s.includes('modulepreload'))!;
    // load first (a fast network), the paint later: nothing starts until the paint is reported.
    const fast = runBootstrap(script, 'loading', true);
    expect(fast.observed()).toEqual({ type: 'paint', buffered: true });
    fast.listeners.load![0]!();
    fast.runTimers(0);
    expect(fast.appended).toEqual([]);
    fast.paint();
    fast.runTimers(0);
    expect(fast.appended.map((e) => e.href ?? e.type)).toEqual([
      '/assets/entry.client-A.js',
      '/assets/framework-B.js',
      'module',
    ]);
    // the paint first (a slow image): nothing starts until load.
    const slow = runBootstrap(script, 'loading', true);
    slow.paint();
    slow.runTimers(0);
    expect(slow.appended).toEqual([]);
    slow.listeners.load![0]!();
    slow.runTimers(0);
    expect(slow.appended).toHaveLength(3);
    // neither comes: the fallback starts it once.
    const hung = runBootstrap(script, 'loading', true);
    hung.runTimers(BOOTSTRAP_FALLBACK_MS);
    hung.paint();
    hung.listeners.load![0]!();
    hung.runTimers(BOOTSTRAP_FALLBACK_MS);
    expect(hung.appended).toHaveLength(3);
  });

  it('starts at the fallback when load never comes, and at once when the page has already loaded', async () => {
    const html = await rewrite(DOC);
    const script = [...html.matchAll(/<script\b[^>]*>[\s\S]*?<\/script>/g)]
      .map((m) => m[0])
      .find((s) => s.includes('modulepreload'))!;
    const hung = runBootstrap(script);
    hung.runTimers(BOOTSTRAP_FALLBACK_MS);
    expect(hung.appended).toHaveLength(3);
    const loaded = runBootstrap(script, 'complete');
    expect(loaded.listeners.load).toBeUndefined();
    loaded.runTimers(0);
    expect(loaded.appended).toHaveLength(3);
  });
});
