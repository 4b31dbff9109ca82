import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { AUTH_COOKIE } from '@fardin/core/cookies';
import { CLIENT_DIR, demoShopperToken } from './server';

/**
 * Decision 0060: a page's JavaScript counted as Chromium loads it. Opens home, search, product and
 * cart (as the demo shopper) at 390x844 in Khmer, records every script request until the header has
 * hydrated (React's fiber on `site-header`), and sums the files' gzip -9 from the build (the
 * framework chunk apart); the scripts asked for in the two seconds after hydration are listed too
 * (parts that load when used or seen must not be among the first).
 * `npx tsx bench/src/hydration-requests.ts http://127.0.0.1:3232` (a running production server).
 */
const base = process.argv[2] ?? 'http://127.0.0.1:3232';
const PAGES: [string, string, boolean][] = [
  ['home', '/', false],
  ['search', '/search/filter/fardin?text=bag&page=1&start_price=default&sort=default', false],
  ['product', '/product/fardin/FD00001?country=KH', false],
  ['cart', '/my-cart', true],
];
const gzipOf = (pathname: string) => gzipSync(readFileSync(path.join(CLIENT_DIR, pathname)), { level: 9 }).length;

const login = await demoShopperToken(base);
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
try {
  for (const [name, pagePath, auth] of PAGES) {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'km-KH' });
    if (auth && 'token' in login)
      await context.addCookies([{ name: AUTH_COOKIE, value: login.token, url: base, httpOnly: true }]);
    const page = await context.newPage();
    const scripts: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'script' && r.url().startsWith(base)) scripts.push(new URL(r.url()).pathname);
    });
    await page.goto(base + pagePath);
    await page.waitForFunction(
      () => {
        const header = document.querySelector('[data-testid="site-header"]');
        return !!header && Object.keys(header).some((k) => k.startsWith('__reactFiber'));
      },
      undefined,
      { timeout: 60_000 },
    );
    const before = [...new Set(scripts)];
    await page.waitForTimeout(2000);
    const after = [...new Set(scripts)].filter((s) => !before.includes(s));
    const sizes = before.map((s) => ({ s, gzip: gzipOf(s) }));
    const total = sizes.reduce((sum, x) => sum + x.gzip, 0);
    const ours = sizes.filter((x) => !/\/framework-/.test(x.s)).reduce((sum, x) => sum + x.gzip, 0);
    console.log(
      `${name}: ${before.length} scripts until hydration, ${(total / 1024).toFixed(1)} KB gzip -9, ours ${(ours / 1024).toFixed(1)} KB`,
    );
    console.log(`  ${sizes.map((x) => `${path.basename(x.s)} ${(x.gzip / 1024).toFixed(1)}`).join(', ')}`);
    console.log(`  within 2 s after: ${after.map((s) => path.basename(s)).join(', ') || 'none'}`);
    await context.close();
  }
} finally {
  await browser.close();
}
