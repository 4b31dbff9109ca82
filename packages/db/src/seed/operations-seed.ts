import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../open-db';
import { users } from '../schema/accounts';
import { orderEvents, orderLines, orders } from '../schema/orders';
import { lineEvents, orderLedger, orderProblems, purchaseLines, purchases } from '../schema/operations';
import { deriveOrderStage, type LineState } from '@fardin/core/line-journey';
import type { Alternative, ProblemKind } from '@fardin/core/contract-operations';
import { DEMO_USERS } from './foundation-data';

/**
 * Demo orders of the purchase journey (decision 0033), for a person on `npm start`: lines to buy
 * (one past the 24 h target), bought, shipped by the seller, at the warehouse, and open problems
 * (one overdue), so the purchasing queue and the problem inbox are filled. Written as rows, as a
 * real journey leaves them; idempotent (marked by the orders' note).
 */
const MARK = 'Demo: purchase journey';
const HOUR = 3600_000;

interface DemoSeller {
  id: string;
  name: string;
}
/** Demo marketplace shops (decision 0038): lines of both demo shoppers are bought from COTTON in one purchase. */
const COTTON: DemoSeller = { id: '57301234', name: 'Hangzhou Cotton House' };
const SPORTS: DemoSeller = { id: '61880021', name: 'Jinjiang Sports Factory' };
const HOME: DemoSeller = { id: '40210987', name: 'Yiwu Home Goods' };

/** A second demo shopper (no password: cannot sign in), so the queue shows two shoppers' lines of one seller. */
const SECOND_DEMO_SHOPPER = { name: 'Sokha Chan', phone: '+85510000003' };

interface DemoLine {
  title: string;
  productId: string;
  store: string;
  seller?: DemoSeller;
  unitCents: number;
  variantName?: string;
  state: LineState;
  heldFrom?: LineState;
  problem?: {
    kind: ProblemKind;
    hoursAgo: number;
    newUnitCents?: number;
    alternatives?: Alternative[];
    reminders: number;
  };
}
interface DemoOrder {
  /** Whose order: the demo shopper (default) or the second one. */
  second?: boolean;
  paidHoursAgo: number | null;
  lines: DemoLine[];
}

const DEMO_ORDERS: DemoOrder[] = [
  {
    paidHoursAgo: 3,
    lines: [
      {
        title: 'Cotton T-shirt',
        productId: 'demo-tee',
        store: 'taobao',
        seller: COTTON,
        unitCents: 850,
        variantName: 'White / L',
        state: 'to_buy',
      },
      {
        title: 'Canvas tote bag',
        productId: 'demo-tote',
        store: 'taobao',
        seller: HOME,
        unitCents: 620,
        state: 'to_buy',
      },
    ],
  },
  {
    second: true,
    paidHoursAgo: 10,
    lines: [
      {
        title: 'Linen shirt',
        productId: 'demo-linen',
        store: 'taobao',
        seller: COTTON,
        unitCents: 1250,
        variantName: 'Blue / M',
        state: 'to_buy',
      },
    ],
  },
  {
    paidHoursAgo: 30,
    lines: [
      {
        title: 'Running shoes',
        productId: 'demo-shoes',
        store: 'taobao',
        seller: SPORTS,
        unitCents: 3200,
        variantName: 'Black / 42',
        state: 'to_buy',
      },
      { title: 'Phone case', productId: 'demo-case', store: '1688', unitCents: 300, state: 'bought' },
    ],
  },
  {
    paidHoursAgo: 72,
    lines: [
      {
        title: 'Rice cooker',
        productId: 'demo-cooker',
        store: 'taobao',
        unitCents: 2450,
        state: 'problem',
        heldFrom: 'to_buy',
        problem: { kind: 'price_changed', hoursAgo: 60, newUnitCents: 2800, reminders: 2 },
      },
      { title: 'Desk lamp', productId: 'demo-lamp', store: 'taobao', unitCents: 1500, state: 'seller_shipped' },
    ],
  },
  {
    paidHoursAgo: 20,
    lines: [
      {
        title: 'Hoodie',
        productId: 'demo-hoodie',
        store: 'shein',
        unitCents: 1899,
        variantName: 'Grey / M',
        state: 'problem',
        heldFrom: 'to_buy',
        problem: {
          kind: 'out_of_stock',
          hoursAgo: 5,
          reminders: 0,
          alternatives: [
            { variant: 'hoodie-navy-m', variant_name: 'Navy / M', unit_price: 18.99 },
            { variant: 'hoodie-grey-l', variant_name: 'Grey / L', unit_price: 19.99 },
          ],
        },
      },
    ],
  },
  {
    paidHoursAgo: 120,
    lines: [
      { title: 'Water bottle', productId: 'demo-bottle', store: 'taobao', unitCents: 700, state: 'received' },
      { title: 'Notebook set', productId: 'demo-notebook', store: 'taobao', unitCents: 450, state: 'ready' },
    ],
  },
  {
    paidHoursAgo: null,
    lines: [{ title: 'Sun hat', productId: 'demo-hat', store: 'taobao', unitCents: 990, state: 'awaiting_payment' }],
  },
];

