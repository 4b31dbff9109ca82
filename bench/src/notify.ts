import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { client, describe, productInStock } from './checkout';
import { startStore } from './server';
import { percentile, type Section } from './types';

export interface NotifyResult {
  database: string;
  /** The delivery worker's poll (NOTIFY_POLL_MS) the store ran with. */
  pollMs: number;
  samples: number;
  /** Stage changes whose message did not reach the fake Telegram within the wait. */
  missed: number;
  p50Ms: number;
  p95Ms: number;
  maxMs: number;
}

const SECRET = 'bench-notify-secret';
const CHAT = 91_001;
const WAIT_MS = 30_000;

/** A Bot API stand-in on a port: answers like Telegram and notes when each message arrives. */
async function startFakeTelegram() {
  const arrivals: { chatId: number; text: string; at: number }[] = [];
  let nextId = 1;
  const server: Server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      const at = performance.now();
      const method = req.url?.split('/').pop() ?? '';
      let payload: Record<string, unknown> = {};
      try {
        payload = body ? (JSON.parse(body) as Record<string, unknown>) : {};
      } catch {
        /* not JSON: answered like any other call */
      }
      let result: unknown = true;
      if (method === 'getMe') result = { id: 1, is_bot: true, first_name: 'Fardin', username: 'FardinBenchBot' };
      if (method === 'sendMessage') {
        const chatId = Number(payload.chat_id);
        const text = typeof payload.text === 'string' ? payload.text : '';
        arrivals.push({ chatId, text, at });
        result = { message_id: nextId++, date: Math.floor(Date.now() / 1000), chat: { id: chatId }, text };
      }
      res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify({ ok: true, result }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    arrivals,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * Issue 26 item 5: how long from a stage change to the shopper's Telegram message, measured on the
 * real path: the store (compiled, its own fresh database) talks to a fake Bot API on a port; the
 * demo shopper links Telegram through the webhook; for each sample the shopper places a cash-on-
 * delivery order, then staff cancel it (`POST /api/admin/orders/{id}/cancel`: the stage change to
 * `cancelled`, with the shopper message `order_cancelled`): the clock runs from sending that request to the fake receiving the message
 * naming the order (outbox row at commit -> delivery worker -> Telegram channel -> Bot API).
 * Not a budget: reported only (the issue asks for within 5 s at p95).
 */
export async function measureNotify(options: {
  samples: number;
  databaseUrl?: string | undefined;
}): Promise<Section<NotifyResult>> {
  const telegram = await startFakeTelegram();
  const pollMs = Number(process.env.BENCH_NOTIFY_POLL_MS ?? 1000);
  const store = await startStore({
    ...(options.databaseUrl ? { databaseUrl: options.databaseUrl } : {}),
    env: {
      TELEGRAM_API_URL: telegram.url,
      TELEGRAM_BOT_TOKEN: '1:bench',
      TELEGRAM_BOT_USERNAME: 'FardinBenchBot',
      TELEGRAM_WEBHOOK_SECRET: SECRET,
      NOTIFY_POLL_MS: String(pollMs),
    },
  }).catch(async (err: unknown) => {
    await telegram.close();
    throw err;
  });
  try {
    const call = client(store.base);
    const login = async (phone: string, password: string) => {
      const res = await call('POST', '/api/login?vendor_code={vendor}', { body: { phone, password } });
      if (typeof res.body.token !== 'string') throw new Error(`${phone} cannot log in: ${describe(res)}`);
      return res.body.token;
    };
    const shopper = await login('010000001', 'demo-shopper');
    const admin = await login('010000002', 'demo-admin');
    const link = await call('POST', '/api/telegram/link', { token: shopper, body: { language: 'en' } });
    const token = typeof link.body.url === 'string' ? new URL(link.body.url).searchParams.get('start') : null;
    if (!token) return { skipped: `no Telegram deep link: ${describe(link)}` };
    const res = await fetch(`${store.base}/api/telegram/webhook`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Telegram-Bot-Api-Secret-Token': SECRET },
      body: JSON.stringify({
        update_id: 1,
        message: { message_id: 1, chat: { id: CHAT }, from: { id: CHAT }, text: `/start ${token}` },
      }),
    });
    if (!res.ok) return { skipped: `the webhook answered ${res.status}` };
    const { product, search } = await productInStock(call);
    if (!product) return { skipped: `no product in stock (search answered ${describe(search)})` };

    const latencies: number[] = [];
    let missed = 0;
    for (let i = 0; i < options.samples; i++) {
      const added = await call('POST', '/api/cart/add', {
        token: shopper,
        body: {
          product_id: product.id,
          type: 'fardin',
          quantity: 1,
          ...(product.variant ? { variant: product.variant } : {}),
        },
      });
      const line = (added.body.data as { id?: number } | undefined)?.id;
      if (typeof line !== 'number') return { skipped: `cart/add answered ${describe(added)}` };
      const order = await call('POST', '/api/checkout?address=Home', {
        token: shopper,
        body: { type: 'fardin', items: [line], payment_type: 'cod', transport: 'land', delivery: 'direct' },
      });
      const orderId = (order.body.data as { id?: number } | undefined)?.id;
      if (typeof orderId !== 'number') return { skipped: `checkout answered ${describe(order)}` };
      // Let the order's own messages go out first: only the stage change's message is timed.
      await new Promise((resolve) => setTimeout(resolve, pollMs + 200));
      const from = performance.now();
      const moved = await call('POST', `/api/admin/orders/${orderId}/cancel`, {
        token: admin,
        body: { reason: 'bench: stage change to Telegram' },
      });
      if (moved.status !== 200) return { skipped: `the stage change answered ${describe(moved)}` };
      const mark = `#${orderId}`;
      const arrived = () =>
        telegram.arrivals.find((a) => a.chatId === CHAT && a.at >= from && new RegExp(`${mark}\\b`).test(a.text));
      while (!arrived() && performance.now() - from < WAIT_MS) await new Promise((resolve) => setTimeout(resolve, 10));
      const hit = arrived();
      if (hit) latencies.push(hit.at - from);
      else missed++;
    }
    const round = (n: number) => Math.round(n);
    return {
      database: options.databaseUrl ? 'PostgreSQL' : 'embedded (PGlite)',
      pollMs,
      samples: options.samples,
      missed,
      p50Ms: round(percentile(latencies, 50)),
      p95Ms: round(percentile(latencies, 95)),
      maxMs: round(Math.max(...latencies)),
    };
  } finally {
    await store.stop();
    await telegram.close();
  }
}
