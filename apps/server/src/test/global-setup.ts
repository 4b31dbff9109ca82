import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { openDb } from '@fardin/db/open-db';
import { seed } from '@fardin/db/seed/seed';
import { hashPassword } from '../modules/accounts/password';
import { createPostgresTemplate, dropTestDatabase } from './postgres-template';

const TMP = fileURLToPath(new URL('../../../../.tmp', import.meta.url));

interface TestBase {
  pgliteDump: string;
  postgresTemplate: string;
  users: number;
  teardown(): Promise<void>;
}

/** Both Vitest projects (vitest.config.ts) run this setup in the one main process: they share one base. */
const shared = globalThis as typeof globalThis & { fardinTestBase?: Promise<TestBase> };

/**
 * PGlite's initdb takes seconds: migrate and seed one database per run, dump it, and let every
 * test file start its own copy from the dump (the Epic Stack way).
 */
async function buildBase(): Promise<TestBase> {
  mkdirSync(TMP, { recursive: true });
  const opened = await openDb();
  await opened.migrate();
  await seed(opened.db, { demoUsers: true, hashPassword });
  const dump = await opened.dump!();
  const file = path.join(TMP, `pglite-base-${process.pid}.tar`);
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  await opened.close();
  // PostgreSQL test databases are copies of one template made here (CREATE DATABASE ... TEMPLATE).
  const adminUrl = process.env.TEST_DATABASE_URL;
  const template = adminUrl ? await createPostgresTemplate(adminUrl) : '';
  return {
    pgliteDump: file,
    postgresTemplate: template,
    users: 0,
    // The dump and the template are this run's: gone with it (runs used to leave one in .tmp each).
    async teardown() {
      rmSync(file, { force: true });
      if (adminUrl && template) await dropTestDatabase(adminUrl, template);
    },
  };
}

export default async function setup(project: TestProject) {
  const base = await (shared.fardinTestBase ??= buildBase());
  base.users += 1;
  project.provide('pgliteDump', base.pgliteDump);
  project.provide('postgresTemplate', base.postgresTemplate);
  return async () => {
    base.users -= 1;
    if (base.users > 0) return;
    shared.fardinTestBase = undefined;
    await base.teardown();
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteDump: string;
    /** The PostgreSQL template database's name, or '' without TEST_DATABASE_URL. */
    postgresTemplate: string;
  }
}