export async function seedOperationsDemo(db: Db, now: Date = new Date()): Promise<void> {
  const phone = DEMO_USERS.find((u) => u.role === 'shopper')?.phone;
  if (!phone) return;
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.phone, phone));
  if (!user) return;
  const [second] = await db
    .insert(users)
    .values({ ...SECOND_DEMO_SHOPPER, passwordHash: 'demo:no-sign-in', verifiedAt: now })
    .onConflictDoUpdate({ target: users.phone, set: { name: SECOND_DEMO_SHOPPER.name } })
    .returning({ id: users.id });
  const [done] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(orders)
    .where(and(eq(orders.userId, user.id), eq(orders.note, MARK)));
  if ((done?.n ?? 0) > 0) return;
  const ago = (hours: number) => new Date(now.getTime() - hours * HOUR);

  for (const demo of DEMO_ORDERS) {
    const owner = demo.second ? second!.id : user.id;
    const total = demo.lines.reduce((s, l) => s + l.unitCents, 0);
    const paid = demo.paidHoursAgo !== null;
    const placedAt = ago((demo.paidHoursAgo ?? 1) + 0.5);
    const stage = deriveOrderStage(demo.lines.map((l) => ({ state: l.state, heldFrom: l.heldFrom ?? null })));
    const [order] = await db
      .insert(orders)
      .values({
        userId: owner,
        store: demo.lines[0]!.store,
        checkoutType: 'cart',
        stage,
        paymentType: 'anakut',
        paymentStatus: paid ? 'paid' : 'unpaid',
        subtotalCents: total,
        shippingCents: 0,
        grandTotalCents: total,
        transport: 'land',
        delivery: 'warehouse',
        address: { name: 'Fardin warehouse' },
        parcel: { height: 0, width: 0, length: 0, weight: 0 },
        note: MARK,
        createdAt: placedAt,
      })
      .returning();
    const orderId = order!.id;
    await db.insert(orderEvents).values({ orderId, stage: 'placed', createdAt: placedAt });
    if (stage !== 'placed')
      await db.insert(orderEvents).values({ orderId, stage, createdAt: ago(demo.paidHoursAgo ?? 0) });
    await db.insert(orderLedger).values({ orderId, kind: 'goods', amountCents: total, createdAt: placedAt });
    if (paid)
      await db.insert(orderLedger).values({
        orderId,
        kind: 'goods_paid',
        amountCents: -total,
        method: 'anakut',
        createdAt: ago(demo.paidHoursAgo!),
      });
    for (const l of demo.lines) {
      const [line] = await db
        .insert(orderLines)
        .values({
          orderId,
          store: l.store,
          productId: l.productId,
          sellerId: l.seller?.id ?? null,
          sellerName: l.seller?.name ?? null,
          title: l.title,
          variantName: l.variantName ?? null,
          quantity: 1,
          unitPriceCents: l.unitCents,
          currency: 'USD',
          unitUsdCents: l.unitCents,
          lineUsdCents: l.unitCents,
          state: l.state,
          heldFrom: l.heldFrom ?? null,
          paidAt: paid ? ago(demo.paidHoursAgo!) : null,
        })
        .returning({ id: orderLines.id });
      const lineId = line!.id;
      if (paid)
        await db.insert(lineEvents).values({
          orderLineId: lineId,
          orderId,
          fromState: 'awaiting_payment',
          toState: 'to_buy',
          actorKind: 'system',
          createdAt: ago(demo.paidHoursAgo!),
        });
      if (['bought', 'seller_shipped', 'received', 'ready'].includes(l.state)) {
        const [purchase] = await db
          .insert(purchases)
          .values({
            store: l.store,
            seller: l.seller?.name ?? 'Demo seller',
            marketplaceOrderNo: `DEMO-${lineId}`,
            createdAt: ago(1),
          })
          .returning({ id: purchases.id });
        await db
          .insert(purchaseLines)
          .values({ purchaseId: purchase!.id, orderLineId: lineId, unitPriceCents: l.unitCents * 7, currency: 'CNY' });
      }
      if (l.problem) {
        const due = l.problem.newUnitCents ? l.problem.newUnitCents - l.unitCents : 0;
        const [problem] = await db
          .insert(orderProblems)
          .values({
            orderLineId: lineId,
            orderId,
            userId: owner,
            kind: l.problem.kind,
            amountDueCents: due,
            newUnitCents: l.problem.newUnitCents ?? null,
            alternatives: l.problem.alternatives ?? [],
            remindersSent: l.problem.reminders,
            deadline: new Date(ago(l.problem.hoursAgo).getTime() + 48 * HOUR),
            createdAt: ago(l.problem.hoursAgo),
          })
          .returning({ id: orderProblems.id });
        if (due > 0)
          await db.insert(orderLedger).values({
            orderId,
            orderLineId: lineId,
            kind: 'supplement',
            amountCents: due,
            problemId: problem!.id,
            createdAt: ago(l.problem.hoursAgo),
          });
      }
    }
  }
}
