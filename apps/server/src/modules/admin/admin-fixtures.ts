import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { users } from '@fardin/db/schema/accounts';
import { uploads } from '@fardin/db/schema/uploads';
import { orderLines, orders } from '@fardin/db/schema/orders';
import { topupRequests } from '@fardin/db/schema/wallet';
import { deliveries } from '@fardin/db/schema/delivery';
import type { TestApp } from '../../test/test-app';

export const DEMO_SHOPPER = '+85510000001';
export const DEMO_ADMIN = '+85510000002';
export const STAFF_PHONE = '+85510000077';

/** A staff account created through the admin API, with a session token. */
export async function staffToken(t: TestApp, admin: string): Promise<string> {
  const res = await t.call('POST', '/api/admin/staff', {
    token: admin,
    body: { phone: '010 000 077', name: 'Sokha Staff' },
  });
  if (res.status !== 200) throw new Error(`staff not created: ${res.status}`);
  return t.tokenFor(STAFF_PHONE);
}

/** The three callers of back-office tests: the demo admin, a staff account and the demo shopper. */
export async function backOfficeTokens(t: TestApp): Promise<{ admin: string; staff: string; shopper: string }> {
  const admin = await t.tokenFor(DEMO_ADMIN);
  return { admin, staff: await staffToken(t, admin), shopper: await t.tokenFor(DEMO_SHOPPER) };
}

export async function userId(t: TestApp, phone: string): Promise<number> {
  const [row] = await t.opened.db.select({ id: users.id }).from(users).where(eq(users.phone, phone));
  return row!.id;
}

/** A receipt the shopper uploaded (as `POST /upload` records it), without the file itself. */
export async function insertReceiptUpload(t: TestApp, owner: number): Promise<string> {
  const url = `/uploads/upload/${randomBytes(16).toString('hex')}.webp`;
  await t.opened.db.insert(uploads).values({ userId: owner, url, sha256: '0'.repeat(64), bytes: 1234 });
  return url;
}

/** The line state an order's stage stands for (the journey of decision 0033), for fixture orders. */
const LINE_STATE_OF_STAGE = {
  placed: 'awaiting_payment',
  paid: 'to_buy',
  purchased: 'bought',
  overseas_warehouse: 'received',
  cancelled: 'cancelled',
} as const;

/**
 * An order as checkout writes it (bank transfer waiting for verification unless told otherwise),
 * with one line of its subtotal in the state its stage stands for (`lines: 0`: the caller adds them).
 */
export async function insertOrder(
  t: TestApp,
  owner: number,
  values: Partial<typeof orders.$inferInsert> = {},
  options: { lines?: 0 | 1 } = {},
): Promise<number> {
  const receiptUrl = 'receiptUrl' in values ? values.receiptUrl : await insertReceiptUpload(t, owner);
  const [row] = await t.opened.db
    .insert(orders)
    .values({
      userId: owner,
      store: 'taobao',
      checkoutType: 'cart',
      stage: 'placed',
      paymentType: 'bankTransfer',
      paymentMethod: 'phone',
      paymentStatus: 'verifying',
      receiptUrl,
      subtotalCents: 2000,
      shippingCents: 500,
      grandTotalCents: 2500,
      transport: 'land',
      delivery: 'direct',
      address: { name: 'Home', description: 'Street 271' },
      parcel: { height: 1, width: 1, length: 1, weight: 1 },
      ...values,
    })
    .returning({ id: orders.id, stage: orders.stage, subtotal: orders.subtotalCents });
  if (options.lines !== 0) {
    const state = LINE_STATE_OF_STAGE[row!.stage as keyof typeof LINE_STATE_OF_STAGE] ?? 'ready';
    await t.opened.db.insert(orderLines).values({
      orderId: row!.id,
      store: values.store ?? 'taobao',
      productId: 'fixture-1',
      title: 'Fixture item',
      quantity: 1,
      unitPriceCents: row!.subtotal,
      currency: 'USD',
      unitUsdCents: row!.subtotal,
      lineUsdCents: row!.subtotal,
      state,
      paidAt: state === 'awaiting_payment' || state === 'cancelled' ? null : new Date(),
    });
  }
  return row!.id;
}

export async function insertDelivery(t: TestApp, owner: number, code: string): Promise<number> {
  const [row] = await t.opened.db
    .insert(deliveries)
    .values({
      userId: owner,
      code,
      deliveryType: 'express',
      pickupPhone: '+85510000001',
      pickupLocation: 'Toul Kork',
      receiverPhone: '+85512345678',
      receiverLocation: 'Sen Sok',
      deliveryFeeCents: 150,
    })
    .returning({ id: deliveries.id });
  return row!.id;
}

export async function insertTopup(t: TestApp, owner: number): Promise<number> {
  const receiptUrl = await insertReceiptUpload(t, owner);
  const [row] = await t.opened.db
    .insert(topupRequests)
    .values({ userId: owner, amountCents: 1000, receiptUrl })
    .returning({ id: topupRequests.id });
  return row!.id;
}
