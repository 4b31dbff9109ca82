import { afterAll, beforeAll } from 'vitest';
import pino from 'pino';
import { loadConfig, type Config } from '../config';
import { createApp, type App, type AppDeps } from '../app';
import { openTestDb, type TestDb, type TestDbKind } from './test-db';
import { removeTempDataDir } from './temp-data-dir';
import { eq } from 'drizzle-orm';
import { users } from '@fardin/db/schema/accounts';
import { createServices, type Services } from '../services';

export interface TestApp {
  app: App;
  opened: TestDb;
  config: Config;
  /** The services the app was built with (the composition root's). */
  services: Services;
  /** JSON request helper: returns status and parsed body. */
  call<T = unknown>(
    method: string,
    path: string,
    options?: { body?: unknown; token?: string; headers?: Record<string, string> },
  ): Promise<{ status: number; body: T; headers: Headers }>;
  /** A valid session token for a seeded user (demo shopper +85510000001, admin +85510000002). */
  tokenFor(phone: string): Promise<string>;
  close(): Promise<void>;
}

/** `deps`: what a test puts in place of the server's own (the cache notices of other replicas). */
export async function createTestApp(
  kind: TestDbKind,
  env: Record<string, string> = {},
  deps: Pick<AppDeps, 'cacheNotices'> = {},
): Promise<TestApp> {
  const opened = await openTestDb(kind);
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', ...env });
  const logger = pino({ level: 'silent' });
  const services = createServices({ db: opened.db, config, logger });
  const app = createApp({ db: opened.db, config, logger, services, ...deps });
  return {
    app,
    opened,
    config,
    services,
    async call(method, path, options = {}) {
      const headers = new Headers(options.headers);
      headers.set('Accept', 'application/json');
      if (options.token) headers.set('Authorization', `Bearer ${options.token}`);
      let body: BodyInit | undefined;
      if (options.body !== undefined) {
        headers.set('Content-Type', 'application/json');
        body = JSON.stringify(options.body);
      }
      const res = await app.request(path, { method, headers, ...(body !== undefined ? { body } : {}) });
      const text = await res.text();
      let parsed: unknown = text;
      try {
        parsed = text ? JSON.parse(text) : null;
      } catch {
        /* not JSON: keep the text */
      }
      return { status: res.status, body: parsed as never, headers: res.headers };
    },
    async tokenFor(phone) {
      const [user] = await opened.db.select({ id: users.id }).from(users).where(eq(users.phone, phone));
      if (!user) throw new Error(`no user ${phone}`);
      return (await services.sessions.create(user.id)).token;
    },
    async close() {
      await opened.close();
      removeTempDataDir(env.DATA_DIR);
    },
  };
}

/** Settings and stand-ins for `useTestApp`: the same as `createTestApp`'s second and third arguments. */
export interface UseTestAppOptions {
  env?: Record<string, string> | (() => Record<string, string>);
  deps?: Pick<AppDeps, 'cacheNotices'> | (() => Pick<AppDeps, 'cacheNotices'>);
}

/**
 * The API-test fixture: one freshly seeded app for the enclosing `describe`, built in its
 * `beforeAll` (then `setup` runs: products, shoppers, tokens) and closed in its `afterAll`.
 * The returned object stands for that app, so tests read as before: `t.call(...)`, `t.services`.
 *
 *   describe.each(TEST_DB_KINDS)('cart on %s', (kind) => {
 *     let me: string;
 *     const t = useTestApp(kind, async (t) => { me = await t.tokenFor(SHOPPER); });
 *
 * `env` and `deps` may be functions, read when the app is built (after the file's other
 * `beforeAll`s, e.g. a stub server whose address goes into the env).
 */
export function useTestApp(
  kind: TestDbKind,
  setup?: (t: TestApp) => Promise<unknown>,
  options: UseTestAppOptions = {},
): TestApp {
  let current: TestApp | undefined;
  const app = (): TestApp => {
    if (!current) throw new Error('useTestApp: the app is built in beforeAll; use it inside a test or a hook');
    return current;
  };
  beforeAll(async () => {
    const env = typeof options.env === 'function' ? options.env() : options.env;
    const deps = typeof options.deps === 'function' ? options.deps() : options.deps;
    current = await createTestApp(kind, env, deps);
    if (setup) await setup(current);
  });
  afterAll(async () => {
    await current?.close();
    current = undefined;
  });
  return {
    get app() {
      return app().app;
    },
    get opened() {
      return app().opened;
    },
    get config() {
      return app().config;
    },
    get services() {
      return app().services;
    },
    call: (method, path, callOptions) => app().call(method, path, callOptions),
    tokenFor: (phone) => app().tokenFor(phone),
    close: () => app().close(),
  };
}
