/** Limits of "buy it for me" requests (issue 29 item 2), without zod: the browser's form reads them. */

/** Requests a shopper may have waiting at once (counted atomically per shopper). */
export const MAX_OPEN_BUY_REQUESTS = 5;
export const MAX_REQUEST_LINK = 2000;
export const MAX_REQUEST_NOTE = 1000;
export const MAX_REQUEST_VARIANT = 200;
/** The largest quote staff can give, in USD. */
export const MAX_QUOTE_USD = 100_000;
