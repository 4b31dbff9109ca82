import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { notificationOutbox } from '@fardin/db/schema/notifications';
import type { ConversationThread, InboxRow } from '@fardin/core/contract-conversations';
import { useTestApp } from '../../test/test-app';
import { TEST_DB_KINDS } from '../../test/test-db';
import { DEMO_ADMIN } from '../admin/admin-fixtures';
import { insertOwnProduct, makeShopper, topUp } from '../checkout/commerce-fixtures';

/** The checkout note reaches staff: an order placed with a note opens its thread (decision 0041). */
describe.each(TEST_DB_KINDS)('the checkout note on %s', (kind) => {
  let admin: string;
  let shopper: string;
  const t = useTestApp(kind, async (t) => {
    admin = await t.tokenFor(DEMO_ADMIN);
    shopper = await makeShopper(t, '+85510000321');
    await topUp(t, '+85510000321', 10_000);
    await insertOwnProduct(t, 'own-note', { stock: 10, priceCents: 1_000 });
  });
  const buy = (note?: string) =>
    t.call<{ data: { id: number } }>('POST', '/api/checkout', {
      token: shopper,
      body: {
        checkout_type: 'buy_now',
        type: 'fardin',
        product_id: 'own-note',
        quantity: 1,
        address: 'Home',
        payment_type: 'anakut',
        ...(note === undefined ? {} : { note }),
      },
    });
  const inbox = async () =>
    (await t.call<{ data: InboxRow[] }>('GET', '/api/admin/conversations', { token: admin })).body.data;

  it('waits in the staff inbox as the first message, with its outbox row; an order without a note opens nothing', async () => {
    const withNote = await buy('Please wrap it as a gift');
    expect(withNote.status).toBe(200);
    const orderId = withNote.body.data.id;
    const row = (await inbox()).find((r) => r.order_id === orderId);
    expect(row).toMatchObject({ last_message: 'Please wrap it as a gift', last_author: 'shopper', messages: 1 });
    expect(row?.awaiting_since).not.toBeNull();
    const thread = (
      await t.call<{ data: ConversationThread }>('GET', `/api/orders/${orderId}/messages`, { token: shopper })
    ).body.data;
    expect(thread.messages).toMatchObject([{ source: 'checkout_note', text: 'Please wrap it as a gift' }]);
    expect(thread.messages[0]!.id).toBeGreaterThan(0);
    const outbox = await t.opened.db
      .select()
      .from(notificationOutbox)
      .where(and(eq(notificationOutbox.orderId, orderId), eq(notificationOutbox.kind, 'conversation.shopper_message')));
    expect(outbox).toHaveLength(1);

    const plain = await buy();
    expect(plain.status).toBe(200);
    expect((await inbox()).map((r) => r.order_id)).not.toContain(plain.body.data.id);
  });
});
