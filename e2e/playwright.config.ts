import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

/**
 * E2E against the production build on a fresh, seeded PGlite database, in Debian's Chromium
 * (never a downloaded browser). Every journey runs at phone size; tests tagged @desktop also at
 * 1280x800.
 */
const PORT = Number(process.env.E2E_PORT ?? 3210);
if (!process.env.E2E_DATA_DIR) {
  // The runner's own data folder (~50 MB: the seeded database, uploads) goes when the runner exits,
  // after it has stopped the server; workers inherit the variable and never make one.
  const dataDir = mkdtempSync(path.join(tmpdir(), 'fardin-e2e-'));
  process.env.E2E_DATA_DIR = dataDir;
  process.once('exit', () => rmSync(dataDir, { recursive: true, force: true }));
}
const chromium = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--disable-quic',
    '--no-first-run',
  ],
};

export default defineConfig({
  testDir: './tests',
  fullyParallel: true,
  // Two browsers on two cores (CI): each waits on the one server much of the time. E2E_WORKERS overrides.
  workers: Number(process.env.E2E_WORKERS) || 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  reporter: 'list',
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    // Each test's new browser context would install /sw.js, which fetches and renders the home page
    // and then sits between the page and the server on every request. Only the journeys about the
    // web app itself allow it (`test.use({ serviceWorkers: 'allow' })`, content.spec.ts; decision 0052).
    serviceWorkers: 'block',
    locale: 'km-KH',
    launchOptions: chromium,
    // Recording a trace snapshots the page at every action: on the suite's two cores it made each
    // journey about a third slower (decision 0057). On CI the retry of a failed journey records it
    // (retries: 1); by hand a failure keeps its trace. E2E_TRACE overrides (e.g. `on`, `off`).
    trace:
      (process.env.E2E_TRACE as 'on' | 'off' | undefined) ?? (process.env.CI ? 'on-first-retry' : 'retain-on-failure'),
    // 'only-on-failure' screenshots every page of every context as it closes, passed or not, and
    // throws the pictures away after a pass: about 0.7 s per context, ~220 contexts a run (decision
    // 0063). A failure still leaves its error context (the page's accessibility snapshot) and, on
    // CI, its retry's trace with a picture of every step. E2E_SCREENSHOT=only-on-failure brings it back.
    screenshot: (process.env.E2E_SCREENSHOT as 'off' | 'only-on-failure' | 'on' | undefined) ?? 'off',
  },
  projects: [
    {
      name: 'phone',
      use: { ...devices['Pixel 7'], viewport: { width: 390, height: 844 }, launchOptions: chromium, locale: 'km-KH' },
    },
    {
      name: 'desktop',
      grep: /@desktop/,
      use: { viewport: { width: 1280, height: 800 }, launchOptions: chromium, locale: 'km-KH' },
    },
  ],
  webServer: {
    // The compiled server, as `npm start` runs it: `npm test` and `npm run test:e2e` build it first
    // (`npm run build`: web and server), so run `npm run build` before a hand run after changing
    // server code. Against tsx it starts on about a fifth less CPU (decision 0062).
    command: 'node ../apps/server/dist/main.js',
    cwd: path.dirname(new URL(import.meta.url).pathname),
    url: `http://127.0.0.1:${PORT}/api/health`,
    reuseExistingServer: false,
    // PGlite's first start and the demo seed; a loaded machine may take longer (E2E_SERVER_TIMEOUT_MS).
    timeout: Number(process.env.E2E_SERVER_TIMEOUT_MS) || 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      NODE_ENV: 'production',
      SEED_DEMO: '1',
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: process.env.E2E_DATA_DIR,
      PUBLIC_URL: `http://127.0.0.1:${PORT}`,
      // The same server under another name (khmer-polish.spec.ts: pictures on any configured host).
      PUBLIC_ORIGINS: `http://localhost:${PORT}`,
      LOG_LEVEL: 'warn',
      E2E: '1',
      // One trusted hop: fixtures give each fresh shopper its own address (X-Forwarded-For).
      TRUST_PROXY: '1',
      ...(process.env.WEB_BUILD_DIR ? { WEB_BUILD_DIR: process.env.WEB_BUILD_DIR } : {}),
    },
  },
});
