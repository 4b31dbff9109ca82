import { sql } from 'drizzle-orm';
import type { Db } from '@fardin/db/open-db';

/**
 * Synthetic orders for the order-filter plan test and bench/src/admin-orders.ts: one INSERT ...
 * SELECT generate_series per batch, with a shop-like mix: 60% delivered, 5% cancelled (refunded),
 * the rest spread over the open stages; four payment types; nine stores; one order every
 * `spacingSeconds` going back from `newest`.
 */
/** The `note` of every synthetic order, so a bench database can be topped up or cleaned. */
export const BULK_NOTE = 'bulk-orders';
const BULK_STORES = [
  'taobao',
  '1688',
  'alibaba',
  'aliexpress',
  'amazon',
  'shopee',
  'lazada',
  'ebay',
  'fardin',
] as const;
const OPEN_STAGES = [
  'placed',
  'paid',
  'purchased',
  'overseas_warehouse',
  'shipped_to_cambodia',
  'phnom_penh_warehouse',
  'out_for_delivery',
];

const textArray = (values: readonly string[]) => sql.raw(`ARRAY[${values.map((v) => `'${v}'`).join(',')}]::text[]`);

export async function insertBulkOrders(
  db: Db,
  options: { userIds: number[]; from: number; to: number; newest: Date; spacingSeconds?: number },
): Promise<void> {
  const { userIds, from, to, newest } = options;
  const spacing = options.spacingSeconds ?? 300;
  const users = sql.raw(`ARRAY[${userIds.map((id) => Math.trunc(id)).join(',')}]::int[]`);
  await db.execute(sql`
    WITH g AS (
      SELECT n,
        CASE WHEN n % 20 < 12 THEN 'delivered' WHEN n % 20 = 12 THEN 'cancelled' ELSE (${textArray(OPEN_STAGES)})[n % 20 - 12] END AS stage
      FROM generate_series(${from}::int, ${to}::int) AS n
    )
    INSERT INTO orders (user_id, store, checkout_type, stage, payment_type, payment_method, payment_status, subtotal_cents, shipping_cents,
      grand_total_cents, transport, delivery, address, parcel, note, created_at, updated_at)
    SELECT (${users})[1 + n % ${userIds.length}], (${textArray(BULK_STORES)})[1 + (n / 3) % ${BULK_STORES.length}], 'cart', stage,
      (${textArray(['cod', 'khqr', 'bankTransfer', 'anakut'])})[1 + (n / 7) % 4], 'phone',
      CASE WHEN stage = 'cancelled' THEN 'refunded' WHEN stage = 'placed' THEN (CASE WHEN n % 2 = 0 THEN 'unpaid' ELSE 'verifying' END) ELSE 'paid' END,
      1000 + n % 9000, 300, 1300 + n % 9000, 'land', 'direct', '{"name":"Home"}'::jsonb, '{"height":1,"width":1,"length":1,"weight":1}'::jsonb, ${BULK_NOTE},
      ${newest.toISOString()}::timestamptz - make_interval(secs => n * ${spacing}), ${newest.toISOString()}::timestamptz - make_interval(secs => n * ${spacing})
    FROM g`);
}
