import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { openDb, type OpenedDb } from '@fardin/db/open-db';
import { testDump } from '@fardin/db/test-dump';
import { seed } from '@fardin/db/seed/seed';
import { hashPassword } from '../modules/accounts/password';
import { createFromTemplate, databaseUrl, dropTestDatabase } from './postgres-template';

export { dropTestDatabase };

export type TestDbKind = 'pglite' | 'postgres';

/** The databases API tests run against: PGlite always, PostgreSQL when TEST_DATABASE_URL is set. */
export const TEST_DB_KINDS: TestDbKind[] = process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

/** A test database; PostgreSQL ones say where they are (tests that connect on their own). */
export type TestDb = OpenedDb & { url?: string };

/** A fresh, migrated and seeded database for one test file (demo users included). */
export async function openTestDb(kind: TestDbKind): Promise<TestDb> {
  if (kind === 'pglite') {
    const started = Date.now();
    const opened = await openDb({ loadDataDir: testDump() });
    // Counting and timing the opens of a run (decision 0061): DEBUG_TEST_DB=1 npx vitest run ...
    if (process.env.DEBUG_TEST_DB) console.log(`test PGlite opened in ${Date.now() - started} ms`);
    return opened;
  }
  const adminUrl = process.env.TEST_DATABASE_URL!;
  const name = `fardin_t_${randomBytes(6).toString('hex')}`;
  const url = databaseUrl(adminUrl, name);
  // The run's migrated and seeded template (global-setup.ts), copied; without one, built here.
  const template = inject('postgresTemplate');
  let opened: OpenedDb;
  if (template) {
    await createFromTemplate(adminUrl, name, template);
    opened = await openDb({ url, poolSize: 5 });
  } else {
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    opened = await openDb({ url, poolSize: 5 });
    await opened.migrate();
    await seed(opened.db, { demoUsers: true, hashPassword });
  }
  const close = opened.close;
  return {
    ...opened,
    url,
    close: async () => {
      await close();
      await dropTestDatabase(adminUrl, name);
    },
  };
}
