import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { openDb } from '@fardin/db/open-db';
import { seed } from '@fardin/db/seed/seed';
import { hashPassword } from '../modules/accounts/password';
import { createPostgresTemplate, dropTestDatabase } from './postgres-template';

const TMP = fileURLToPath(new URL('../../../../.tmp', import.meta.url));

/**
 * PGlite's initdb takes seconds: migrate and seed one database per run, dump it, and let every
 * test file start its own copy from the dump (the Epic Stack way).
 */
export default async function setup(project: TestProject) {
  mkdirSync(TMP, { recursive: true });
  const opened = await openDb();
  await opened.migrate();
  await seed(opened.db, { demoUsers: true, hashPassword });
  const dump = await opened.dump!();
  const file = path.join(TMP, `pglite-base-${process.pid}.tar`);
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  await opened.close();
  project.provide('pgliteDump', file);
  // PostgreSQL test databases are copies of one template made here (CREATE DATABASE ... TEMPLATE).
  const adminUrl = process.env.TEST_DATABASE_URL;
  const template = adminUrl ? await createPostgresTemplate(adminUrl) : '';
  project.provide('postgresTemplate', template);
  // The dump and the template are this run's: gone with it (runs used to leave one in .tmp each).
  return async () => {
    rmSync(file, { force: true });
    if (adminUrl && template) await dropTestDatabase(adminUrl, template);
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteDump: string;
    /** The PostgreSQL template database's name, or '' without TEST_DATABASE_URL. */
    postgresTemplate: string;
  }
}
