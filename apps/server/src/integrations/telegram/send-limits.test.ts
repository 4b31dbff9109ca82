import { describe, expect, it } from 'vitest';
import { createSendLimiter } from './send-limits';

/** A clock the test moves; the limiter's waits return at once. */
function fakeClock() {
  let t = 0;
  return {
    now: () => t,
    sleep: async () => {},
    set: (ms: number) => (t = ms),
  };
}

describe("Telegram's sending limits", () => {
  it('one chat gets at most one message a second', async () => {
    const clock = fakeClock();
    const limiter = createSendLimiter({ perSecond: 30, perChatMs: 1000, ...clock });
    const at: number[] = [];
    for (let i = 0; i < 4; i += 1) {
      clock.set(at.length ? at[at.length - 1]! : 0);
      at.push(await limiter.acquire(42));
    }
    expect(at).toEqual([0, 1000, 2000, 3000]);
  });

  it('at most 30 a second overall across chats; the 31st waits for the next second', async () => {
    const clock = fakeClock();
    const limiter = createSendLimiter({ perSecond: 30, perChatMs: 1000, ...clock });
    // All reserved at once (the sends of one burst), to 61 different chats.
    const at = await Promise.all(Array.from({ length: 61 }, (_, chat) => limiter.acquire(chat)));
    expect(at.filter((t) => t < 1000)).toHaveLength(30);
    expect(at.filter((t) => t >= 1000 && t < 2000)).toHaveLength(30);
    expect(at.filter((t) => t >= 2000)).toHaveLength(1);
    // No window of one second holds more than 30 sends.
    const sorted = [...at].sort((a, b) => a - b);
    for (let i = 30; i < sorted.length; i += 1) expect(sorted[i]! - sorted[i - 30]!).toBeGreaterThanOrEqual(1000);
  });

  it('a 429 holds the chat for retry_after seconds', async () => {
    const clock = fakeClock();
    const limiter = createSendLimiter({ perSecond: 30, perChatMs: 1000, ...clock });
    await limiter.acquire(7);
    limiter.holdChat(7, 5);
    expect(await limiter.acquire(7)).toBe(5000);
    // Another chat is not held.
    expect(await limiter.acquire(8)).toBeLessThan(1000);
  });
});
