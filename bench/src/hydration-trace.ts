import { loadavg } from 'node:os';
import { chromium, type Browser, type CDPSession, type Page } from 'playwright-core';
import { AUTH_COOKIE } from '@fardin/core/cookies';
import { demoShopperToken } from './server';
import { stripScripts } from './twin';
import { median } from './types';

/**
 * Decision 0044: where the main thread's time goes while a page hydrates. Chromium at 390x844,
 * 4x CPU slowdown (CDP), for home, search, product and cart (kh), the page and its no-JavaScript
 * twin (scripts removed from the HTML) interleaved, median of `rounds`. Per load: the main thread's
 * long tasks (blocking time = the part of each task over 50 ms, as TBT counts it, from navigation
 * until the network is quiet), total task time, and the JavaScript self time by file and by
 * function (CDP sampling profiler). `npx tsx bench/src/hydration-trace.ts <base> [rounds]`.
 */
const [base, roundsArg] = process.argv.slice(2);
if (!base) {
  console.error('usage: npx tsx bench/src/hydration-trace.ts <base> [rounds]');
  process.exit(2);
}
const rounds = Number(roundsArg ?? 3);
const PAGES = [
  { page: 'home', path: '/' },
  { page: 'search', path: '/search/filter/taobao?text=shoe&page=1&start_price=default&sort=default' },
  { page: 'product', path: '/product/taobao/tst' },
  { page: 'cart', path: '/my-cart', auth: true },
];

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { name?: string };
}
interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string };
}
interface Load {
  blockingMs: number;
  taskMs: number;
  longTasks: number;
  byFile: Record<string, number>;
  byFunction: Record<string, number>;
}

async function measure(browser: Browser, path: string, twin: boolean, cookie: string | null): Promise<Load> {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    locale: 'km-KH',
  });
  if (cookie) {
    const [name, value] = cookie.split('=');
    await context.addCookies([{ name: name!, value: decodeURIComponent(value!), url: base! }]);
  }
  const page: Page = await context.newPage();
  if (twin)
    await page.route('**/*', async (route) => {
      if (route.request().resourceType() !== 'document') return route.continue();
      const res = await route.fetch();
      await route.fulfill({ response: res, body: stripScripts(await res.text()) });
    });
  const cdp: CDPSession = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 500 });
  await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline'] });
  await cdp.send('Profiler.start');
  await page.goto(base + path, { waitUntil: 'networkidle' });
  await page.waitForTimeout(1000);
  const { profile } = (await cdp.send('Profiler.stop')) as {
    profile: { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[] };
  };
  const trace = JSON.parse((await browser.stopTracing()).toString('utf8')) as { traceEvents: TraceEvent[] };
  await context.close();

  const main = trace.traceEvents.find((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
  const tasks = trace.traceEvents.filter(
    (e) => e.name === 'RunTask' && e.ph === 'X' && main && e.pid === main.pid && e.tid === main.tid,
  );
  const ms = (us: number) => us / 1000;
  const blockingMs = tasks.reduce((s, t) => s + Math.max(0, ms(t.dur ?? 0) - 50), 0);
  const taskMs = tasks.reduce((s, t) => s + ms(t.dur ?? 0), 0);
  const nodes = new Map(profile.nodes.map((n) => [n.id, n.callFrame]));
  const byFile: Record<string, number> = {};
  const byFunction: Record<string, number> = {};
  profile.samples.forEach((id, i) => {
    const frame = nodes.get(id);
    const dt = ms(profile.timeDeltas[i] ?? 0);
    const file = frame?.url ? frame.url.replace(/^https?:\/\/[^/]+/, '').replace(/-[\w-]{8}\.js$/, '.js') : '(native)';
    if (!frame || /^\((idle|program)\)$/.test(frame.functionName)) return;
    byFile[file] = (byFile[file] ?? 0) + dt;
    const fn = `${frame.functionName || '(anonymous)'} ${file}`;
    byFunction[fn] = (byFunction[fn] ?? 0) + dt;
  });
  return { blockingMs, taskMs, longTasks: tasks.filter((t) => ms(t.dur ?? 0) > 50).length, byFile, byFunction };
}

const login = await demoShopperToken(base);
const cookie = 'token' in login ? `${AUTH_COOKIE}=${encodeURIComponent(login.token)}` : null;
const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium' });
const results = new Map<string, { ours: Load[]; twin: Load[] }>();
const loads: number[] = [];
for (let i = 0; i < rounds; i++)
  for (const p of PAGES) {
    loads.push(loadavg()[0]!);
    const row = results.get(p.page) ?? { ours: [], twin: [] };
    results.set(p.page, row);
    row.ours.push(await measure(browser, p.path, false, p.auth ? cookie : null));
    row.twin.push(await measure(browser, p.path, true, p.auth ? cookie : null));
    console.error(`[trace] round ${i + 1} ${p.page}`);
  }
await browser.close();

const r0 = (n: number) => String(Math.round(n));
const top = (loadsOf: Load[], key: 'byFile' | 'byFunction', n: number) => {
  const names = new Set(loadsOf.flatMap((l) => Object.keys(l[key])));
  return [...names]
    .map((name) => [name, median(loadsOf.map((l) => l[key][name] ?? 0))] as const)
    .sort((a, b) => b[1] - a[1])
    .slice(0, n)
    .map(([name, t]) => `${name} ${r0(t)}`)
    .join('; ');
};
console.log(
  `${rounds} rounds interleaved (page, twin), 4x CPU slowdown, 390x844, load ${Math.min(...loads).toFixed(1)}-${Math.max(...loads).toFixed(1)} (a loaded shared machine)\n`,
);
console.log('| page | blocking ms ours / twin | main-thread tasks ms ours / twin | long tasks ours / twin |');
console.log('|---|---|---|---|');
for (const [page, { ours, twin }] of results) {
  const m = (l: Load[], k: 'blockingMs' | 'taskMs' | 'longTasks') => r0(median(l.map((x) => x[k])));
  console.log(
    `| ${page} | ${m(ours, 'blockingMs')} / ${m(twin, 'blockingMs')} | ${m(ours, 'taskMs')} / ${m(twin, 'taskMs')} | ${m(ours, 'longTasks')} / ${m(twin, 'longTasks')} |`,
  );
}
console.log('\nJavaScript self time (sampling profiler, median ms), ours:\n');
for (const [page, { ours }] of results) {
  console.log(`- ${page}, by file: ${top(ours, 'byFile', 6)}`);
  console.log(`- ${page}, by function: ${top(ours, 'byFunction', 12)}`);
}
