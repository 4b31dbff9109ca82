import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { NodeFS } from '@electric-sql/pglite/nodefs';

/**
 * PGlite's start flags with small shared buffers, in memory and on a directory. Decision 0045:
 * PGlite's default 128 MB of shared buffers is written at start, so it is all resident (about
 * 140 MB of the idle server's RSS); a shop's working set is far smaller and the files stay in the
 * OS page cache behind it. Decision 0061: zeroing them was also about half of opening a test
 * database from the run's dump.
 */
export const PGLITE_START_PARAMS: string[] = [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB'];

/**
 * PGlite 0.5.14 starts PostgreSQL with `-F` (fsync off), and its Emscripten NODEFS has no fsync:
 * PostgreSQL's fsync() of the WAL and of data files at checkpoints reaches nothing, so a power
 * cut can lose acknowledged commits. On a directory we start without `-F`, sync the WAL with
 * fsync() at every commit, and give NODEFS the fsync it lacks (decision 0012).
 * (`fdatasync()` is a no-op in that build and cannot be reached from here: hence wal_sync_method.)
 */
export const DURABLE_START_PARAMS: string[] = [
  ...PGLITE_START_PARAMS.filter((param) => param !== '-F'),
  '-c',
  'fsync=on',
  '-c',
  'wal_sync_method=fsync',
];

interface NodeFsStream {
  nfd?: number;
}
interface EmscriptenNodeFs {
  stream_ops: { fsync?: (stream: NodeFsStream) => number };
  tryFSOperation<T>(fn: () => T): T;
}
interface EmscriptenModule {
  FS: { filesystems: { NODEFS: EmscriptenNodeFs } };
}
type InitOptions = Parameters<NodeFS['init']>[1];
type InitResult = Awaited<ReturnType<NodeFS['init']>>;

/** NodeFS whose files get a real fsync (node's fs.fsyncSync) when PostgreSQL asks for one. */
export class DurableNodeFS extends NodeFS {
  override async init(pg: Parameters<NodeFS['init']>[0], opts: InitOptions): Promise<InitResult> {
    const result = await super.init(pg, opts);
    const preRun = result.emscriptenOpts.preRun ?? [];
    result.emscriptenOpts.preRun = [
      ...(Array.isArray(preRun) ? preRun : [preRun]),
      (mod: unknown) => {
        const nodefs = (mod as EmscriptenModule).FS.filesystems.NODEFS;
        nodefs.stream_ops.fsync = (stream) => {
          // Read fs.fsyncSync at call time: tests count the calls.
          if (typeof stream.nfd === 'number') nodefs.tryFSOperation(() => fs.fsyncSync(stream.nfd!));
          return 0;
        };
      },
    ];
    return result;
  }
}

/**
 * Flushes every file and directory under `dir` to disk once: a new database's files are copied
 * in by PGlite after initdb without any fsync, and PostgreSQL only syncs what it writes itself.
 */
export function fsyncTree(dir: string): void {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) fsyncTree(full);
    else if (entry.isFile()) fsyncPath(full);
  }
  fsyncPath(dir);
}

function fsyncPath(target: string): void {
  const fd = fs.openSync(target, 'r');
  try {
    fs.fsyncSync(fd);
  } finally {
    fs.closeSync(fd);
  }
}
