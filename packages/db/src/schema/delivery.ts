import {
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { LocalizedText } from '@fardin/core/i18n-text';
import { users } from './accounts';

/** Phnom Penh delivery zones (Normal Express is priced by the receiver's zone). */
export const zones = pgTable('zones', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  nameKh: text('name_kh').notNull(),
  nameEn: text('name_en').notNull(),
  serviceFeeCents: integer('service_fee_cents').notNull(),
  lat: doublePrecision('lat').notNull(),
  lng: doublePrecision('lng').notNull(),
  etaHours: integer('eta_hours').notNull(),
  position: integer('position').notNull().default(0),
});

export const provinces = pgTable('provinces', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  nameKh: text('name_kh').notNull(),
  nameEn: text('name_en').notNull(),
  lat: doublePrecision('lat').notNull(),
  lng: doublePrecision('lng').notNull(),
  etaMinDays: integer('eta_min_days').notNull(),
  etaMaxDays: integer('eta_max_days').notNull(),
  position: integer('position').notNull().default(0),
});

/** Districts (srok / khan / krong) of a province; Province Express is priced by district. */
export const districts = pgTable(
  'districts',
  {
    id: serial('id').primaryKey(),
    provinceId: integer('province_id')
      .notNull()
      .references(() => provinces.id, { onDelete: 'cascade' }),
    code: text('code').notNull().unique(),
    nameKh: text('name_kh').notNull(),
    nameEn: text('name_en').notNull(),
    serviceFeeCents: integer('service_fee_cents').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('districts_province_idx').on(t.provinceId)],
);

/** Vehicles of Cargo Express. */
export const transports = pgTable('transports', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  name: jsonb('name').$type<LocalizedText>().notNull(),
  baseCents: integer('base_cents').notNull(),
  perKmCents: integer('per_km_cents').notNull(),
  maxWeightKg: integer('max_weight_kg').notNull(),
  position: integer('position').notNull().default(0),
});

/** Countries goods are shipped from; the default (land) price sits on the country. */
export const sourceCountries = pgTable('source_countries', {
  code: text('code').primaryKey(),
  name: jsonb('name').$type<LocalizedText>().notNull(),
  kiloPriceCents: integer('kilo_price_cents').notNull(),
  volPriceCents: integer('vol_price_cents').notNull(),
  serviceFeeCents: integer('service_fee_cents').notNull(),
  position: integer('position').notNull().default(0),
});

/** Land, sea or air from a country: USD cents per kg and per cubic metre, typical days. */
export const deliveryModes = pgTable(
  'delivery_modes',
  {
    countryCode: text('country_code')
      .notNull()
      .references(() => sourceCountries.code, { onDelete: 'cascade' }),
    mode: text('mode', { enum: ['land', 'sea', 'air'] }).notNull(),
    kiloPriceCents: integer('kilo_price_cents').notNull(),
    volPriceCents: integer('vol_price_cents').notNull(),
    etaMinDays: integer('eta_min_days').notNull(),
    etaMaxDays: integer('eta_max_days').notNull(),
  },
  (t) => [primaryKey({ columns: [t.countryCode, t.mode] })],
);

/** Where overseas sellers send the goods. */
export const overseasWarehouses = pgTable('overseas_warehouses', {
  id: serial('id').primaryKey(),
  countryCode: text('country_code')
    .notNull()
    .references(() => sourceCountries.code, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  phone: text('phone').notNull(),
  address: text('address').notNull(),
});

export const deliveries = pgTable(
  'deliveries',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Short public tracking code, e.g. FD7K3M9QXA. */
    code: text('code').notNull(),
    deliveryType: text('delivery_type', { enum: ['express', 'delivery', 'province', 'cargo'] }).notNull(),
    status: text('status', { enum: ['pending', 'pickup', 'delivering', 'completed', 'cancelled'] })
      .notNull()
      .default('pending'),
    pickupPhone: text('pickup_phone').notNull(),
    pickupLocation: text('pickup_location').notNull(),
    pickupLat: doublePrecision('pickup_lat'),
    pickupLng: doublePrecision('pickup_lng'),
    receiverPhone: text('receiver_phone').notNull(),
    receiverLocation: text('receiver_location').notNull(),
    receiverLat: doublePrecision('receiver_lat'),
    receiverLng: doublePrecision('receiver_lng'),
    zoneId: integer('zone_id').references(() => zones.id),
    districtId: integer('district_id').references(() => districts.id),
    transportId: integer('transport_id').references(() => transports.id),
    weightGrams: integer('weight_grams'),
    distanceKm: doublePrecision('distance_km'),
    note: text('note').notNull().default(''),
    paymentNote: text('payment_note', { enum: ['COD', 'bank'] })
      .notNull()
      .default('COD'),
    /** What the driver collects: cents for USD, whole riel for KHR. */
    collectAmount: integer('collect_amount').notNull().default(0),
    currency: text('currency', { enum: ['USD', 'KHR'] })
      .notNull()
      .default('USD'),
    deliveryFeeCents: integer('delivery_fee_cents').notNull(),
    imageUrl: text('image_url'),
    /** The shopper's rating of a finished delivery, 1 to 5 (the mobile client's `customer_rating`). */
    customerRating: integer('customer_rating'),
    customerRatingFeedback: text('customer_rating_feedback'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('deliveries_code_idx').on(t.code), index('deliveries_user_idx').on(t.userId, t.createdAt)],
);

/** The operations timeline of a delivery: one row per status change. */
export const deliveryEvents = pgTable(
  'delivery_events',
  {
    id: serial('id').primaryKey(),
    deliveryId: integer('delivery_id')
      .notNull()
      .references(() => deliveries.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ['pending', 'pickup', 'delivering', 'completed', 'cancelled'] }).notNull(),
    name: text('name').notNull(),
    nameKh: text('name_kh').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('delivery_events_delivery_idx').on(t.deliveryId)],
);

/** The driver assigned to an express delivery (one row per delivery). */
export const deliveryAssignments = pgTable('delivery_assignments', {
  deliveryId: integer('delivery_id').primaryKey(),
  driverName: text('driver_name').notNull(),
  driverPhone: text('driver_phone').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
