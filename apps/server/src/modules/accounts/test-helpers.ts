import pino from 'pino';
import { desc, eq } from 'drizzle-orm';
import { smsOutbox } from '@fardin/db/schema/accounts';
import { createApp } from '../../app';
import type { TestApp } from '../../test/test-app';
import { TEST_ADDRESS_HEADER } from '../../http/client-address';

/** The last code texted to a phone (the dev outbox is the SMS gateway in tests). */
export async function lastOtp(t: TestApp, phone: string): Promise<string> {
  const [row] = await t.opened.db
    .select()
    .from(smsOutbox)
    .where(eq(smsOutbox.to, phone))
    .orderBy(desc(smsOutbox.id))
    .limit(1);
  const code = row?.body.match(/\b(\d{4})\b/)?.[1];
  if (!code) throw new Error(`no code for ${phone}`);
  return code;
}

/** The same database behind an app whose clock the test moves. */
export function withClock(t: TestApp, start = new Date()) {
  let current = start.getTime();
  const app = createApp({
    db: t.opened.db,
    config: t.config,
    logger: pino({ level: 'silent' }),
    now: () => new Date(current),
  });
  async function call<T = unknown>(
    method: string,
    path: string,
    options: { body?: unknown; token?: string; headers?: Record<string, string> } = {},
  ) {
    const headers = new Headers({ ...options.headers, Accept: 'application/json' });
    if (options.token) headers.set('Authorization', `Bearer ${options.token}`);
    if (options.body !== undefined) headers.set('Content-Type', 'application/json');
    const res = await app.request(path, {
      method,
      headers,
      ...(options.body !== undefined ? { body: JSON.stringify(options.body) } : {}),
    });
    return { status: res.status, body: (await res.json()) as T, headers: res.headers };
  }
  return {
    call,
    advance(seconds: number) {
      current += seconds * 1000;
    },
  };
}

/** Request headers naming the caller's address (honoured in tests only: http/client-address.ts). */
export const from = (address: string): Record<string, string> => ({ [TEST_ADDRESS_HEADER]: address });
