import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort, REPO_ROOT } from './test/server-process';

/**
 * Issue 28, decision 0045: production runs the compiled server (`npm run build:server`, then
 * `node apps/server/dist/main.js`), without tsx. Built here into its own folder, started on a fresh
 * embedded database with the demo data: it answers `/api/health`, its migrations ran (seeded
 * stores), and it serves a page from the web build (needs `npm run build -w @fardin/web` first,
 * as `npm test` does; skipped without it).
 */
const DIST = 'dist-test';
const OUT = path.join(REPO_ROOT, 'apps/server', DIST);
const webBuilt = existsSync(path.join(REPO_ROOT, 'apps/web', process.env.WEB_BUILD_DIR ?? 'build', 'server/index.js'));

describe.skipIf(!webBuilt)('the compiled server', { timeout: 600_000 }, () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'fardin-compiled-'));
  let child: ReturnType<typeof spawn> | undefined;
  afterAll(() => {
    child?.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(OUT, { recursive: true, force: true });
  });

  it('is one JavaScript bundle that starts with plain node and answers', async () => {
    execFileSync(process.execPath, ['apps/server/scripts/build.mjs'], {
      cwd: REPO_ROOT,
      env: { ...process.env, SERVER_DIST_DIR: DIST },
      stdio: 'pipe',
    });
    const code = readdirSync(OUT)
      .filter((f) => f.endsWith('.js'))
      .map((f) => readFileSync(path.join(OUT, f), 'utf8'))
      .join('\n');
    // No TypeScript loader at run time, and our sources are inside (not imported as .ts files).
    expect(code).not.toMatch(/from ["']tsx["']|\.ts["']\)/);
    expect(code).toContain('startServer');

    const port = await freePort();
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      NODE_ENV: 'production',
      SEED_DEMO: '1',
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      PUBLIC_URL: `http://127.0.0.1:${port}`,
    };
    delete env.DATABASE_URL;
    delete env.TEST_DATABASE_URL;
    child = spawn(process.execPath, [path.join(OUT, 'main.js')], {
      cwd: REPO_ROOT,
      env,
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr!.on('data', (d: Buffer) => (stderr += d.toString()));
    const base = `http://127.0.0.1:${port}`;
    // Generous: a cold start on PGlite (migrations, demo data) on a loaded 2-core machine took minutes.
    const deadline = Date.now() + 480_000;
    let health: Response | null = null;
    while (!health && Date.now() < deadline) {
      if (child.exitCode !== null) throw new Error(`the compiled server exited (${child.exitCode}): ${stderr}`);
      health = await fetch(`${base}/api/health`).catch(() => null);
      if (!health) await new Promise((r) => setTimeout(r, 500));
    }
    expect(health?.status, stderr).toBe(200);
    expect(await health!.json()).toMatchObject({ status: 'ok', database: { kind: 'pglite', up: true } });

    const stores = await fetch(`${base}/api/stores`);
    expect(stores.status).toBe(200);
    expect(JSON.stringify(await stores.json())).toContain('taobao');

    const home = await fetch(`${base}/`, { headers: { Accept: 'text/html' } });
    expect(home.status).toBe(200);
    expect(await home.text()).toMatch(/<html lang="km"/);
  });
});
