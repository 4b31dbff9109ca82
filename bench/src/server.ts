import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = fileURLToPath(new URL('../..', import.meta.url));
export const WEB_BUILD_DIR = process.env.WEB_BUILD_DIR ?? 'build';
export const CLIENT_DIR = path.join(ROOT, 'apps/web', WEB_BUILD_DIR, 'client');
const PORT_FROM = Number(process.env.BENCH_PORT ?? 3400);

function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer()
      .once('error', () => resolve(false))
      .once('listening', () => probe.close(() => resolve(true)));
    probe.listen(port, '127.0.0.1');
  });
}

const taken = new Set<number>();
/** A free port in 34xx (BENCH_PORT moves the range). */
export async function freePort(): Promise<number> {
  for (let port = PORT_FROM; port < PORT_FROM + 100; port++) {
    if (taken.has(port)) continue;
    if (await portIsFree(port)) {
      taken.add(port);
      return port;
    }
  }
  throw new Error(`no free port in ${PORT_FROM}-${PORT_FROM + 99}`);
}

async function waitFor(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`process exited with ${child.exitCode} before ${url} answered`);
    const ok = await fetch(url)
      .then((r) => r.ok)
      .catch(() => false);
    if (ok) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

export interface Running {
  base: string;
  pid: number | undefined;
  /** From spawning the process to its first successful answer (ms). */
  coldStartMs: number;
  stop(): Promise<void>;
}

/** The compiled production server (`npm run build:server`, part of `npm run build`; decision 0045). */
export const COMPILED_SERVER = 'apps/server/dist/main.js';

function startNode(
  script: string,
  env: NodeJS.ProcessEnv,
  healthPath: string,
  port: number,
  onStop?: () => void,
): Promise<Running> {
  const started = Date.now();
  // TypeScript (the baseline) through tsx; the store's compiled JavaScript with plain node.
  const args = script.endsWith('.ts') ? ['--import', 'tsx', script] : [script];
  const child = spawn(process.execPath, args, {
    cwd: ROOT,
    env,
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (d: Buffer) => {
    stderr = (stderr + d.toString()).slice(-2000);
  });
  const base = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))]);
      if (child.exitCode === null) child.kill('SIGKILL');
    }
    onStop?.();
  };
  return waitFor(base + healthPath, child, 600_000).then(
    () => ({ base, pid: child.pid, coldStartMs: Date.now() - started, stop }),
    async (err: unknown) => {
      await stop();
      throw new Error(`${err instanceof Error ? err.message : String(err)}\n${stderr}`);
    },
  );
}

/** The production server (compiled) on a fresh PGlite (or `databaseUrl`) with the demo data (and `env` on top). */
export async function startStore(
  options: { databaseUrl?: string; env?: Record<string, string> } = {},
): Promise<Running> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'fardin-bench-'));
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    SEED_DEMO: '1',
    LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'warn',
    WEB_BUILD_DIR,
    PUBLIC_URL: `http://127.0.0.1:${port}`,
  };
  delete env.DATABASE_URL;
  if (options.databaseUrl) env.DATABASE_URL = options.databaseUrl;
  Object.assign(env, options.env);
  return startNode(COMPILED_SERVER, env, '/api/health', port, () => rmSync(dataDir, { recursive: true, force: true }));
}

/** The bare Hono JSON endpoint the throughput ratios are measured against. */
export async function startBaseline(): Promise<Running> {
  const port = await freePort();
  return startNode('bench/src/baseline-server.ts', { ...process.env, PORT: String(port) }, '/', port);
}

/** Logs in as the demo shopper; null (with the reason) when login is not available. */
export async function demoShopperToken(base: string): Promise<{ token: string } | { skipped: string }> {
  const res = await fetch(`${base}/api/login?vendor_code=${process.env.VENDOR_CODE ?? 'anakut_buy'}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify({ phone: '010000001', password: 'demo-shopper' }),
  }).catch(() => null);
  if (!res) return { skipped: 'login request failed' };
  if (res.status === 404) return { skipped: 'POST /api/login is not available yet' };
  const body = (await res.json().catch(() => ({}))) as { token?: unknown; message?: unknown };
  if (!res.ok || typeof body.token !== 'string')
    return { skipped: `login answered ${res.status} ${String(body.message ?? '')}`.trim() };
  return { token: body.token };
}
