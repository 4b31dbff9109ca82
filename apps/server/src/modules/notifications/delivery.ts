import { and, asc, eq, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Db } from '@fardin/db/open-db';
import { notificationDeliveries, notificationOutbox } from '@fardin/db/schema/notifications';
import { channelAllowed, isMandatory, kindInfo } from '@fardin/core/notification-kinds';
import { renderNotification } from '@fardin/core/notification-text';
import type { Logger } from '../../logger';
import type { ChannelName, NotificationChannel, RenderedNotification, SendOutcome } from './channels';
import type { NotificationService } from './service';

/**
 * The delivery worker (decision 0039): a queue on PostgreSQL's `FOR UPDATE SKIP LOCKED`, the same
 * on the embedded PGlite and on a server shared by replicas.
 * 1. Fan-out: outbox rows not fanned out yet are locked (skipping those another worker holds) and
 *    get one delivery row per channel they go to; the unique (outbox, channel, audience) key means
 *    a row fanned out twice still has one delivery per channel.
 * 2. Claim: due delivery rows are taken with one `UPDATE ... WHERE id IN (SELECT ... FOR UPDATE
 *    SKIP LOCKED) RETURNING`: a row goes to one worker. The claim is a lease (`locked_until`); the
 *    outcome is written only while the lease is ours (status `sending` and the same attempt number).
 * 3. Outcome: `sent`/`skipped` end the row; `failed` (or a throw, or a timeout) retries with
 *    exponential backoff until `maxAttempts`, then the next channel of the chain is tried.
 * Chains: in-app always; web push beside it; Telegram, then SMS (a dead or unlinked Telegram falls
 * back to SMS). Staff kinds go to the channels that serve the staff audience.
 */

/** The direct-message chain: the first channel that sends wins, the next is the fallback. */
const MESSAGE_CHAIN: readonly ChannelName[] = ['telegram', 'sms'];

export interface DeliveryOptions {
  db: Db;
  now: () => Date;
  logger: Logger;
  notifications: NotificationService;
  channels: NotificationChannel[];
  /** Channels that also carry staff-audience kinds (the staff Telegram group). */
  staffChannels?: NotificationChannel[];
  leaseMs?: number;
  maxAttempts?: number;
  /** Wait before attempt n+1 after n failed attempts. */
  backoffMs?: (attempts: number) => number;
  sendTimeoutMs?: number;
  batch?: number;
}

type DeliveryRow = typeof notificationDeliveries.$inferSelect;

