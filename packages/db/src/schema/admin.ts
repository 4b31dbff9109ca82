import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts';

/**
 * Back office: the audit log of every staff write (who, what, on which target, when) and the
 * operational notes staff attach to other areas' rows without changing their tables (the
 * marketplace order number and international tracking number of an order). See docs/decisions/0006-back-office.md.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    actorId: integer('actor_id').notNull().references(() => users.id),
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: text('target_id').notNull(),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('audit_log_at_idx').on(t.at), index('audit_log_target_idx').on(t.targetType, t.targetId), index('audit_log_actor_idx').on(t.actorId, t.at)],
);

/** Staff references of an order at the marketplace and the international carrier (one row per order). */
export const orderReferences = pgTable('order_references', {
  orderId: integer('order_id').primaryKey(),
  marketplaceOrderNo: text('marketplace_order_no'),
  trackingNo: text('tracking_no'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
