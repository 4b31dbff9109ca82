import { desc } from 'drizzle-orm';
import type { Db } from '@fardin/db/open-db';
import { smsOutbox } from '@fardin/db/schema/accounts';

/** Sends one text message. Implementations must not log the body in production (it holds codes). */
export interface SmsSender {
  readonly kind: 'outbox' | 'http';
  send(to: string, body: string): Promise<void>;
}

export interface OutboxMessage {
  id: number;
  to: string;
  body: string;
  created_at: string;
}

/** The embedded default: messages are stored in the database and listed by the dev API and CLI. */
export function createOutboxSms(db: Db): SmsSender {
  return {
    kind: 'outbox',
    async send(to, body) {
      await db.insert(smsOutbox).values({ to, body });
    },
  };
}

export async function listOutbox(db: Db, limit = 50): Promise<OutboxMessage[]> {
  const rows = await db.select().from(smsOutbox).orderBy(desc(smsOutbox.id)).limit(limit);
  return rows.map((r) => ({ id: r.id, to: r.to, body: r.body, created_at: r.createdAt.toISOString() }));
}

export interface HttpSmsOptions {
  url: string;
  token?: string | undefined;
  sender: string;
  fetch?: typeof fetch;
  timeoutMs?: number;
}

/**
 * A generic HTTP SMS gateway: POST {to, from, text} as JSON with a Bearer token. Most Cambodian
 * aggregators accept this shape or need only a thin proxy in front.
 */
export function createHttpSms(options: HttpSmsOptions): SmsSender {
  const doFetch = options.fetch ?? fetch;
  return {
    kind: 'http',
    async send(to, body) {
      const res = await doFetch(options.url, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          ...(options.token ? { Authorization: `Bearer ${options.token}` } : {}),
        },
        body: JSON.stringify({ to, from: options.sender, text: body }),
        signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
      });
      if (!res.ok) throw new Error(`SMS gateway answered ${res.status}`);
    },
  };
}

export function createSmsSender(db: Db, config: { SMS_GATEWAY_URL?: string | undefined; SMS_GATEWAY_TOKEN?: string | undefined; SMS_SENDER: string }): SmsSender {
  if (config.SMS_GATEWAY_URL) return createHttpSms({ url: config.SMS_GATEWAY_URL, token: config.SMS_GATEWAY_TOKEN, sender: config.SMS_SENDER });
  return createOutboxSms(db);
}
