/**
 * What the server's E2E mode (`E2E=1`, set only by e2e/playwright.config.ts) changes, in one place:
 * the payment poll is short so browser journeys reach its timeout quickly, and the KHQR code lives
 * as long as that poll (decision 0022). Nothing else reads `config.E2E` for timing.
 */
export const E2E_PAYMENT_POLL = { intervalMs: 300, maxAttempts: 30 };
