import { readFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { openDb, type OpenedDb } from '@fardin/db/open-db';
import { seed } from '@fardin/db/seed/seed';
import { hashPassword } from '../modules/accounts/password';

export type TestDbKind = 'pglite' | 'postgres';

/** The databases API tests run against: PGlite always, PostgreSQL when TEST_DATABASE_URL is set. */
export const TEST_DB_KINDS: TestDbKind[] = process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

/** A test database; PostgreSQL ones say where they are (tests that connect on their own). */
export type TestDb = OpenedDb & { url?: string };

/** A fresh, migrated and seeded database for one test file (demo users included). */
export async function openTestDb(kind: TestDbKind): Promise<TestDb> {
  if (kind === 'pglite') {
    const dump = readFileSync(inject('pgliteDump'));
    return openDb({ loadDataDir: new Blob([dump]) });
  }
  const adminUrl = process.env.TEST_DATABASE_URL!;
  const name = `fardin_t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const opened = await openDb({ url: url.toString(), poolSize: 5 });
  await opened.migrate();
  await seed(opened.db, { demoUsers: true, hashPassword });
  const close = opened.close;
  return {
    ...opened,
    url: url.toString(),
    close: async () => {
      await close();
      await dropTestDatabase(adminUrl, name);
    },
  };
}

/**
 * Drops a test database once our pool has closed. After heavy writes an autovacuum worker may
 * still be connected; our role may not terminate it (FORCE then fails), so wait for it to finish.
 * A database that still cannot be dropped is left behind with a warning: it is throwaway, and
 * its cleanup is not what any test checks.
 */
export async function dropTestDatabase(adminUrl: string, name: string): Promise<void> {
  const cleanup = new pg.Client({ connectionString: adminUrl });
  await cleanup.connect();
  try {
    for (let attempt = 1; ; attempt++) {
      try {
        await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        return;
      } catch (err) {
        if (attempt >= 20) {
          console.warn(`test database ${name} left behind: ${String(err)}`);
          return;
        }
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
    }
  } finally {
    await cleanup.end();
  }
}
