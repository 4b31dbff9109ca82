import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts';

/**
 * Back office: the audit log of every staff write (who, what, on which target, when). The notes
 * staff attach to other areas' rows live with those areas: an order's marketplace and carrier
 * numbers in orders.ts, the driver of a delivery in delivery.ts. See docs/decisions/0006-back-office.md.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    /** The staff account; null for the operator CLI and the server's own jobs (`details.via` says which). */
    actorId: integer('actor_id').references(() => users.id),
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: text('target_id').notNull(),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('audit_log_at_idx').on(t.at),
    index('audit_log_target_idx').on(t.targetType, t.targetId),
    index('audit_log_actor_idx').on(t.actorId, t.at),
  ],
);
