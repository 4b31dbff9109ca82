import { eq, sql } from 'drizzle-orm';
import type { Db } from '../open-db';
import { users } from '../schema/accounts';
import { orderEvents, orderLines, orders } from '../schema/orders';
import { orderLedger } from '../schema/operations';
import { conversationMessages, conversations } from '../schema/conversations';
import { DEMO_USERS } from './foundation-data';

/**
 * Demo conversations (decision 0041) for a person on `npm start`: two orders of the demo shopper,
 * one whose question waits for staff (with its checkout note first) and one staff answered, so the
 * back office's inbox is filled. Idempotent: skipped once the demo shopper has a conversation.
 */
const HOUR = 3600_000;

interface DemoThread {
  placedHoursAgo: number;
  note: string | null;
  title: string;
  unitCents: number;
  messages: { author: 'shopper' | 'staff'; hoursAgo: number; text: string }[];
}

const THREADS: DemoThread[] = [
  {
    placedHoursAgo: 6,
    note: 'សូមពិនិត្យពណ៌មុនពេលទិញ / Please check the colour before buying',
    title: 'Linen shirt',
    unitCents: 1450,
    messages: [{ author: 'shopper', hoursAgo: 5, text: 'តើមានពណ៌ខៀវទេ? Is the blue one available too?' }],
  },
  {
    placedHoursAgo: 30,
    note: null,
    title: 'Phone case',
    unitCents: 390,
    messages: [
      { author: 'shopper', hoursAgo: 28, text: 'Can you send it with my other order?' },
      { author: 'staff', hoursAgo: 27, text: 'Yes, both will travel in one parcel.' },
    ],
  },
];

export async function seedConversationsDemo(db: Db, now: Date = new Date()): Promise<void> {
  const shopperPhone = DEMO_USERS.find((u) => u.role === 'shopper')?.phone;
  const adminPhone = DEMO_USERS.find((u) => u.role === 'admin')?.phone;
  if (!shopperPhone || !adminPhone) return;
  const [shopper] = await db.select({ id: users.id }).from(users).where(eq(users.phone, shopperPhone));
  const [admin] = await db.select({ id: users.id }).from(users).where(eq(users.phone, adminPhone));
  if (!shopper || !admin) return;
  const [done] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(conversations)
    .where(eq(conversations.userId, shopper.id));
  if ((done?.n ?? 0) > 0) return;
  const ago = (hours: number) => new Date(now.getTime() - hours * HOUR);

  for (const demo of THREADS) {
    const placedAt = ago(demo.placedHoursAgo);
    const [order] = await db
      .insert(orders)
      .values({
        userId: shopper.id,
        store: 'taobao',
        checkoutType: 'cart',
        stage: 'placed',
        paymentType: 'cod',
        paymentStatus: 'unpaid',
        subtotalCents: demo.unitCents,
        shippingCents: 0,
        grandTotalCents: demo.unitCents,
        transport: 'land',
        delivery: 'warehouse',
        address: { name: 'Home', description: 'Street 271, Phnom Penh' },
        parcel: { height: 0, width: 0, length: 0, weight: 0 },
        note: demo.note,
        createdAt: placedAt,
      })
      .returning({ id: orders.id });
    const orderId = order!.id;
    await db.insert(orderEvents).values({ orderId, stage: 'placed', createdAt: placedAt });
    await db.insert(orderLedger).values({ orderId, kind: 'goods', amountCents: demo.unitCents, createdAt: placedAt });
    await db.insert(orderLines).values({
      orderId,
      store: 'taobao',
      productId: `demo-chat-${orderId}`,
      title: demo.title,
      quantity: 1,
      unitPriceCents: demo.unitCents,
      currency: 'USD',
      unitUsdCents: demo.unitCents,
      lineUsdCents: demo.unitCents,
      state: 'awaiting_payment',
    });
    const messages = [
      ...(demo.note
        ? [{ author: 'shopper' as const, at: placedAt, text: demo.note, source: 'checkout_note' as const }]
        : []),
      ...demo.messages.map((m) => ({ author: m.author, at: ago(m.hoursAgo), text: m.text, source: 'web' as const })),
    ];
    const last = messages.at(-1)!;
    // Waiting since the first shopper message after the last staff answer (none: nothing waits).
    let awaitingSince: Date | null = null;
    for (const m of messages) awaitingSince = m.author === 'staff' ? null : (awaitingSince ?? m.at);
    const [thread] = await db
      .insert(conversations)
      .values({ orderId, userId: shopper.id, awaitingSince, lastMessageAt: last.at, createdAt: placedAt })
      .returning({ id: conversations.id });
    await db.insert(conversationMessages).values(
      messages.map((m) => ({
        conversationId: thread!.id,
        authorKind: m.author,
        authorId: m.author === 'staff' ? admin.id : shopper.id,
        body: m.text,
        source: m.source,
        createdAt: m.at,
      })),
    );
  }
}
