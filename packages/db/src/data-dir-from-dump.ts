import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { PGLITE_START_PARAMS } from './pglite-durable';

/**
 * Tests: writes a database directory from a `dump()` for a server process to open. A dump is of a
 * running database, so its first start is a crash recovery; a durable open would fsync every file
 * of the directory for it (thousands of calls). A plain PGlite recovers it and shuts it down
 * cleanly instead: nothing here has to survive a power cut.
 */
export async function writeDataDirFromDump(dataDir: string, dump: Blob): Promise<void> {
  const client = await PGlite.create({
    dataDir,
    loadDataDir: dump,
    startParams: PGLITE_START_PARAMS,
    extensions: { pg_trgm },
  });
  await client.close();
}
