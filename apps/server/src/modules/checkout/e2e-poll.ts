/** Short poll under the server's E2E mode so browser tests can reach the timeout quickly. */
export const E2E_POLL = { intervalMs: 300, maxAttempts: 30 };
