import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { DAY_RESOLUTIONS, DROP_METHODS, DROP_STATUSES, RIDER_CASH_KINDS } from '@fardin/core/contract-riders';
import { users } from './accounts';

/**
 * The last mile (module `riders`, decision 0043): a rider's drop of one parcel on one Phnom Penh
 * day, what was collected at the door, and the day close where staff count the cash handed over.
 * `parcel_id` is the parcels module's parcel (no foreign key across modules). Money in US cents.
 */
export const riderDrops = pgTable(
  'rider_drops',
  {
    id: serial('id').primaryKey(),
    parcelId: integer('parcel_id').notNull(),
    riderId: integer('rider_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    /** The Phnom Penh day the drop is on the rider's list (`YYYY-MM-DD`). */
    assignedOn: text('assigned_on').notNull(),
    status: text('status', { enum: DROP_STATUSES }).notNull().default('assigned'),
    collectedCents: integer('collected_cents').notNull().default(0),
    method: text('method', { enum: DROP_METHODS }),
    khqrReference: text('khqr_reference'),
    photo: text('photo'),
    failReason: text('fail_reason'),
    assignedBy: integer('assigned_by').references(() => users.id, { onDelete: 'set null' }),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // A parcel is on one rider's list at a time.
    uniqueIndex('rider_drops_open_parcel_idx')
      .on(t.parcelId)
      .where(sql`${t.status} = 'assigned'`),
    index('rider_drops_rider_day_idx').on(t.riderId, t.assignedOn),
    check('rider_drops_collected', sql`${t.collectedCents} >= 0`),
  ],
);

/** Staff's count of the cash a rider handed over for a day (one per rider and day). */
export const riderDayCloses = pgTable(
  'rider_day_closes',
  {
    id: serial('id').primaryKey(),
    riderId: integer('rider_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    day: text('day').notNull(),
    cashExpectedCents: integer('cash_expected_cents').notNull(),
    cashHandedCents: integer('cash_handed_cents').notNull(),
    note: text('note'),
    confirmedBy: integer('confirmed_by').references(() => users.id, { onDelete: 'set null' }),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }).notNull().defaultNow(),
    /** How staff settled the difference (decision 0055): set once, by a conditional update. */
    resolvedHow: text('resolved_how', { enum: DAY_RESOLUTIONS }),
    resolvedNote: text('resolved_note'),
    resolvedBy: integer('resolved_by').references(() => users.id, { onDelete: 'set null' }),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('rider_day_closes_idx').on(t.riderId, t.day),
    check('rider_day_closes_cash', sql`${t.cashHandedCents} >= 0`),
  ],
);

/**
 * The shop's cash account of a rider's day (decision 0055; not a shopper's order ledger): `owed`
 * (+ the cash the rider took at the doors), `handed` (- what staff counted), and the one row that
 * settles a difference (`rider_paid`, `written_off` or `returned`, each - the difference). Balance
 * (the sum) = what the rider still owes the shop; 0 once the day is settled.
 */
export const riderCashLedger = pgTable(
  'rider_cash_ledger',
  {
    id: serial('id').primaryKey(),
    riderId: integer('rider_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    day: text('day').notNull(),
    kind: text('kind', { enum: RIDER_CASH_KINDS }).notNull(),
    amountCents: integer('amount_cents').notNull(),
    note: text('note'),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('rider_cash_ledger_day_idx').on(t.riderId, t.day, t.id),
    // One settling row per rider and day, whichever way it went.
    uniqueIndex('rider_cash_ledger_resolution_idx')
      .on(t.riderId, t.day)
      .where(sql`${t.kind} in ('rider_paid', 'written_off', 'returned')`),
  ],
);