export function createDeliveryWorker(options: DeliveryOptions) {
  const { db, now, logger, notifications } = options;
  const leaseMs = options.leaseMs ?? 30_000;
  const maxAttempts = options.maxAttempts ?? 4;
  const backoffMs = options.backoffMs ?? ((n: number) => Math.min(5 * 60_000, 2_000 * 2 ** (n - 1)));
  const sendTimeoutMs = options.sendTimeoutMs ?? 10_000;
  const batch = options.batch ?? 20;
  const byName = new Map(options.channels.map((c) => [c.name, c]));
  const staffByName = new Map((options.staffChannels ?? []).map((c) => [c.name, c]));

  /** The shopper's channels for a kind, in order: the message chain filtered by their choices. */
  async function shopperPlan(
    userId: number,
    kind: string,
    tx: Db = db,
  ): Promise<{ chain: ChannelName[]; beside: ChannelName[] }> {
    const { off } = await notifications.settingsOf(userId, tx);
    const ok = (c: ChannelName) => byName.has(c) && channelAllowed(off, kind, c);
    const beside = (['inapp', 'webpush'] as const).filter(ok);
    return { chain: MESSAGE_CHAIN.filter(ok), beside };
  }

  /** Fans out up to `batch` outbox rows; answers how many. */
  async function fanOut(): Promise<number> {
    return db.transaction(async (tx) => {
      const rows = await tx
        .select()
        .from(notificationOutbox)
        .where(isNull(notificationOutbox.sentAt))
        .orderBy(asc(notificationOutbox.id))
        .limit(batch)
        .for('update', { skipLocked: true });
      const at = now();
      for (const row of rows) {
        const info = kindInfo(row.kind);
        const values: { outboxId: number; channel: ChannelName; audience: 'shopper' | 'staff'; nextAttemptAt: Date }[] =
          [];
        if (info.audience !== 'staff' && row.userId !== null) {
          const plan = await shopperPlan(row.userId, row.kind, tx);
          for (const channel of [...plan.beside, ...plan.chain.slice(0, 1)])
            values.push({ outboxId: row.id, channel, audience: 'shopper', nextAttemptAt: at });
        }
        if (info.audience !== 'shopper')
          for (const channel of staffByName.keys())
            values.push({ outboxId: row.id, channel, audience: 'staff', nextAttemptAt: at });
        if (values.length) await tx.insert(notificationDeliveries).values(values).onConflictDoNothing();
      }
      if (rows.length)
        await tx
          .update(notificationOutbox)
          .set({ sentAt: at })
          .where(
            inArray(
              notificationOutbox.id,
              rows.map((r) => r.id),
            ),
          );
      return rows.length;
    });
  }

  /** Takes up to `batch` due deliveries for this worker (a lease of `leaseMs`). */
  async function claim(): Promise<DeliveryRow[]> {
    const at = now();
    const due = db
      .select({ id: notificationDeliveries.id })
      .from(notificationDeliveries)
      .where(
        or(
          and(eq(notificationDeliveries.status, 'pending'), lte(notificationDeliveries.nextAttemptAt, at)),
          and(eq(notificationDeliveries.status, 'sending'), lt(notificationDeliveries.lockedUntil, at)),
        ),
      )
      .orderBy(asc(notificationDeliveries.id))
      .limit(batch)
      .for('update', { skipLocked: true });
    return db
      .update(notificationDeliveries)
      .set({
        status: 'sending',
        attempts: sql`${notificationDeliveries.attempts} + 1`,
        lockedUntil: new Date(at.getTime() + leaseMs),
      })
      .where(inArray(notificationDeliveries.id, due))
      .returning();
  }

  async function render(d: DeliveryRow): Promise<RenderedNotification | null> {
    const [row] = await db.select().from(notificationOutbox).where(eq(notificationOutbox.id, d.outboxId));
    if (!row) return null;
    const language =
      row.userId !== null && d.audience === 'shopper' ? (await notifications.settingsOf(row.userId)).language : 'kh';
    const text = renderNotification(row.kind, { orderId: row.orderId, payload: row.payload }, language);
    return {
      outboxId: row.id,
      userId: d.audience === 'shopper' ? row.userId : null,
      audience: d.audience,
      language,
      kind: row.kind,
      orderId: row.orderId,
      ...text,
      mandatory: isMandatory(row.kind),
      createdAt: row.createdAt,
    };
  }

  async function attempt(
    channel: NotificationChannel | undefined,
    message: RenderedNotification,
  ): Promise<[SendOutcome, string | null]> {
    if (!channel) return ['skipped', 'channel not configured'];
    let timer: NodeJS.Timeout | undefined;
    try {
      const timeout = new Promise<SendOutcome>((resolve) => {
        timer = setTimeout(() => resolve('failed'), sendTimeoutMs);
      });
      const outcome = await Promise.race([channel.send(message), timeout]);
      return [outcome, outcome === 'failed' ? 'failed' : null];
    } catch (err) {
      return ['failed', err instanceof Error ? err.message.slice(0, 500) : 'error'];
    } finally {
      clearTimeout(timer);
    }
  }

  /** Writes the outcome while the lease is still ours; answers false when it was lost. */
  async function finish(d: DeliveryRow, outcome: SendOutcome, error: string | null): Promise<boolean> {
    const at = now();
    const retry = outcome === 'failed' && d.attempts < maxAttempts;
    const ours = and(
      eq(notificationDeliveries.id, d.id),
      eq(notificationDeliveries.status, 'sending'),
      eq(notificationDeliveries.attempts, d.attempts),
    );
    const set = retry
      ? {
          status: 'pending' as const,
          nextAttemptAt: new Date(at.getTime() + backoffMs(d.attempts)),
          lockedUntil: null,
          lastError: error,
        }
      : { status: outcome, sentAt: outcome === 'sent' ? at : null, lockedUntil: null, lastError: error };
    const done = await db
      .update(notificationDeliveries)
      .set(set)
      .where(ours)
      .returning({ id: notificationDeliveries.id });
    return done.length === 1 && !retry && outcome !== 'sent';
  }

  /** After a channel of the chain gave up (or had nothing to send to), the next one gets the row. */
  async function fallBack(d: DeliveryRow, message: RenderedNotification): Promise<void> {
    if (d.audience !== 'shopper' || message.userId === null) return;
    const { chain } = await shopperPlan(message.userId, message.kind);
    const next = chain[chain.indexOf(d.channel as ChannelName) + 1];
    if (!chain.includes(d.channel as ChannelName) || !next) return;
    await db
      .insert(notificationDeliveries)
      .values({ outboxId: d.outboxId, channel: next, audience: 'shopper', nextAttemptAt: now() })
      .onConflictDoNothing();
  }

  /** One pass: fan out, then deliver what is due. Answers how many deliveries it finished. */
  async function runOnce(): Promise<number> {
    while ((await fanOut()) === batch);
    let handled = 0;
    for (let rows = await claim(); rows.length; rows = await claim()) {
      await Promise.all(
        rows.map(async (d) => {
          const message = await render(d);
          if (!message) return;
          const channels = d.audience === 'staff' ? staffByName : byName;
          const [outcome, error] = await attempt(channels.get(d.channel as ChannelName), message);
          if (outcome === 'failed')
            logger.warn({ delivery: d.id, channel: d.channel, attempt: d.attempts, error }, 'notification send failed');
          if (await finish(d, outcome, error)) await fallBack(d, message);
          handled++;
        }),
      );
    }
    return handled;
  }

  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | null = null;
  let again = false;
  /** Runs a pass now, or right after the one running. */
  function kick(): void {
    if (running) {
      again = true;
      return;
    }
    running = runOnce()
      .catch((err: unknown) => logger.warn({ err }, 'notification delivery pass failed'))
      .finally(() => {
        running = null;
        if (again) {
          again = false;
          kick();
        }
      });
  }

  return {
    runOnce,
    kick,
    /** Polls every `pollMs` (the fallback when no notice arrives); answers the stop. */
    start(pollMs: number): () => Promise<void> {
      timer = setInterval(kick, pollMs);
      timer.unref();
      kick();
      return async () => {
        clearInterval(timer);
        await running;
      };
    },
  };
}
