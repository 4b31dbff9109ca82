import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '@fardin/db/open-db';
import { auditLog } from '@fardin/db/schema/admin';
import { users } from '@fardin/db/schema/accounts';

export interface AuditEntry {
  actorId: number;
  action: string;
  targetType: string;
  targetId: string | number;
  details?: Record<string, unknown>;
}

/** Writes one audit row; pass the transaction of the write so both land or neither does. */
export async function recordAudit(db: Db, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    actorId: entry.actorId,
    action: entry.action,
    targetType: entry.targetType,
    targetId: String(entry.targetId),
    details: entry.details ?? {},
  });
}

/**
 * The newest entries first, optionally of one target.
 *
 * Read join across areas (issue 18 item 1, kept on purpose): the actor's name comes from the
 * accounts table in the same paged query. `audit_log.actor_id` references `users.id` (the foreign
 * key is in the schema), the join only reads one column and writes nothing, and asking the accounts
 * service for the names of a page's actors would be a second round trip per page for the same
 * answer. Writes of the accounts table stay in the accounts module.
 */
export async function listAudit(
  db: Db,
  query: { targetType?: string | undefined; targetId?: string | undefined; page: number; perPage: number },
) {
  const conditions = [
    query.targetType ? eq(auditLog.targetType, query.targetType) : undefined,
    query.targetId ? eq(auditLog.targetId, query.targetId) : undefined,
  ].filter((c) => c !== undefined);
  const where = conditions.length ? and(...conditions) : undefined;
  const [{ total } = { total: 0 }] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(auditLog)
    .where(where);
  const rows = await db
    .select({
      id: auditLog.id,
      action: auditLog.action,
      target_type: auditLog.targetType,
      target_id: auditLog.targetId,
      details: auditLog.details,
      at: auditLog.at,
      actor_id: auditLog.actorId,
      actor_name: users.name,
    })
    .from(auditLog)
    .innerJoin(users, eq(users.id, auditLog.actorId))
    .where(where)
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(query.perPage)
    .offset((query.page - 1) * query.perPage);
  return {
    data: rows.map((r) => ({ ...r, at: r.at.toISOString() })),
    page: query.page,
    row_per_page: query.perPage,
    total,
  };
}
