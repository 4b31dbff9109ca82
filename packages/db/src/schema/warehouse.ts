import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { UNCLAIMED_STATUSES } from '@fardin/core/contract-warehouse';
import { users } from './accounts';

/**
 * Warehouse receiving (module `warehouse`, decision 0043): a scan at the overseas warehouse that
 * matches no line's tracking number becomes an unclaimed parcel, matched to lines by staff later.
 */
export const unclaimedParcels = pgTable(
  'unclaimed_parcels',
  {
    id: serial('id').primaryKey(),
    trackingNo: text('tracking_no').notNull(),
    shelf: text('shelf'),
    photos: jsonb('photos').$type<string[]>().notNull().default([]),
    status: text('status', { enum: UNCLAIMED_STATUSES }).notNull().default('unclaimed'),
    receivedBy: integer('received_by').references(() => users.id, { onDelete: 'set null' }),
    matchedBy: integer('matched_by').references(() => users.id, { onDelete: 'set null' }),
    matchedAt: timestamp('matched_at', { withTimezone: true }),
    note: text('note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Two scans of one unknown number make one unclaimed parcel.
    uniqueIndex('unclaimed_parcels_open_no_idx')
      .on(t.trackingNo)
      .where(sql`${t.status} = 'unclaimed'`),
    index('unclaimed_parcels_status_idx').on(t.status, t.createdAt),
  ],
);

/** One row per scan that matched lines: the package's photos, shelf, who and when (OPERATIONS.md `received`). */
export const parcelReceipts = pgTable(
  'parcel_receipts',
  {
    id: serial('id').primaryKey(),
    trackingNo: text('tracking_no').notNull(),
    shelf: text('shelf'),
    photos: jsonb('photos').$type<string[]>().notNull().default([]),
    lineIds: jsonb('line_ids').$type<number[]>().notNull().default([]),
    receivedBy: integer('received_by').references(() => users.id, { onDelete: 'set null' }),
    unclaimedId: integer('unclaimed_id').references(() => unclaimedParcels.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('parcel_receipts_no_idx').on(t.trackingNo)],
);
