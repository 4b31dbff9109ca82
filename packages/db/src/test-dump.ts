import { readFileSync } from 'node:fs';
import { inject } from 'vitest';

/**
 * A Blob over bytes already in memory. PGlite reads a `loadDataDir` with `arrayBuffer()`, which on
 * Node 20 copies the Blob in chunks (about a second for the 49 MB dump on a loaded 2-core machine,
 * decision 0061); here it is the same buffer every time. PGlite only reads it (its untar copies
 * each file out), so one buffer serves every database a worker opens.
 */
class BufferBlob extends Blob {
  readonly #buffer: ArrayBuffer;
  constructor(buffer: ArrayBuffer) {
    super([], { type: 'application/x-tar' });
    this.#buffer = buffer;
  }
  override arrayBuffer(): Promise<ArrayBuffer> {
    return Promise.resolve(this.#buffer);
  }
}

let cached: { file: string; blob: Blob } | undefined;

/**
 * Tests: the run's migrated and seeded PGlite dump (apps/server/src/test/global-setup.ts), read
 * from disk once per worker process.
 */
export function testDump(): Blob {
  const file = inject('pgliteDump');
  if (cached?.file === file) return cached.blob;
  const bytes = readFileSync(file);
  const blob = new BufferBlob(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength));
  cached = { file, blob };
  return blob;
}
