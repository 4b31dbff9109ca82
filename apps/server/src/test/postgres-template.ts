import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDb } from '@fardin/db/open-db';
import { seed } from '@fardin/db/seed/seed';
import { hashPassword } from '../modules/accounts/password';

/** `url` with another database name. */
export function databaseUrl(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function adminQuery(adminUrl: string, sql: string): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(sql);
  } finally {
    await admin.end();
  }
}

/**
 * A PostgreSQL database migrated and seeded once per run (issue 30 item 6): each test file's
 * database is `CREATE DATABASE ... TEMPLATE` of it, a file copy, instead of running every
 * migration and the seed again (seconds per file on CI's two cores). Closed before use: a
 * template may have no other connection while it is copied.
 */
export async function createPostgresTemplate(adminUrl: string): Promise<string> {
  const name = `fardin_tpl_${randomBytes(6).toString('hex')}`;
  await adminQuery(adminUrl, `CREATE DATABASE ${name}`);
  const opened = await openDb({ url: databaseUrl(adminUrl, name), poolSize: 2 });
  try {
    await opened.migrate();
    await seed(opened.db, { demoUsers: true, hashPassword });
  } finally {
    await opened.close();
  }
  return name;
}

/** A new database `name`, a copy of `template`. */
export async function createFromTemplate(adminUrl: string, name: string, template: string): Promise<void> {
  await adminQuery(adminUrl, `CREATE DATABASE ${name} TEMPLATE ${template}`);
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
