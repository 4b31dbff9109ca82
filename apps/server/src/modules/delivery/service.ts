import { randomBytes } from 'node:crypto';
import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '@fardin/db/open-db';
import { deliveries, deliveryAssignments, deliveryEvents } from '@fardin/db/schema/delivery';
import { writeOutbox } from '../notifications/service';
import { fromCents, toCents } from '@fardin/core/money';
import {
  DELIVERY_NEXT_STATUSES,
  PARCEL_MAX_WEIGHT_KG,
  TRACKING_CODE_RE,
  cargoFee,
  checkWeight,
  districtFee,
  expressFee,
  maskPhone,
  trackingCode,
  zoneFee,
  type DeliveryStatus,
  type DeliveryType,
  type FeeProblem,
  type Point,
} from '@fardin/core/delivery-fee';
import {
  DELIVERY_CURRENCIES,
  type Delivery,
  type DeliveryAddInput,
  type DeliveryQuote,
  type DeliveryQuoteInput,
  type TimelineEntry,
  type Tracking,
} from '@fardin/core/contract-delivery';
import { HttpError, notFound, fieldError } from '../../http/errors';
import type { DeliveryReference } from './reference-service';

/** Timeline texts of each status, in English and Khmer (DOMAIN.md words). */
const STATUS_TEXT: Record<DeliveryStatus, { name: string; nameKh: string }> = {
  pending: { name: 'Booked, waiting for a driver', nameKh: 'បានកក់ កំពុងរង់ចាំអ្នកបើកបរ' },
  pickup: { name: 'Driver on the way to pick up', nameKh: 'អ្នកបើកបរកំពុងទៅយកកញ្ចប់' },
  delivering: { name: 'On the way to the receiver', nameKh: 'កំពុងចែកចាយទៅអ្នកទទួល' },
  completed: { name: 'Delivered', nameKh: 'ដឹករួចរាល់' },
  cancelled: { name: 'Cancelled', nameKh: 'បានលុបចោល' },
};

type Row = typeof deliveries.$inferSelect;
type EventRow = typeof deliveryEvents.$inferSelect;

interface Priced {
  type: DeliveryType;
  feeCents: number;
  distanceKm: number | null;
  receiver: Point | null;
  pickup: Point | null;
  zoneId: number | null;
  districtId: number | null;
  transportId: number | null;
  weightKg: number | null;
}

function point(lat: number | undefined, lng: number | undefined): Point | null {
  return lat !== undefined && lng !== undefined ? { lat, lng } : null;
}

function fail(result: FeeProblem, field: string): never {
  throw fieldError(result.code, field, { message: result.error, ...(result.params ? { params: result.params } : {}) });
}

function timeline(events: EventRow[]): TimelineEntry[] {
  return events.map((e) => ({ status: e.status, name: e.name, name_kh: e.nameKh, date: e.createdAt.toISOString() }));
}

function collected(row: Row): number {
  return row.currency === 'USD' ? fromCents(row.collectAmount) : row.collectAmount;
}

