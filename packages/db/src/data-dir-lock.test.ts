import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, unlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { acquireDataDirLock, DataDirInUseError, lockPathOf } from './data-dir-lock';

const root = mkdtempSync(path.join(tmpdir(), 'fardin-lock-'));
const children: ChildProcess[] = [];
afterAll(() => {
  for (const child of children) child.kill('SIGKILL');
  rmSync(root, { recursive: true, force: true });
});
let n = 0;
const freshDir = () => {
  const dir = path.join(root, `db${++n}`);
  mkdirSync(dir);
  return dir;
};

const FIXTURE = fileURLToPath(new URL('./lock-holder.fixture.ts', import.meta.url));
/** `unshare --pid --fork`: another PID namespace, as another container on the same host. */
const canUnshare = spawnSync('unshare', ['--pid', '--fork', 'true']).status === 0;
if (!canUnshare)
  console.warn('data-dir-lock.test.ts: unshare --pid is not permitted here; PID-namespace cases skipped');

/** Runs the fixture in its own process (optionally in a new PID namespace); resolves once it holds or gave up. */
function lockInAnotherProcess(
  dir: string,
  opts: { namespace?: boolean; socket?: string } = {},
): Promise<{ held: true; child: ChildProcess; pid: number } | { held: false; code: number | null; stderr: string }> {
  const node = [process.execPath, '--import', 'tsx', FIXTURE, dir, ...(opts.socket ? [opts.socket] : [])];
  const [cmd, ...args] = opts.namespace ? ['unshare', '--pid', '--fork', '--kill-child', ...node] : node;
  const child = spawn(cmd!, args, { stdio: ['ignore', 'pipe', 'pipe'] });
  children.push(child);
  let out = '';
  let err = '';
  child.stderr!.on('data', (c: Buffer) => (err += c.toString()));
  return new Promise((resolve) => {
    child.stdout!.on('data', (c: Buffer) => {
      out += c.toString();
      const held = /^held (\d+)\n/.exec(out);
      if (held) resolve({ held: true, child, pid: Number(held[1]) });
    });
    child.once('exit', (code) => resolve({ held: false, code, stderr: err }));
  });
}

const exited = (child: ChildProcess) => new Promise((resolve) => child.once('exit', resolve));

/** The kernel drops a dead holder's lock as its last process (cat, flock) is reaped: moments, not a takeover. */
async function acquireSoon(dir: string) {
  for (let attempt = 0; ; attempt++) {
    try {
      return await acquireDataDirLock(dir);
    } catch (err) {
      if (!(err instanceof DataDirInUseError) || attempt >= 40) throw err;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
}

describe('the data directory lock (flock on the directory)', () => {
  it('lets one holder in, refuses the second with the pid and the way around, and frees on release', async () => {
    const dir = freshDir();
    const socket = path.join(root, '.s.PGSQL.5432');
    const lock = await acquireDataDirLock(dir, { socket });
    expect(readFileSync(lockPathOf(dir), 'utf8')).toBe(`${process.pid}\nsocket=${socket}\n`);

    const second = await acquireDataDirLock(dir).catch((err: unknown) => err);
    expect(second).toBeInstanceOf(DataDirInUseError);
    const message = (second as Error).message;
    expect(message).toContain(`in use by process ${process.pid}`);
    expect(message).toContain('npm run admin -- <command>');
    expect(message).toContain(`psql -h ${root} -U postgres`);
    expect(message).not.toContain('\n');

    await lock.release();
    expect(existsSync(lockPathOf(dir))).toBe(false);
    await (await acquireDataDirLock(dir)).release();
  });

  it('is free the moment its holder dies by kill -9, with no takeover step', async () => {
    const dir = freshDir();
    const holder = await lockInAnotherProcess(dir);
    if (!holder.held) throw new Error(holder.stderr);
    await expect(acquireDataDirLock(dir)).rejects.toThrow(`in use by process ${holder.pid}`);
    holder.child.kill('SIGKILL');
    await exited(holder.child);
    // The dead holder's file is still there; the kernel's lock is not.
    expect(existsSync(lockPathOf(dir))).toBe(true);
    const lock = await acquireSoon(dir);
    expect(readFileSync(lockPathOf(dir), 'utf8').split('\n')[0]).toBe(String(process.pid));
    await lock.release();
  });

  it('does not let a second holder in when the lock file is deleted while the first runs', async () => {
    const dir = freshDir();
    const lock = await acquireDataDirLock(dir);
    unlinkSync(lockPathOf(dir));
    const second = await lockInAnotherProcess(dir);
    expect(second.held).toBe(false);
    if (second.held) return;
    expect(second.code).toBe(1);
    expect(second.stderr.trim().split('\n')).toEqual([
      `The embedded database ${dir} is in use by another process: stop that process or set another DATA_DIR.`,
    ]);
    await lock.release();
  });

  it.skipIf(!canUnshare)('refuses a second holder in another PID namespace, with one line', async () => {
    const dir = freshDir();
    const socket = path.join(root, '.s.PGSQL.5432');
    const lock = await acquireDataDirLock(dir, { socket });
    const second = await lockInAnotherProcess(dir, { namespace: true });
    expect(second.held).toBe(false);
    if (second.held) return;
    expect(second.code).toBe(1);
    const lines = second.stderr.trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain(`${dir} is in use by process ${process.pid}`);
    expect(lines[0]).toContain(`psql -h ${root} -U postgres`);
    await lock.release();
  });

  it.skipIf(!canUnshare)(
    'refuses us while a holder in another PID namespace (pid 1 there) runs, then lets us in',
    async () => {
      const dir = freshDir();
      const holder = await lockInAnotherProcess(dir, { namespace: true });
      if (!holder.held) throw new Error(holder.stderr);
      // Its pid means nothing here: the old pid check would have called this lock stale.
      expect(holder.pid).toBeLessThan(10);
      await expect(acquireDataDirLock(dir)).rejects.toBeInstanceOf(DataDirInUseError);
      holder.child.kill('SIGKILL');
      await exited(holder.child);
      await (await acquireSoon(dir)).release();
    },
  );

  it('reports a lost lock (its flock process killed) instead of writing on unlocked', async () => {
    const dir = freshDir();
    const lost: string[] = [];
    const lock = await acquireDataDirLock(dir, { onLost: (reason) => lost.push(reason) });
    const flock = spawnSync('pgrep', ['-f', `flock .*${dir}`], { encoding: 'utf8' })
      .stdout.trim()
      .split('\n');
    expect(flock).toHaveLength(1);
    process.kill(Number(flock[0]), 'SIGKILL');
    await expect.poll(() => lost, { timeout: 5000 }).toHaveLength(1);
    expect(lost[0]).toContain(`The lock on the embedded database ${dir} was lost`);
    await lock.release();
  });
});
