import { dirname } from 'node:path';
import { closeSync, fsyncSync, openSync, readFileSync, statSync, unlinkSync, writeSync } from 'node:fs';

/**
 * One process opens an embedded database directory: `<dir>.lock` (e.g. `data/db.lock`) names it.
 * The file is created with O_EXCL, holds the pid on its first line (then the boot id, the process
 * start time and the socket other processes reach the database through), and is removed on close.
 * A lock whose process is gone (kill -9, power cut, reboot) is taken over.
 */
export interface LockHolder {
  pid: number;
  /** Unix socket of the running server's database (absent: it serves none). */
  socket?: string | undefined;
}

export interface DataDirLock {
  readonly path: string;
  release(): void;
}

export class DataDirInUseError extends Error {
  constructor(
    readonly dataDir: string,
    readonly holder: LockHolder,
  ) {
    super(inUseMessage(dataDir, holder));
    this.name = 'DataDirInUseError';
  }
}

function inUseMessage(dataDir: string, holder: LockHolder): string {
  const reach = holder.socket
    ? `; while it runs, reach its database with \`npm run admin -- <command>\` or \`psql -h ${dirname(holder.socket)} -U postgres\``
    : '';
  return `The embedded database ${dataDir} is in use by process ${holder.pid}: stop that process or set another DATA_DIR${reach}.`;
}

export const lockPathOf = (dataDir: string) => `${dataDir.replace(/\/+$/, '')}.lock`;

/** Locks held by this process: a lock naming our own pid that is not here is a previous life's. */
const heldHere = new Set<string>();

function bootId(): string {
  try {
    return readFileSync('/proc/sys/kernel/random/boot_id', 'utf8').trim();
  } catch {
    return '';
  }
}

/** Start time of a process in clock ticks since boot (Linux), to tell a reused pid from its owner. */
function startTicks(pid: number): string {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19] ?? '';
  } catch {
    return '';
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

interface LockContent extends LockHolder {
  boot: string;
  start: string;
}

function parse(text: string): LockContent | null {
  const [first, ...rest] = text.split('\n');
  const pid = Number(first);
  if (!Number.isInteger(pid) || pid <= 0 || !text.endsWith('\n')) return null;
  const fields = Object.fromEntries(
    rest.filter(Boolean).map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]),
  );
  return { pid, boot: fields.boot ?? '', start: fields.start ?? '', socket: fields.socket || undefined };
}

function isLive(lock: LockContent, path: string): boolean {
  if (lock.pid === process.pid) return heldHere.has(path);
  const boot = bootId();
  if (lock.boot && boot && lock.boot !== boot) return false;
  if (!isAlive(lock.pid)) return false;
  const start = startTicks(lock.pid);
  return !(lock.start && start && lock.start !== start);
}

function readLock(path: string): { text: string; ageMs: number } | null {
  try {
    return { text: readFileSync(path, 'utf8'), ageMs: Date.now() - statSync(path).mtimeMs };
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw err;
  }
}

function tryCreate(path: string, content: string): boolean {
  let fd: number;
  try {
    fd = openSync(path, 'wx', 0o600);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw err;
  }
  try {
    writeSync(fd, content);
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
  return true;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Removes a stale lock under a short takeover lock, so two processes finding the same stale lock
 * cannot both remove it (the second would delete the first one's fresh lock).
 */
async function removeStale(path: string, staleText: string): Promise<void> {
  const guard = `${path}.takeover`;
  for (let attempt = 0; attempt < 100; attempt++) {
    if (tryCreate(guard, `${process.pid}\n`)) {
      try {
        if (readLock(path)?.text === staleText) unlinkSync(path);
      } finally {
        unlinkSync(guard);
      }
      return;
    }
    // A takeover that crashed half way leaves its guard: it is stale after a few seconds.
    const left = readLock(guard);
    if (left && left.ageMs > 5000) {
      try {
        unlinkSync(guard);
      } catch {
        /* someone else removed it */
      }
    }
    await sleep(20);
  }
}

/** Takes `<dataDir>.lock` for this process or throws DataDirInUseError naming the live holder. */
export async function acquireDataDirLock(
  dataDir: string,
  info: { socket?: string | undefined } = {},
): Promise<DataDirLock> {
  const path = lockPathOf(dataDir);
  const content = [
    `${process.pid}`,
    `boot=${bootId()}`,
    `start=${startTicks(process.pid)}`,
    ...(info.socket ? [`socket=${info.socket}`] : []),
    '',
  ].join('\n');
  for (let attempt = 0; attempt < 50; attempt++) {
    if (tryCreate(path, content)) {
      heldHere.add(path);
      const onExit = () => releaseFile(path);
      process.once('exit', onExit);
      return {
        path,
        release() {
          process.removeListener('exit', onExit);
          releaseFile(path);
        },
      };
    }
    const found = readLock(path);
    if (!found) continue;
    const lock = parse(found.text);
    if (!lock) {
      if (found.ageMs < 2000) {
        await sleep(50);
        continue;
      }
    } else if (isLive(lock, path)) {
      throw new DataDirInUseError(dataDir, lock);
    }
    await removeStale(path, found.text);
  }
  throw new Error(
    `Could not take the lock ${path}: it keeps changing. Is another server starting on the same directory?`,
  );
}

/** Removes the lock if it is still ours. */
function releaseFile(path: string): void {
  if (!heldHere.delete(path)) return;
  try {
    if (parse(readFileSync(path, 'utf8'))?.pid === process.pid) unlinkSync(path);
  } catch {
    /* already gone */
  }
}
