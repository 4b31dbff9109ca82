import { randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../open-db';
import { users } from '../schema/accounts';
import { orderEvents, orderLines, orders } from '../schema/orders';
import { lineEvents, orderLedger } from '../schema/operations';
import { notificationOutbox } from '../schema/notifications';
import { parcelEvents, parcelLines, parcels } from '../schema/parcels';
import { newParcelCode, type ParcelState } from '@fardin/core/parcel-journey';
import { calculateShipping, shippingRateOf } from '@fardin/core/shipping-price';
import { SEED_SHIPPING_RATES } from './commerce-data';
import { DEMO_USERS } from './foundation-data';

/**
 * Demo parcels (decision 0042) for a person on `npm start`: the demo shopper has an order whose
 * ready lines wait in parcels in several states (being packed, freight to pay, freight paid, cash
 * at the door) and one ready line not packed yet, so the pack & weigh screen and the order page's
 * parcels, freight and storage countdown are filled. Written as rows, as the flows leave them;
 * idempotent (marked by the order's note).
 */
const MARK = 'Demo: parcels';
const DAY = 86_400_000;

interface DemoParcel {
  title: string;
  unitCents: number;
  state: ParcelState | null;
  box?: { weightKg: number; lengthCm: number; widthCm: number; heightCm: number };
}

const DEMO: DemoParcel[] = [
  { title: 'Bluetooth speaker', unitCents: 1800, state: 'packing' },
  {
    title: 'Winter jacket',
    unitCents: 4200,
    state: 'freight_due',
    box: { weightKg: 1.4, lengthCm: 35, widthCm: 25, heightCm: 12 },
  },
  {
    title: 'Kitchen scale',
    unitCents: 1100,
    state: 'freight_paid',
    box: { weightKg: 0.9, lengthCm: 25, widthCm: 20, heightCm: 10 },
  },
  {
    title: 'Yoga mat',
    unitCents: 1500,
    state: 'cod_freight',
    box: { weightKg: 1.2, lengthCm: 60, widthCm: 15, heightCm: 15 },
  },
  { title: 'Wall clock', unitCents: 900, state: null },
];

const PATH: Record<string, ParcelState[]> = {
  packing: ['packing'],
  freight_due: ['packing', 'weighed', 'freight_due'],
  freight_paid: ['packing', 'weighed', 'freight_due', 'freight_paid'],
  cod_freight: ['packing', 'weighed', 'freight_due', 'cod_freight'],
};

export async function seedParcelsDemo(db: Db, now: Date = new Date()): Promise<void> {
  const phone = DEMO_USERS.find((u) => u.role === 'shopper')?.phone;
  if (!phone) return;
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.phone, phone));
  if (!user) return;
  const [done] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(orders)
    .where(and(eq(orders.userId, user.id), eq(orders.note, MARK)));
  if ((done?.n ?? 0) > 0) return;
  const route = SEED_SHIPPING_RATES.find((r) => r.country === 'CN' && r.transport === 'land')!;
  const rate = shippingRateOf({
    ...route,
    serviceFeeCents: route.serviceFeeCents ?? 0,
    divisor: route.divisor ?? null,
  });
  const paidAt = new Date(now.getTime() - 12 * DAY);
  const readyAt = new Date(now.getTime() - 5 * DAY);
  const total = DEMO.reduce((s, d) => s + d.unitCents, 0);

  const [order] = await db
    .insert(orders)
    .values({
      userId: user.id,
      store: 'taobao',
      checkoutType: 'cart',
      stage: 'overseas_warehouse',
      paymentType: 'anakut',
      paymentStatus: 'paid',
      subtotalCents: total,
      shippingCents: 0,
      grandTotalCents: total,
      transport: 'land',
      delivery: 'direct',
      address: { name: 'Home', description: 'Street 271, Phnom Penh' },
      parcel: { height: 0, width: 0, length: 0, weight: 0 },
      note: MARK,
      createdAt: paidAt,
    })
    .returning();
  const orderId = order!.id;
  await db.insert(orderEvents).values([
    { orderId, stage: 'placed', createdAt: paidAt },
    { orderId, stage: 'overseas_warehouse', createdAt: readyAt },
  ]);
  await db.insert(orderLedger).values([
    { orderId, kind: 'goods', amountCents: total, createdAt: paidAt },
    { orderId, kind: 'goods_paid', amountCents: -total, method: 'anakut', createdAt: paidAt },
  ]);

  for (const [i, d] of DEMO.entries()) {
    const [line] = await db
      .insert(orderLines)
      .values({
        orderId,
        store: 'taobao',
        productId: `demo-parcel-${i + 1}`,
        title: d.title,
        country: 'CN',
        quantity: 1,
        unitPriceCents: d.unitCents,
        currency: 'USD',
        unitUsdCents: d.unitCents,
        lineUsdCents: d.unitCents,
        state: 'ready',
        paidAt,
      })
      .returning({ id: orderLines.id });
    const lineId = line!.id;
    await db.insert(lineEvents).values([
      {
        orderLineId: lineId,
        orderId,
        fromState: 'awaiting_payment',
        toState: 'to_buy',
        actorKind: 'system',
        createdAt: paidAt,
      },
      { orderLineId: lineId, orderId, fromState: 'received', toState: 'ready', actorKind: 'staff', createdAt: readyAt },
    ]);
    if (!d.state) continue;
    const quote = d.box ? calculateShipping(d.box, rate) : null;
    const weighed = quote && quote.ok ? quote : null;
    const freightCents = weighed ? Math.round(weighed.price * 100) : null;
    const [parcel] = await db
      .insert(parcels)
      .values({
        code: newParcelCode((n) => randomBytes(n)),
        userId: user.id,
        destination: 'direct',
        address: { name: 'Home', description: 'Street 271, Phnom Penh' },
        mode: 'land',
        sourceCountry: 'CN',
        state: d.state,
        ...(d.box && weighed
          ? {
              weightGrams: Math.round(d.box.weightKg * 1000),
              lengthMm: d.box.lengthCm * 10,
              widthMm: d.box.widthCm * 10,
              heightMm: d.box.heightCm * 10,
              billableGrams: Math.round(weighed.chargeableWeight * 1000),
              freightCents,
              freightParts: { quote: (({ ok: _ok, ...q }) => q)(weighed), rate },
              weighedAt: readyAt,
            }
          : {}),
        paymentType: d.state === 'freight_paid' ? 'anakut' : d.state === 'cod_freight' ? 'cod' : null,
        freightPaidAt: d.state === 'freight_paid' ? readyAt : null,
        createdAt: readyAt,
        updatedAt: readyAt,
      })
      .returning({ id: parcels.id, code: parcels.code });
    const parcelId = parcel!.id;
    await db.insert(parcelLines).values({ parcelId, orderLineId: lineId, orderId });
    const path = PATH[d.state] ?? [];
    await db.insert(parcelEvents).values(
      path.map((to, k) => ({
        parcelId,
        fromState: k === 0 ? null : path[k - 1]!,
        toState: to,
        actorKind: to === 'freight_due' ? ('system' as const) : ('staff' as const),
        createdAt: readyAt,
      })),
    );
    if (freightCents !== null) {
      await db.insert(orderLedger).values({
        orderId,
        kind: 'freight',
        amountCents: freightCents,
        parcelId,
        note: parcel!.code,
        createdAt: readyAt,
      });
      await db.insert(notificationOutbox).values({
        kind: 'freight_due',
        userId: user.id,
        orderId,
        payload: { parcel_id: parcelId, code: parcel!.code },
        createdAt: readyAt,
      });
    }
    if (d.state === 'freight_paid' && freightCents !== null)
      await db.insert(orderLedger).values({
        orderId,
        kind: 'freight_paid',
        amountCents: -freightCents,
        method: 'anakut',
        parcelId,
        note: parcel!.code,
        createdAt: readyAt,
      });
  }
}
