import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { acquireDataDirLock, DataDirInUseError, lockPathOf } from './data-dir-lock';

const root = mkdtempSync(path.join(tmpdir(), 'fardin-lock-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));
let n = 0;
const freshDir = () => path.join(root, `db${++n}`);

const bootId = () => readFileSync('/proc/sys/kernel/random/boot_id', 'utf8').trim();
const startTicks = (pid: number) => {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19];
};
/** A pid that certainly belongs to no process any more. */
function deadPid(): number {
  const done = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], { encoding: 'utf8' });
  return Number(done.stdout);
}

describe('the data directory lock', () => {
  it('lets one holder in, refuses the second with the pid and the way around, and frees on release', async () => {
    const dir = freshDir();
    const lock = await acquireDataDirLock(dir, { socket: path.join(root, '.s.PGSQL.5432') });
    expect(readFileSync(lockPathOf(dir), 'utf8').split('\n')[0]).toBe(String(process.pid));

    const second = await acquireDataDirLock(dir).catch((err: unknown) => err);
    expect(second).toBeInstanceOf(DataDirInUseError);
    const message = (second as Error).message;
    expect(message).toContain(`in use by process ${process.pid}`);
    expect(message).toContain('npm run admin -- <command>');
    expect(message).toContain(`psql -h ${root} -U postgres`);
    expect(message).not.toContain('\n');

    lock.release();
    expect(existsSync(lockPathOf(dir))).toBe(false);
    (await acquireDataDirLock(dir)).release();
  });

  it('takes over the lock of a process that is gone (kill -9, power cut)', async () => {
    const dir = freshDir();
    const dead = deadPid();
    writeFileSync(lockPathOf(dir), `${dead}\nboot=${bootId()}\nstart=1\n`);
    const lock = await acquireDataDirLock(dir);
    expect(readFileSync(lockPathOf(dir), 'utf8').split('\n')[0]).toBe(String(process.pid));
    lock.release();
  });

  it('takes over a lock written before a reboot, even if its pid is alive again', async () => {
    const dir = freshDir();
    writeFileSync(lockPathOf(dir), `1\nboot=00000000-0000-0000-0000-000000000000\nstart=1\n`);
    (await acquireDataDirLock(dir)).release();
  });

  it('refuses a lock held by another live process, and takes it once that process is gone', async () => {
    const dir = freshDir();
    const other = spawn('sleep', ['30']);
    await new Promise((resolve) => other.once('spawn', resolve));
    const pid = other.pid!;
    writeFileSync(lockPathOf(dir), `${pid}\nboot=${bootId()}\nstart=${startTicks(pid)}\n`);
    await expect(acquireDataDirLock(dir)).rejects.toThrow(`in use by process ${pid}`);
    // The same pid with another start time is a reused pid: not the holder.
    writeFileSync(lockPathOf(dir), `${pid}\nboot=${bootId()}\nstart=1\n`);
    (await acquireDataDirLock(dir)).release();

    writeFileSync(lockPathOf(dir), `${pid}\nboot=${bootId()}\nstart=${startTicks(pid)}\n`);
    other.kill('SIGKILL');
    await new Promise((resolve) => other.once('exit', resolve));
    (await acquireDataDirLock(dir)).release();
  });

  it('waits for a lock being written, and treats an old unreadable one as stale', async () => {
    const dir = freshDir();
    writeFileSync(lockPathOf(dir), '');
    const old = new Date(Date.now() - 10_000);
    utimesSync(lockPathOf(dir), old, old);
    (await acquireDataDirLock(dir)).release();
  });

  it('gives a stale lock to exactly one of two takers', async () => {
    const dir = freshDir();
    writeFileSync(lockPathOf(dir), `${deadPid()}\nboot=${bootId()}\nstart=1\n`);
    const results = await Promise.allSettled([acquireDataDirLock(dir), acquireDataDirLock(dir)]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const refused = results.find((r) => r.status === 'rejected');
    expect(refused?.status === 'rejected' && refused.reason).toBeInstanceOf(DataDirInUseError);
    for (const r of results) if (r.status === 'fulfilled') r.value.release();
  });
});
