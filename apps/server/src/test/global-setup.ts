import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { openDb } from '@fardin/db/open-db';
import { seed } from '@fardin/db/seed/seed';
import { bundleServer, SERVER_DIR } from '../../scripts/server-bundle.mjs';
import { hashPassword } from '../modules/accounts/password';
import { createPostgresTemplate, dropTestDatabase } from './postgres-template';
import { SPAWNED_ENTRIES } from './spawned-entries';

const TMP = fileURLToPath(new URL('../../../../.tmp', import.meta.url));

interface TestBase {
  pgliteDump: string;
  postgresTemplate: string;
  serverBundle: string;
  users: number;
  teardown(): Promise<void>;
}

/** Both Vitest projects (vitest.config.ts) run this setup in the one main process: they share one base. */
const shared = globalThis as typeof globalThis & { fardinTestBase?: Promise<TestBase> };

/**
 * The entries the process tests spawn, bundled with the compiled server's esbuild options into a
 * folder of this run under apps/server (so npm packages resolve as for `dist/`): each child then
 * starts with plain node instead of transpiling the server through tsx (decision 0064). Built
 * again before a watch-mode rerun. `TEST_SERVER_BUNDLE=0`: no bundle, the children run the
 * TypeScript through tsx as before (for comparing the two).
 */
async function buildServerBundle(): Promise<string> {
  if (process.env.TEST_SERVER_BUNDLE === '0') return '';
  const dir = path.join(SERVER_DIR, `dist-vitest-${process.pid}`);
  await bundleServer(SPAWNED_ENTRIES, dir);
  return dir;
}

/** Logs how long a part of the setup took with DEBUG_TEST_DB=1 (decision 0064 measured them). */
async function timed<T>(what: string, work: Promise<T>): Promise<T> {
  const started = Date.now();
  const result = await work;
  if (process.env.DEBUG_TEST_DB) console.log(`global setup: ${what} in ${Date.now() - started} ms`);
  return result;
}

/**
 * PGlite's initdb takes seconds: migrate and seed one database per run, dump it, and let every
 * test file start its own copy from the dump (the Epic Stack way).
 */
async function buildPgliteDump(): Promise<string> {
  mkdirSync(TMP, { recursive: true });
  const opened = await openDb();
  await opened.migrate();
  await seed(opened.db, { demoUsers: true, hashPassword });
  const dump = await opened.dump!();
  const file = path.join(TMP, `pglite-base-${process.pid}.tar`);
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  await opened.close();
  return file;
}

/**
 * The dump, then the PostgreSQL template (test databases there are `CREATE DATABASE ... TEMPLATE`
 * of it), while esbuild builds the bundle in its own process. Not the two databases side by side:
 * PGlite holds this process's event loop for seconds at a time, and the template's connection
 * timed out waiting for it (decision 0064).
 */
async function buildBase(): Promise<TestBase> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  const bundling = timed('server bundle', buildServerBundle());
  const file = await timed('PGlite dump', buildPgliteDump());
  const template = await timed(
    'PostgreSQL template',
    adminUrl ? createPostgresTemplate(adminUrl) : Promise.resolve(''),
  );
  const serverBundle = await bundling;
  return {
    pgliteDump: file,
    postgresTemplate: template,
    serverBundle,
    users: 0,
    // The dump, the template and the bundle are this run's: gone with it (runs used to leave one in .tmp each).
    async teardown() {
      rmSync(file, { force: true });
      if (serverBundle) rmSync(serverBundle, { recursive: true, force: true });
      if (adminUrl && template) await dropTestDatabase(adminUrl, template);
    },
  };
}

export default async function setup(project: TestProject) {
  const base = await (shared.fardinTestBase ??= buildBase());
  base.users += 1;
  project.provide('pgliteDump', base.pgliteDump);
  project.provide('postgresTemplate', base.postgresTemplate);
  project.provide('serverBundle', base.serverBundle);
  // Watch mode: the children run the sources as they are now.
  project.onTestsRerun(async () => {
    if (base.serverBundle) await bundleServer(SPAWNED_ENTRIES, base.serverBundle);
  });
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
    /** The folder of the spawned entries' bundle (`<entry>.js`), or '' to run them through tsx. */
    serverBundle: string;
  }
}
