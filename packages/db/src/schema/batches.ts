import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { BATCH_STATES } from '@fardin/core/contract-batches';
import { PARCEL_MODES } from '@fardin/core/parcel-journey';
import { users } from './accounts';

/**
 * Batches (module `batches`, decision 0043): one departure to Cambodia (a truck, a container or a
 * flight). Which parcels travel in it is the parcels module's `parcels.batch_id`.
 */
export const batches = pgTable(
  'batches',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull(),
    mode: text('mode', { enum: PARCEL_MODES }).notNull(),
    vehicleNo: text('vehicle_no').notNull(),
    departsOn: text('departs_on').notNull(),
    eta: text('eta').notNull(),
    state: text('state', { enum: BATCH_STATES }).notNull().default('open'),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('batches_code_idx').on(t.code),
    index('batches_state_idx').on(t.state, t.id),
    check('batches_eta', sql`${t.eta} >= ${t.departsOn}`),
  ],
);
