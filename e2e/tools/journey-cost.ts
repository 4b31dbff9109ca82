// What a journey costs the browser (decision 0062): N times a fresh context and page at phone size
// in Khmer (as the suite's `phone` project), one navigation, the wait for hydration, the close;
// prints the summed time of each phase. Run it under `/usr/bin/time` for the browser's CPU, with
// the server started apart so its CPU is not counted, and compare Chromium flags back to back:
//   BASE=http://127.0.0.1:3253 N=20 EXTRA_ARGS='--flag-a --flag-b' /usr/bin/time -f '%e s wall %U user %S sys' \
//     npx tsx e2e/tools/journey-cost.ts
import { chromium, devices } from '@playwright/test';
import config from '../playwright.config';

const base = process.env.BASE ?? 'http://127.0.0.1:3253';
const n = Number(process.env.N ?? 20);
const paths = (process.env.PATHS ?? '/about-us,/,/product/taobao/tst,/login').split(',');
const extra = (process.env.EXTRA_ARGS ?? '').split(' ').filter(Boolean);
const launch = config.use?.launchOptions ?? {};
// DSF=1: the phone drawn at one device pixel per CSS pixel instead of the Pixel 7's 2.625.
const scale = process.env.DSF ? { deviceScaleFactor: Number(process.env.DSF) } : {};

const browser = await chromium.launch({ ...launch, args: [...(launch.args ?? []), ...extra] });
const phases = { context: 0, page: 0, goto: 0, hydrated: 0, close: 0 };
const started = Date.now();
for (let i = 0; i < n; i += 1) {
  let at = Date.now();
  const lap = (phase: keyof typeof phases) => {
    phases[phase] += Date.now() - at;
    at = Date.now();
  };
  const context = await browser.newContext({
    ...devices['Pixel 7'],
    viewport: { width: 390, height: 844 },
    locale: 'km-KH',
    serviceWorkers: 'block',
    baseURL: base,
    ...scale,
  });
  lap('context');
  const page = await context.newPage();
  lap('page');
  await page.goto(paths[i % paths.length] ?? '/');
  lap('goto');
  // React's root has committed its hydration (as early-taps.spec.ts reads it).
  await page.waitForFunction(() => {
    const key = Object.keys(document).find((k) => k.startsWith('__reactContainer'));
    if (!key) return false;
    const root = (document as unknown as Record<string, { stateNode: { current: { memoizedState: unknown } } }>)[key]!;
    return !(root.stateNode.current.memoizedState as { isDehydrated?: boolean } | null)?.isDehydrated;
  });
  lap('hydrated');
  await context.close();
  lap('close');
}
await browser.close();
const total = Date.now() - started;
console.log(
  `${n} journeys in ${(total / 1000).toFixed(1)} s (${extra.join(' ') || 'no extra flags'}): ` +
    Object.entries(phases)
      .map(([phase, ms]) => `${phase} ${(ms / n).toFixed(0)} ms`)
      .join(', '),
);
