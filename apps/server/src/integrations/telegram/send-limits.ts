/**
 * Telegram's sending limits (decision 0040): about 30 messages a second overall and 1 a second per
 * chat. Each send reserves the earliest moment both allow, synchronously (one process, one event
 * loop: no two sends take the same slot), then waits for it. Per process: N replicas send at most
 * N times as fast, so the overall rate is set below Telegram's with room for two.
 */
export interface SendLimitOptions {
  perSecond: number;
  perChatMs: number;
  now?: () => number;
  sleep?: (ms: number) => Promise<void>;
}

export const TELEGRAM_LIMITS = { perSecond: 30, perChatMs: 1000 } as const;

export const sleepMs = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export function createSendLimiter(options: SendLimitOptions) {
  const now = options.now ?? Date.now;
  const sleep = options.sleep ?? sleepMs;
  /** Reserved send moments of the last second and beyond, ascending. */
  let slots: number[] = [];
  const nextPerChat = new Map<string, number>();

  /** The earliest moment at or after `from` with fewer than `perSecond` sends in the second before it. */
  function globalSlot(from: number): number {
    let at = from;
    for (;;) {
      const inWindow = slots.filter((s) => s > at - 1000 && s <= at + 1000);
      const before = inWindow.filter((s) => s > at - 1000 && s <= at);
      const after = inWindow.filter((s) => s > at && s < at + 1000);
      if (before.length + after.length < options.perSecond) return at;
      // Move past the oldest send of the window that blocks this moment.
      at = Math.max(at, (before[0] ?? after[0]!) + 1000);
    }
  }

  return {
    /** Waits until this chat may be sent to; answers the moment reserved. */
    async acquire(chatId: string | number | undefined): Promise<number> {
      const t = now();
      slots = slots.filter((s) => s > t - 1000);
      const key = chatId === undefined ? null : String(chatId);
      const chatFrom = key ? Math.max(t, nextPerChat.get(key) ?? 0) : t;
      const at = globalSlot(chatFrom);
      slots.push(at);
      slots.sort((a, b) => a - b);
      if (key) nextPerChat.set(key, at + options.perChatMs);
      if (nextPerChat.size > 10_000) for (const [k, v] of nextPerChat) if (v < t) nextPerChat.delete(k);
      if (at > t) await sleep(at - t);
      return at;
    },
    /** Telegram answered 429 for this chat: nothing more to it before `retryAfterS` has passed. */
    holdChat(chatId: string | number | undefined, retryAfterS: number): void {
      if (chatId === undefined) return;
      const key = String(chatId);
      nextPerChat.set(key, Math.max(nextPerChat.get(key) ?? 0, now() + retryAfterS * 1000));
    },
  };
}
export type SendLimiter = ReturnType<typeof createSendLimiter>;
