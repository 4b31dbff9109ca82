import { describe, expect, it } from 'vitest';
import { and, eq, like } from 'drizzle-orm';
import { notificationOutbox } from '@fardin/db/schema/notifications';
import { auditLog } from '@fardin/db/schema/admin';
import type { ConversationMessage, ConversationThread, InboxRow } from '@fardin/core/contract-conversations';
import { useTestApp } from '../../test/test-app';
import { TEST_DB_KINDS } from '../../test/test-db';
import {
  DEMO_ADMIN,
  DEMO_SHOPPER,
  insertOrder,
  insertReceiptUpload,
  staffToken,
  userId,
} from '../admin/admin-fixtures';
import { makeShopper } from '../checkout/commerce-fixtures';

type Thread = { data: ConversationThread };
type Posted = { data: ConversationMessage; code?: string; field?: string; message: string };
type Inbox = { data: InboxRow[] };

describe.each(TEST_DB_KINDS)('the conversation of an order on %s', (kind) => {
  let admin: string;
  let staff: string;
  let shopper: string;
  let shopperId: number;
  let other: string;
  let otherId: number;
  const t = useTestApp(kind, async (t) => {
    admin = await t.tokenFor(DEMO_ADMIN);
    staff = await staffToken(t, admin);
    shopper = await t.tokenFor(DEMO_SHOPPER);
    shopperId = await userId(t, DEMO_SHOPPER);
    other = await makeShopper(t, '+85510000555');
    otherId = await userId(t, '+85510000555');
  });
  const post = (orderId: number, body: unknown, token = shopper) =>
    t.call<Posted>('POST', `/api/orders/${orderId}/messages`, { token, body });
  const answer = (orderId: number, text: string) =>
    t.call<Posted>('POST', `/api/admin/orders/${orderId}/messages`, { token: staff, body: { text } });
  const inbox = async (status = 'open') =>
    (await t.call<Inbox>('GET', `/api/admin/conversations?status=${status}`, { token: staff })).body.data;
  const outboxOf = (orderId: number) =>
    t.opened.db
      .select()
      .from(notificationOutbox)
      .where(and(eq(notificationOutbox.orderId, orderId), like(notificationOutbox.kind, 'conversation.%')))
      .orderBy(notificationOutbox.id);

  it('starts with the checkout note, adds text and an uploaded photo, and notifies staff in the same write', async () => {
    const orderId = await insertOrder(t, shopperId, { note: 'Please wrap it as a gift' });
    let thread = (await t.call<Thread>('GET', `/api/orders/${orderId}/messages`, { token: shopper })).body.data;
    expect(thread.messages).toMatchObject([
      { author: 'shopper', source: 'checkout_note', text: 'Please wrap it as a gift' },
    ]);

    const photo = await insertReceiptUpload(t, shopperId);
    const posted = await post(orderId, { text: '  Is the red one in stock?  ', photos: [photo] });
    expect(posted.status).toBe(201);
    // Stored as the upload's own URL; answered absolute, like every upload URL of the API.
    expect(posted.body.data).toMatchObject({
      author: 'shopper',
      text: 'Is the red one in stock?',
      photos: [expect.stringMatching(new RegExp(`^https?://[^/]+${photo}$`))],
    });

    thread = (await t.call<Thread>('GET', `/api/orders/${orderId}/messages`, { token: shopper })).body.data;
    expect(thread.messages.map((m) => [m.source, m.text])).toEqual([
      ['checkout_note', 'Please wrap it as a gift'],
      ['web', 'Is the red one in stock?'],
    ]);
    // Waiting since the note (the order's time), not since the second message.
    expect(thread.awaiting_since).toBe(thread.messages[0]!.created_at);
    expect((await outboxOf(orderId)).map((o) => [o.kind, o.userId])).toEqual([['conversation.shopper_message', null]]);

    const reply = await answer(orderId, 'Yes, we will buy the red one');
    expect(reply.status).toBe(201);
    thread = (await t.call<Thread>('GET', `/api/orders/${orderId}/messages`, { token: shopper })).body.data;
    expect(thread.messages.at(-1)).toMatchObject({
      author: 'staff',
      text: 'Yes, we will buy the red one',
      author_name: null,
    });
    expect(thread.awaiting_since).toBeNull();
    const staffView = (await t.call<Thread>('GET', `/api/admin/orders/${orderId}/messages`, { token: staff })).body
      .data;
    expect(staffView.messages.at(-1)?.author_name).toBe('Sokha Staff');
    expect((await outboxOf(orderId)).map((o) => [o.kind, o.userId])).toEqual([
      ['conversation.shopper_message', null],
      ['conversation.staff_reply', shopperId],
    ]);
    const audit = await t.opened.db.select().from(auditLog).where(eq(auditLog.action, 'conversation.reply'));
    expect(audit.map((a) => a.targetId)).toContain(String(orderId));
  });

  it("answers 404 for another shopper's order, reading or writing, and stores nothing", async () => {
    const orderId = await insertOrder(t, shopperId, { note: 'private' });
    const read = await t.call<{ code: string }>('GET', `/api/orders/${orderId}/messages`, { token: other });
    expect(read.status).toBe(404);
    expect(read.body.code).toBe('order.not_found');
    const wrote = await post(orderId, { text: 'hello' }, other);
    expect(wrote.status).toBe(404);
    expect(await outboxOf(orderId)).toEqual([]);
    expect((await t.call('GET', '/api/orders/999999/messages', { token: shopper })).status).toBe(404);
    expect((await t.call('GET', `/api/orders/${orderId}/messages`)).status).toBe(401);
  });

  it('refuses bad input with 422 and a stable code', async () => {
    const orderId = await insertOrder(t, shopperId);
    const cases: [unknown, string, string][] = [
      [{ text: '' }, 'conversation.empty_message', 'text'],
      [{ text: '   ', photos: [] }, 'conversation.empty_message', 'text'],
      [{ text: 'x'.repeat(2001) }, 'validation.too_long', 'text'],
      [{ text: 42 }, 'validation.invalid_type', 'text'],
      [{ text: 'hi', photos: ['/uploads/upload/not-mine.webp'] }, 'upload.not_your_upload', 'photos.0'],
      [{ text: 'hi', photos: Array(5).fill('/uploads/a.webp') }, 'validation.too_big', 'photos'],
    ];
    for (const [body, code, field] of cases) {
      const res = await post(orderId, body);
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(res.body.code, JSON.stringify(body)).toBe(code);
      expect(res.body.field, JSON.stringify(body)).toBe(field);
    }
    // Another shopper's upload is not this shopper's photo.
    const theirs = await insertReceiptUpload(t, otherId);
    expect((await post(orderId, { photos: [theirs] })).body.code).toBe('upload.not_your_upload');
    // A path that names no order is the API's usual 404.
    expect((await t.call('GET', '/api/orders/abc/messages', { token: shopper })).status).toBe(404);
    const blank = await t.call<{ code: string }>('POST', `/api/admin/orders/${orderId}/messages`, {
      token: staff,
      body: { text: ' ' },
    });
    expect([blank.status, blank.body.code]).toEqual([422, 'validation.required']);
    expect(await outboxOf(orderId)).toEqual([]);
  });

  it('keeps the back office to staff and admins, and staff answers to staff accounts', async () => {
    const orderId = await insertOrder(t, shopperId);
    // The admin area answers 404 to anyone else (its existence is not revealed).
    for (const [method, path] of [
      ['GET', '/api/admin/conversations'],
      ['GET', `/api/admin/orders/${orderId}/messages`],
      ['POST', `/api/admin/orders/${orderId}/messages`],
      ['POST', `/api/admin/orders/${orderId}/messages/close`],
    ] as const)
      expect(
        (await t.call(method, path, { token: shopper, ...(method === 'POST' ? { body: { text: 'hi' } } : {}) })).status,
        path,
      ).toBe(404);
    expect((await t.call('GET', '/api/admin/conversations', { token: admin })).status).toBe(200);
    // The Telegram entry (replyFromStaff) refuses an account that is not staff: 403.
    await expect(
      t.services.flows.replyFromStaff({ orderId, staffUserId: shopperId, text: 'I am staff, trust me' }),
    ).rejects.toMatchObject({ status: 403, code: 'conversation.not_staff' });
    expect(await outboxOf(orderId)).toEqual([]);
    const viaTelegram = await t.services.flows.replyFromStaff({
      orderId,
      staffUserId: await userId(t, DEMO_ADMIN),
      text: 'Answered from the staff group',
      source: 'telegram',
    });
    expect(viaTelegram).toMatchObject({ author: 'staff', source: 'telegram' });
    expect((await outboxOf(orderId)).map((o) => [o.kind, o.userId])).toEqual([['conversation.staff_reply', shopperId]]);
  });

  it('lists open conversations oldest unanswered first, answered ones after, and closes them', async () => {
    const first = await insertOrder(t, shopperId);
    const second = await insertOrder(t, otherId);
    const third = await insertOrder(t, shopperId);
    expect((await post(first, { text: 'first question' })).status).toBe(201);
    expect((await post(second, { text: 'second question' }, other)).status).toBe(201);
    expect((await post(third, { text: 'third question' })).status).toBe(201);
    const ours = (rows: InboxRow[]) => rows.map((r) => r.order_id).filter((id) => [first, second, third].includes(id));
    expect(ours(await inbox())).toEqual([first, second, third]);

    // The oldest is answered: it goes after every conversation still waiting.
    expect((await answer(first, 'answered')).status).toBe(201);
    let rows = await inbox();
    expect(ours(rows)).toEqual([second, third, first]);
    const waitingIds = rows.filter((r) => r.awaiting_since !== null).map((r) => r.order_id);
    expect(rows.slice(0, waitingIds.length).every((r) => r.awaiting_since !== null)).toBe(true);
    expect(rows.find((r) => r.order_id === second)).toMatchObject({
      customer_name: 'Shopper +85510000555',
      customer_phone: '+85510000555',
      last_message: 'second question',
      last_author: 'shopper',
      messages: 1,
    });

    // Closed: out of the open inbox; the shopper's next message opens it again, waiting again.
    const closed = await t.call<Thread>('POST', `/api/admin/orders/${second}/messages/close`, { token: staff });
    expect([closed.status, closed.body.data.status]).toEqual([200, 'closed']);
    expect(ours(await inbox())).toEqual([third, first]);
    expect(ours(await inbox('closed'))).toEqual([second]);
    expect((await post(second, { text: 'one more thing' }, other)).status).toBe(201);
    rows = await inbox();
    expect(ours(rows)).toEqual([third, second, first]);
    expect((await t.call('POST', `/api/admin/orders/999999/messages/close`, { token: staff })).status).toBe(404);
  });
});
