import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { inject } from 'vitest';
import { VENDOR_CODE } from '@fardin/core/shop-identity';
import { demoProducts } from '@fardin/db/seed/catalogue-data';
import { SPAWNED_ENTRIES, type SpawnedEntry } from './spawned-entries';

/** The repository root: children run from there, as `npm start` does. */
export const REPO_ROOT = fileURLToPath(new URL('../../../../', import.meta.url));

/** A TCP port free right now on 127.0.0.1 (for a server a test starts). */
export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** The environment of a child: ours without any database settings, plus `env`. */
function childEnv(env: Record<string, string>): NodeJS.ProcessEnv {
  const base: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    SEED_DEMO: '1',
    LOG_LEVEL: 'warn',
    HOST: '127.0.0.1',
  };
  delete base.DATABASE_URL;
  delete base.TEST_DATABASE_URL;
  delete base.DATA_DIR;
  return { ...base, ...env };
}

export interface Finished {
  code: number | null;
  signal: NodeJS.Signals | null;
  stdout: string;
  stderr: string;
}

/**
 * The node arguments that run `entry`: the run's bundle of it (global-setup.ts), or its TypeScript
 * source through tsx in a run without the bundle (`TEST_SERVER_BUNDLE=0`).
 */
function entryArgs(entry: SpawnedEntry): string[] {
  const bundle = inject('serverBundle');
  if (bundle) return [path.join(bundle, `${entry}.js`)];
  return ['--import', 'tsx', path.join('apps/server', SPAWNED_ENTRIES[entry])];
}

/**
 * Runs one of the spawned entries as its own process (plain `node`, so the pid is the program's).
 * `inPidNamespace`: under `unshare --pid --fork`, as in another container on the same host.
 */
export function runEntry(
  entry: SpawnedEntry,
  args: string[],
  env: Record<string, string>,
  options: { inPidNamespace?: boolean } = {},
): { child: ChildProcess; done: Promise<Finished> } {
  const node = [process.execPath, ...entryArgs(entry), ...args];
  const [command, ...rest] = options.inPidNamespace ? ['unshare', '--pid', '--fork', '--kill-child', ...node] : node;
  const child = spawn(command!, rest, {
    cwd: REPO_ROOT,
    env: childEnv(env),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout!.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const done = new Promise<Finished>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal, stdout, stderr })),
  );
  return { child, done };
}

export interface ServerProcess {
  base: string;
  pid: number;
  child: ChildProcess;
  done: Promise<Finished>;
}

/** Starts the real server process and waits for its health answer (rejects with its output if it exits). */
export async function startServerProcess(env: Record<string, string>, timeoutMs = 90_000): Promise<ServerProcess> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const { child, done } = runEntry('api-server', [], { PORT: String(port), PUBLIC_URL: base, ...env });
  let exited: Finished | null = null;
  void done.then((finished) => (exited = finished));
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (exited) throw new Error(`the server exited (${(exited as Finished).code}): ${(exited as Finished).stderr}`);
    const ok = await fetch(`${base}/api/health`).then(
      (res) => res.ok,
      () => false,
    );
    if (ok) {
      if (process.env.DEBUG_SERVER_PROCESS)
        console.log(`server ${child.pid} up after ${Date.now() - deadline + timeoutMs} ms`);
      return { base, pid: child.pid!, child, done };
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  child.kill('SIGKILL');
  throw new Error(`the server did not answer within ${timeoutMs} ms`);
}

export async function loginDemoShopper(base: string): Promise<string> {
  const res = await fetch(`${base}/api/login?vendor_code=${VENDOR_CODE}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify({ phone: '+85510000001', password: 'demo-shopper' }),
  });
  if (!res.ok) throw new Error(`login failed: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { token: string }).token;
}

/** Distinct wishlist entries (store and product id) of the demo catalogue every seeded database has. */
export function wishlistWrites(count: number): { type: string; product_id: string }[] {
  return demoProducts()
    .slice(0, count)
    .map((p) => ({ type: p.store, product_id: p.sourceId }));
}

export interface WriteOutcome {
  /** Writes answered 2xx: the server promised they are stored. */
  acked: { type: string; product_id: string }[];
  /** Writes that got no answer because the connection broke (in flight at the kill). */
  broken: number;
  /** Other answers (status codes), which a healthy server should not give. */
  refused: number[];
}

/**
 * Fires the writes `concurrency` at a time and calls `kill` once `killAfter` are acknowledged,
 * while the others are still in flight; stops at the first broken connection after that.
 */
export async function fireWishlistWrites(
  base: string,
  token: string,
  writes: { type: string; product_id: string }[],
  options: { concurrency: number; killAfter: number; kill: () => void },
): Promise<WriteOutcome> {
  const outcome: WriteOutcome = { acked: [], broken: 0, refused: [] };
  let next = 0;
  let killed = false;
  const worker = async () => {
    while (next < writes.length) {
      const write = writes[next++]!;
      try {
        const res = await fetch(`${base}/api/wishlist/add`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', Accept: 'application/json', Authorization: `Bearer ${token}` },
          body: JSON.stringify(write),
        });
        if (res.ok) outcome.acked.push(write);
        else outcome.refused.push(res.status);
        await res.body?.cancel();
      } catch {
        outcome.broken++;
        if (killed) return;
      }
      if (!killed && outcome.acked.length >= options.killAfter) {
        killed = true;
        options.kill();
      }
    }
  };
  await Promise.all(Array.from({ length: options.concurrency }, worker));
  return outcome;
}
