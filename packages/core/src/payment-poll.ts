/** How the payment page polls a pending payment (SPEC section 9): every 3 s, at most 30 attempts. */
export const PAYMENT_POLL_INTERVAL_MS = 3000;
export const PAYMENT_POLL_MAX_ATTEMPTS = 30;