function toDelivery(row: Row, events: EventRow[], transportName: string | null = null): Delivery {
  const fee = fromCents(row.deliveryFeeCents);
  const steps = timeline(events);
  return {
    id: row.id,
    code: row.code,
    delivery_type: row.deliveryType,
    status: row.status,
    pickup_phone: row.pickupPhone,
    pickup_location: row.pickupLocation,
    pickup_lat: row.pickupLat,
    pickup_long: row.pickupLng,
    receiver_phone: row.receiverPhone,
    receiver_location: row.receiverLocation,
    receiver_lat: row.receiverLat,
    receiver_long: row.receiverLng,
    note: row.note,
    payment_note: row.paymentNote,
    total: collected(row),
    currency: row.currency,
    delivery_fee: fromCents(row.deliveryFeeCents),
    distance_km: row.distanceKm,
    weight: row.weightGrams === null ? null : row.weightGrams / 1000,
    zone_id: row.zoneId,
    district_id: row.districtId,
    transport_id: row.transportId,
    image_url: row.imageUrl,
    created_at: row.createdAt.toISOString(),
    timeline: steps,
    // The mobile client's names (decision 0018). No drivers or durations are kept yet.
    date: row.createdAt.toISOString(),
    total_collect_from: collected(row),
    service_fee: fee,
    total_service: fee,
    other_service_fee: 0,
    currency_symbol: DELIVERY_CURRENCIES.find((c) => c.code === row.currency)?.symbol ?? '$',
    grand_total: fee,
    delivery_driver: null,
    duration: null,
    distance: row.distanceKm,
    customer_rating: row.customerRating,
    customer_rating_feedback: row.customerRatingFeedback,
    transport: transportName === null ? null : { name: transportName },
    delivery_process_operations: steps.map((s) => ({ name: s.name, name_kh: s.name_kh, date: s.date })),
  };
}

