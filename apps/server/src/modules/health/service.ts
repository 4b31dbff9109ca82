import { databaseKindOf, pingDatabase, type Db } from '@fardin/db/open-db';

/** The database as the health answer sees it: its kind and whether it answers within a bound. */
export function createHealthService(db: Db) {
  return {
    kind: databaseKindOf(db) ?? 'unknown',
    ping: (timeoutMs: number) => pingDatabase(db, timeoutMs),
  };
}
export type HealthService = ReturnType<typeof createHealthService>;
