import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from './app-env';

/**
 * The back office's parts (the first segment after `/api/admin/`) whose writes never change what a
 * guest is shown: orders and their purchase and parcel journeys, payments, riders, people
 * (decision 0069). What one of them moves that a guest may see, a product's stock after a cancel,
 * shows within the kept answers' lifetime, as stock after a shopper's checkout does (decision 0008).
 * A part not listed here (the catalogue, the blog, reference lists, settings, shipping rates, and
 * any part added later) drops every kept answer and page when it writes.
 */
export const OPERATIONS_PARTS: ReadonlySet<string> = new Set([
  'batches',
  'deliveries',
  'dispatch',
  'operations',
  'order-lines',
  'orders',
  'parcels',
  'payments',
  'problems',
  'purchases',
  'refunds',
  'requests',
  'riders',
  'staff',
  'telegram-outbox',
  'users',
  'warehouse',
  'withdrawals',
]);

/** Whether a write to `path` (`/api/admin/...`, or `/admin/...` as the API's own routes name it) may change what a guest sees. */
function changesTheShop(path: string): boolean {
  const part = /^(?:\/api)?\/admin\/([^/?]+)/.exec(path)?.[1];
  return part === undefined || !OPERATIONS_PARTS.has(part);
}

/**
 * Successful back-office writes (any non-GET under /admin answering < 400) of a part that may
 * change what the shop shows: the kept catalogue answers, reference lists and guest pages are
 * dropped (decisions 0008, 0069).
 */
export function afterBackOfficeWrites(onChange: () => Promise<void>): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await next();
    const method = c.req.method;
    if (method === 'GET' || method === 'HEAD' || method === 'OPTIONS' || c.res.status >= 400) return;
    if (changesTheShop(c.req.path)) await onChange();
  };
}
