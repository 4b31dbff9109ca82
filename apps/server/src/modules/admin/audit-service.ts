import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '@fardin/db/open-db';
import { auditLog } from '@fardin/db/schema/admin';
import { users } from '@fardin/db/schema/accounts';

/**
 * Who made a change: a staff account over HTTP (`id`), or the operator CLI / a server job (no
 * account; `via` is written into the row's details and shown as the actor's name).
 */
export type AuditActor = { id: number; via?: undefined } | { id: null; via: 'cli' | 'job' };

/** The CLI's actor: `npm run admin -- ...` runs as the machine's operator, not as a staff account. */
export const CLI_ACTOR: AuditActor = { id: null, via: 'cli' };

export interface AuditEntry {
  /** A staff account's id, or an actor (the CLI's, a job's). */
  actorId: number | AuditActor;
  action: string;
  targetType: string;
  targetId: string | number;
  details?: Record<string, unknown>;
}

/**
 * Writes one audit row inside the transaction of the change it records (decision 0032): both land
 * or neither does. Call it with the flow's `tx`, never with the database after the change committed.
 */
export async function recordAudit(tx: Db, entry: AuditEntry): Promise<void> {
  const actor: AuditActor = typeof entry.actorId === 'number' ? { id: entry.actorId } : entry.actorId;
  await tx.insert(auditLog).values({
    actorId: actor.id,
    action: entry.action,
    targetType: entry.targetType,
    targetId: String(entry.targetId),
    details: actor.via ? { ...entry.details, via: actor.via } : (entry.details ?? {}),
  });
}

/** What an actor's audit row shows as its name when it has no account. */
const VIA_NAME = sql<string>`coalesce(${users.name}, 'operator (' || coalesce(${auditLog.details}->>'via', 'cli') || ')')`;

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
      actor_name: VIA_NAME,
    })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actorId))
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

/** The audit log bound to one database, for the back office's page. */
export function createAuditService(db: Db) {
  return {
    list: (query: Parameters<typeof listAudit>[1]) => listAudit(db, query),
  };
}

/**
 * The audit row as a step of a single-module write's own transaction: a service that writes and
 * takes an `audit(tx, saved)` step runs it before commit (decision 0032). The entry may depend on
 * what was saved (a new row's id).
 */
export function auditStep(entry: AuditEntry): (tx: Db) => Promise<void>;
export function auditStep<T>(entry: (saved: T) => AuditEntry): (tx: Db, saved: T) => Promise<void>;
export function auditStep<T>(entry: AuditEntry | ((saved: T) => AuditEntry)) {
  return (tx: Db, saved: T) => recordAudit(tx, typeof entry === 'function' ? entry(saved) : entry);
}
