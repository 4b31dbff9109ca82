import { spawn, type ChildProcess } from 'node:child_process';
import { dirname } from 'node:path';
import { closeSync, fsyncSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';

/**
 * One process opens an embedded database directory (decision 0036, superseding the pid check of
 * decision 0012). The lock is the kernel's: an exclusive `flock` on the directory itself, held by
 * a child `flock(1)` process (util-linux; Node has no flock) for the life of this process. The
 * kernel knows the holder whatever PID namespace (container) it runs in, and releases the lock
 * when the holder dies (kill -9, power cut): there is no pid to check and no stale lock to take
 * over. The child runs `cat` on a pipe from us: when this process ends, however it ends, the pipe
 * closes, cat and flock exit, and the lock is free.
 *
 * `<dir>.lock` (e.g. `data/db.lock`) only tells others who holds it: the pid (in its own PID
 * namespace) and the socket other processes reach the database through. Deleting it changes
 * nothing: the directory stays locked.
 */
export interface LockHolder {
  /** The holder's pid as it sees it (another container's pid means nothing here); absent if unknown. */
  pid?: number | undefined;
  /** Unix socket of the running server's database (absent: it serves none, or unknown). */
  socket?: string | undefined;
}

export interface DataDirLock {
  readonly path: string;
  /** Resolves once the kernel has released the lock (the flock process has exited). */
  release(): Promise<void>;
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
  const who = holder.pid ? `process ${holder.pid}` : 'another process';
  return `The embedded database ${dataDir} is in use by ${who}: stop that process or set another DATA_DIR${reach}.`;
}

export const lockPathOf = (dataDir: string) => `${dataDir.replace(/\/+$/, '')}.lock`;

/** flock(1)'s exit code when the lock is taken (`-E`); any other failure is not "in use". */
const BUSY = 75;
const LOCKED = 'locked\n';

function readHolder(path: string): LockHolder {
  try {
    const [first, ...rest] = readFileSync(path, 'utf8').split('\n');
    const pid = Number(first);
    const socket = rest.find((line) => line.startsWith('socket='))?.slice('socket='.length);
    return { pid: Number.isInteger(pid) && pid > 0 ? pid : undefined, socket: socket || undefined };
  } catch {
    return {};
  }
}

function writeHolder(path: string, content: string): void {
  const fd = openSync(path, 'w', 0o600);
  try {
    writeSync(fd, content);
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}

/** Starts `flock -x -n <dir>` holding the lock; resolves once held, or with the exit code. */
function holdFlock(dataDir: string): Promise<{ child: ChildProcess } | { code: number | null; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      'flock',
      // --close: only flock itself holds the lock (not cat), so its exit is the release.
      [
        '--exclusive',
        '--nonblock',
        '--close',
        '--conflict-exit-code',
        String(BUSY),
        dataDir,
        'sh',
        '-c',
        'echo locked; exec cat',
      ],
      { stdio: ['pipe', 'pipe', 'pipe'] },
    );
    let out = '';
    let stderr = '';
    child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const onExit = (code: number | null) => resolve({ code, stderr: stderr.trim() });
    child.once('error', (err: NodeJS.ErrnoException) =>
      reject(
        err.code === 'ENOENT'
          ? new Error('flock(1) is missing: install util-linux (the embedded database locks its directory with it).')
          : err,
      ),
    );
    child.once('exit', onExit);
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      if (out !== LOCKED) return;
      child.off('exit', onExit);
      resolve({ child });
    });
  });
}

export interface LockOptions {
  socket?: string | undefined;
  /**
   * The flock process died under us (someone killed it): another process may take the directory.
   * The default ends this process: two writers corrupt the database.
   */
  onLost?: (reason: string) => void;
}

const defaultOnLost = (reason: string) => {
  process.stderr.write(`${reason}\n`);
  process.exit(1);
};

/** Locks `dataDir` for this process or throws DataDirInUseError naming the holder. */
export async function acquireDataDirLock(dataDir: string, options: LockOptions = {}): Promise<DataDirLock> {
  const path = lockPathOf(dataDir);
  const held = await holdFlock(dataDir);
  if (!('child' in held)) {
    if (held.code === BUSY) throw new DataDirInUseError(dataDir, readHolder(path));
    throw new Error(`Could not lock ${dataDir}: ${held.stderr || `flock exited with ${held.code}`}`);
  }
  const { child } = held;
  // The child must not keep this process alive, nor its pipes: the lock ends with us.
  child.unref();
  for (const stream of [child.stdin, child.stdout, child.stderr]) {
    (stream as unknown as { unref?: () => void } | null)?.unref?.();
  }
  child.stdout!.resume();
  child.stdin!.on('error', () => {});
  let released = false;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.once('exit', () => {
    if (released) return;
    (options.onLost ?? defaultOnLost)(
      `The lock on the embedded database ${dataDir} was lost (its flock process ended): stopping, so that no second server writes the same directory.`,
    );
  });
  writeHolder(path, [`${process.pid}`, ...(options.socket ? [`socket=${options.socket}`] : []), ''].join('\n'));
  const onExit = () => forget();
  process.once('exit', onExit);
  function forget() {
    released = true;
    process.removeListener('exit', onExit);
    try {
      if (readHolder(path).pid === process.pid) unlinkSync(path);
    } catch {
      /* already gone */
    }
  }
  return {
    path,
    async release() {
      if (!released) {
        forget();
        // Awaited: the child (unref'd while held) must keep this process alive until it is gone.
        child.ref();
        // End of input: cat exits, then flock, and the kernel drops the lock.
        child.stdin!.end();
        const stuck = setTimeout(() => child.kill('SIGKILL'), 2000);
        stuck.unref();
        await exited;
        clearTimeout(stuck);
      }
      await exited;
    },
  };
}