export function createDeliveryService(db: Db, reference: DeliveryReference, now: () => Date = () => new Date()) {
  async function price(input: DeliveryQuoteInput): Promise<Priced> {
    const pickup = point(input.pickup_lat, input.pickup_long);
    let receiver = point(input.receiver_lat, input.receiver_long);
    const base = {
      type: input.delivery_type,
      pickup,
      zoneId: null,
      districtId: null,
      transportId: null,
      weightKg: input.weight ?? null,
      distanceKm: null,
    };
    if (input.delivery_type !== 'cargo' && input.weight !== undefined) {
      const problem = checkWeight(input.weight, PARCEL_MAX_WEIGHT_KG);
      if (problem?.code === 'delivery.cargo_too_heavy') {
        throw new HttpError(422, 'delivery.too_heavy', {
          message: `${problem.error}; book Cargo Express for heavier goods`,
          params: { max: PARCEL_MAX_WEIGHT_KG },
          field: 'weight',
          errors: { weight: [problem.error] },
        });
      }
      if (problem)
        throw new HttpError(422, problem.code, {
          message: `${problem.error}; book Cargo Express for heavier goods`,
          field: 'weight',
          errors: { weight: [problem.error] },
          ...(problem.params ? { params: problem.params } : {}),
        });
    }
    const needPoints = () => {
      if (!pickup) throw fieldError('delivery.pickup_missing', 'pickup_lat');
      if (!receiver) throw fieldError('delivery.receiver_missing', 'receiver_lat');
      return { pickup, receiver };
    };
    switch (input.delivery_type) {
      case 'express': {
        const points = needPoints();
        const fee = expressFee(points.pickup, points.receiver);
        if (!fee.ok) fail(fee, 'receiver_lat');
        return { ...base, receiver, feeCents: fee.feeCents, distanceKm: fee.distanceKm ?? null };
      }
      case 'delivery': {
        // The mobile client sends only the receiver's point: the nearest Phnom Penh zone prices it.
        const zone = input.zone_id
          ? await reference.zone(input.zone_id)
          : receiver
            ? await reference.nearestZone(receiver)
            : null;
        const fee = zoneFee(zone);
        if (!fee.ok) fail(fee, 'zone_id');
        if (!zone) throw fieldError('delivery.zone_required', 'zone_id');
        receiver ??= { lat: zone.lat, lng: zone.lng };
        return { ...base, receiver, zoneId: zone.id, feeCents: fee.feeCents };
      }
      case 'province': {
        const found = input.district_id ? await reference.district(input.district_id) : null;
        const fee = districtFee(found?.district);
        if (!fee.ok) fail(fee, 'district_id');
        if (!found) throw fieldError('delivery.district_required', 'district_id');
        receiver ??= { lat: found.province.lat, lng: found.province.lng };
        return { ...base, receiver, districtId: found.district.id, feeCents: fee.feeCents };
      }
      case 'cargo': {
        const transport = input.transport_id ? await reference.transport(input.transport_id) : null;
        if (!transport) throw fieldError('delivery.transport_required', 'transport_id');
        if (input.weight === undefined) throw fieldError('delivery.weight_required', 'weight');
        const points = needPoints();
        const fee = cargoFee(transport, input.weight, points.pickup, points.receiver);
        if (!fee.ok)
          fail(
            fee,
            fee.code === 'delivery.cargo_too_heavy' || fee.code === 'parcel.not_positive' ? 'weight' : 'receiver_lat',
          );
        return {
          ...base,
          receiver,
          transportId: transport.id,
          feeCents: fee.feeCents,
          distanceKm: fee.distanceKm ?? null,
        };
      }
    }
  }

  async function eventsOf(ids: number[]): Promise<Map<number, EventRow[]>> {
    const map = new Map<number, EventRow[]>();
    if (ids.length === 0) return map;
    const rows = await db
      .select()
      .from(deliveryEvents)
      .where(inArray(deliveryEvents.deliveryId, ids))
      .orderBy(asc(deliveryEvents.createdAt), asc(deliveryEvents.id));
    for (const row of rows) map.set(row.deliveryId, [...(map.get(row.deliveryId) ?? []), row]);
    return map;
  }

  async function transportNames(): Promise<Map<number, string>> {
    return new Map((await reference.transports()).map((t) => [t.id, t.name]));
  }
  async function transportNameOf(id: number | null): Promise<string | null> {
    return id === null ? null : ((await transportNames()).get(id) ?? null);
  }

  const service = {
    async quote(input: DeliveryQuoteInput): Promise<DeliveryQuote> {
      const priced = await price(input);
      const fee = fromCents(priced.feeCents);
      return {
        delivery_type: priced.type,
        delivery_fee: fee,
        delivery_fee_cents: priced.feeCents,
        grand_total: fee,
        currency: 'USD',
        distance_km: priced.distanceKm,
      };
    },

    /** Books a delivery: the fee is recomputed here, whatever the client sent. */
    async add(userId: number, input: DeliveryAddInput): Promise<Delivery> {
      const priced = await price(input);
      const currency = input.currency_id ?? input.currency ?? 'USD';
      const collectAmount = currency === 'USD' ? toCents(input.total) : Math.round(input.total);
      const booked = await db.transaction(async (tx) => {
        let row: Row | undefined;
        for (let attempt = 0; attempt < 5 && !row; attempt += 1) {
          [row] = await tx
            .insert(deliveries)
            .values({
              userId,
              code: trackingCode((n) => randomBytes(n)),
              deliveryType: priced.type,
              pickupPhone: input.pickup_phone,
              pickupLocation: input.pickup_location,
              pickupLat: priced.pickup?.lat ?? null,
              pickupLng: priced.pickup?.lng ?? null,
              receiverPhone: input.receiver_phone,
              receiverLocation: input.receiver_location,
              receiverLat: priced.receiver?.lat ?? null,
              receiverLng: priced.receiver?.lng ?? null,
              zoneId: priced.zoneId,
              districtId: priced.districtId,
              transportId: priced.transportId,
              weightGrams: priced.weightKg === null ? null : Math.round(priced.weightKg * 1000),
              distanceKm: priced.distanceKm,
              note: input.note,
              paymentNote: input.payment_note,
              collectAmount,
              currency,
              deliveryFeeCents: priced.feeCents,
              imageUrl: input.image_url ?? null,
              createdAt: now(),
              updatedAt: now(),
            })
            .onConflictDoNothing()
            .returning();
        }
        if (!row) throw new Error('could not allocate a tracking code');
        const [event] = await tx
          .insert(deliveryEvents)
          .values({
            deliveryId: row.id,
            status: 'pending',
            name: STATUS_TEXT.pending.name,
            nameKh: STATUS_TEXT.pending.nameKh,
            createdAt: now(),
          })
          .returning();
        return { row, events: event ? [event] : [] };
      });
      // Outside the transaction: `transportNameOf` reads through `db`, and an embedded database has one
      // connection, which the open transaction holds (a read inside it waited for itself forever).
      return toDelivery(booked.row, booked.events, await transportNameOf(booked.row.transportId));
    },

    async list(
      userId: number,
      filter: { status?: DeliveryStatus | undefined; type?: DeliveryType | undefined; page: number; perPage: number },
    ) {
      const where: SQL[] = [eq(deliveries.userId, userId)];
      if (filter.status) where.push(eq(deliveries.status, filter.status));
      if (filter.type) where.push(eq(deliveries.deliveryType, filter.type));
      const rows = await db
        .select()
        .from(deliveries)
        .where(and(...where))
        .orderBy(desc(deliveries.createdAt), desc(deliveries.id))
        .limit(filter.perPage)
        .offset((filter.page - 1) * filter.perPage);
      const [events, names] = await Promise.all([eventsOf(rows.map((r) => r.id)), transportNames()]);
      return rows.map((r) =>
        toDelivery(r, events.get(r.id) ?? [], r.transportId === null ? null : (names.get(r.transportId) ?? null)),
      );
    },

    /** One of the user's deliveries; anyone else's is a 404. */
    async get(userId: number, id: number): Promise<Delivery> {
      const [row] = await db
        .select()
        .from(deliveries)
        .where(and(eq(deliveries.id, id), eq(deliveries.userId, userId)));
      if (!row) throw notFound('delivery.not_found');
      return toDelivery(row, (await eventsOf([row.id])).get(row.id) ?? [], await transportNameOf(row.transportId));
    },

    /** The shopper rates a completed delivery of theirs (1 to 5, a note); rating again replaces it. */
    async rate(userId: number, id: number, rating: number, feedback: string | null): Promise<Delivery> {
      const [row] = await db
        .update(deliveries)
        .set({ customerRating: rating, customerRatingFeedback: feedback, updatedAt: now() })
        .where(and(eq(deliveries.id, id), eq(deliveries.userId, userId), eq(deliveries.status, 'completed')))
        .returning();
      if (!row) {
        await this.get(userId, id); // 404 for another shopper's or an unknown delivery
        throw new HttpError(409, 'delivery.rating_not_completed');
      }
      return toDelivery(row, (await eventsOf([row.id])).get(row.id) ?? [], await transportNameOf(row.transportId));
    },

    /** Public tracking by code: courier-label data only. */
    async track(code: string): Promise<Tracking> {
      const normalised = code.trim().toUpperCase();
      if (!TRACKING_CODE_RE.test(normalised)) throw notFound('delivery.unknown_tracking_code');
      const [row] = await db.select().from(deliveries).where(eq(deliveries.code, normalised));
      if (!row) throw notFound('delivery.unknown_tracking_code');
      return {
        code: row.code,
        delivery_type: row.deliveryType,
        status: row.status,
        pickup_area: row.pickupLocation,
        receiver_location: row.receiverLocation,
        receiver_phone: maskPhone(row.receiverPhone),
        total: collected(row),
        currency: row.currency,
        payment_note: row.paymentNote,
        created_at: row.createdAt.toISOString(),
        timeline: timeline((await eventsOf([row.id])).get(row.id) ?? []),
      };
    },

    /** The id's tracking code; an unknown id is a 404 (the back office names deliveries by id). */
    async codeOf(id: number): Promise<string> {
      const [row] = await db.select({ code: deliveries.code }).from(deliveries).where(eq(deliveries.id, id));
      if (!row) throw notFound('delivery.not_found');
      return row.code;
    },

    /** The back office list: every delivery, newest first, by code or status, with its driver. */
    async backOfficePage(query: {
      status?: DeliveryStatus | undefined;
      code?: string | undefined;
      page: number;
      perPage: number;
    }) {
      const where = query.code
        ? eq(deliveries.code, query.code.toUpperCase())
        : query.status
          ? eq(deliveries.status, query.status)
          : undefined;
      const [{ total } = { total: 0 }] = await db
        .select({ total: sql<number>`count(*)::int` })
        .from(deliveries)
        .where(where);
      const rows = await db
        .select({
          d: deliveries,
          driverName: deliveryAssignments.driverName,
          driverPhone: deliveryAssignments.driverPhone,
        })
        .from(deliveries)
        .leftJoin(deliveryAssignments, eq(deliveryAssignments.deliveryId, deliveries.id))
        .where(where)
        .orderBy(desc(deliveries.createdAt), desc(deliveries.id))
        .limit(query.perPage)
        .offset((query.page - 1) * query.perPage);
      const data = rows.map(({ d, driverName, driverPhone }) => ({
        id: d.id,
        code: d.code,
        delivery_type: d.deliveryType,
        status: d.status,
        next_statuses: DELIVERY_NEXT_STATUSES[d.status],
        pickup_phone: d.pickupPhone,
        pickup_location: d.pickupLocation,
        receiver_phone: d.receiverPhone,
        receiver_location: d.receiverLocation,
        delivery_fee: fromCents(d.deliveryFeeCents),
        collect_amount: collected(d),
        currency: d.currency,
        driver_name: driverName,
        driver_phone: driverPhone,
        created_at: d.createdAt.toISOString(),
      }));
      return { data, total };
    },

    /**
     * Assigns (or replaces) the driver of a delivery; `audit` runs in the same transaction.
     * An unknown id is a 404.
     */
    async assignDriver(
      id: number,
      driver: { name: string; phone: string },
      audit?: (tx: Db) => Promise<void>,
    ): Promise<void> {
      await service.codeOf(id);
      const set = { driverName: driver.name, driverPhone: driver.phone, updatedAt: now() };
      await db.transaction(async (tx) => {
        await tx
          .insert(deliveryAssignments)
          .values({ deliveryId: id, ...set })
          .onConflictDoUpdate({ target: deliveryAssignments.deliveryId, set });
        await audit?.(tx);
      });
    },

    /**
     * Moves a delivery to its next status with a timeline entry (admin CLI and the back office);
     * `audit` writes the back office's audit row in the same transaction.
     */
    async setStatus(code: string, status: DeliveryStatus, audit?: (tx: Db) => Promise<void>): Promise<Tracking> {
      const normalised = code.trim().toUpperCase();
      const [row] = await db.select().from(deliveries).where(eq(deliveries.code, normalised));
      if (!row) throw notFound('delivery.unknown_tracking_code');
      if (!DELIVERY_NEXT_STATUSES[row.status].includes(status)) {
        throw new HttpError(409, 'delivery.status_not_allowed', { params: { from: row.status, to: status } });
      }
      await db.transaction(async (tx) => {
        await tx.update(deliveries).set({ status, updatedAt: now() }).where(eq(deliveries.id, row.id));
        await tx.insert(deliveryEvents).values({
          deliveryId: row.id,
          status,
          name: STATUS_TEXT[status].name,
          nameKh: STATUS_TEXT[status].nameKh,
          createdAt: now(),
        });
        // The shopper hears of each move in the same transaction (decision 0039).
        await writeOutbox(tx, {
          kind: 'delivery_status',
          userId: row.userId,
          orderId: null,
          payload: {
            code: row.code,
            status: STATUS_TEXT[status].name,
            status_kh: STATUS_TEXT[status].nameKh,
            to: status,
          },
          at: now(),
        });
        await audit?.(tx);
      });
      return service.track(normalised);
    },

    /** Deliveries waiting to be dispatched (the back-office dashboard's count). */
    async countPending(): Promise<number> {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(deliveries)
        .where(eq(deliveries.status, 'pending'));
      return row?.n ?? 0;
    },
  };
  return service;
}
