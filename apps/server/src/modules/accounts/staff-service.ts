import { randomBytes } from 'node:crypto';
import { and, desc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '@fardin/db/open-db';
import { users } from '@fardin/db/schema/accounts';
import { normalisePhone } from '@fardin/core/phone';
import { notFound, fieldError } from '../../http/errors';
import { hashPassword } from './password';

/**
 * The back office's side of the accounts table (issue 18 item 1: the accounts module alone writes
 * it): staff accounts (created verified with a one-time password), shopper search and the active
 * flag. Writes take an `audit` step that runs in the same transaction, so the change and its audit
 * row land together or not at all.
 */
/** A rider is staff of the last mile (decision 0043): their own phone page, no back office. */
export type StaffRole = 'staff' | 'admin' | 'rider';

/** Runs inside the transaction of a write (the back office records its audit row there). */
export type InTransaction = (tx: Db) => Promise<void>;

/** 12 characters from an alphabet without look-alikes; shown once, stored only as a hash. */
function oneTimePassword(): string {
  const alphabet = 'abcdefghjkmnpqrstuvwxyzACDEFGHJKLMNPQRSTUVWXYZ23456789';
  return Array.from(randomBytes(12), (b) => alphabet[b % alphabet.length]).join('');
}

const PUBLIC_COLUMNS = {
  id: users.id,
  name: users.name,
  phone: users.phone,
  role: users.role,
  status: users.status,
  verified_at: users.verifiedAt,
  created_at: users.createdAt,
};

/**
 * Creates a staff or admin account, or promotes an existing account of that phone, and sets a
 * fresh one-time password either way, in the flow's transaction (flows/create-staff.ts). Answers
 * the user id and the password (print it once).
 */
export async function createStaffAccount(tx: Db, input: { phone: string; name?: string | undefined; role: StaffRole }) {
  const phone = normalisePhone(input.phone);
  if (!phone) throw fieldError('account.phone_invalid', 'phone');
  const password = oneTimePassword();
  const passwordHash = await hashPassword(password);
  const [existing] = await tx.select({ id: users.id, status: users.status }).from(users).where(eq(users.phone, phone));
  if (existing) {
    await tx
      .update(users)
      .set({ role: input.role, passwordHash, status: 'active', ...(input.name ? { name: input.name } : {}) })
      .where(eq(users.id, existing.id));
    return { id: existing.id, phone, password, created: false };
  }
  const [row] = await tx
    .insert(users)
    .values({
      name: input.name ?? (input.role === 'admin' ? 'Admin' : 'Staff'),
      phone,
      passwordHash,
      role: input.role,
      verifiedAt: new Date(),
    })
    .returning({ id: users.id });
  if (!row) throw new Error('user not created');
  return { id: row.id, phone, password, created: true };
}

export function createStaffService(db: Db) {
  return {
    async search(query: {
      q?: string | undefined;
      role?: 'shopper' | StaffRole | undefined;
      page: number;
      perPage: number;
    }) {
      const text = query.q?.trim();
      const digits = text?.replace(/\D/g, '').replace(/^0/, '');
      const conditions = [
        inArray(users.status, ['active', 'inactive']),
        query.role ? eq(users.role, query.role) : undefined,
        text
          ? or(
              ilike(users.name, `%${text.replace(/[%_\\]/g, '\\$&')}%`),
              digits ? ilike(users.phone, `%${digits}%`) : undefined,
            )
          : undefined,
      ].filter((c) => c !== undefined);
      const where = and(...conditions);
      const [{ total } = { total: 0 }] = await db
        .select({ total: sql<number>`count(*)::int` })
        .from(users)
        .where(where);
      const rows = await db
        .select(PUBLIC_COLUMNS)
        .from(users)
        .where(where)
        .orderBy(desc(users.id))
        .limit(query.perPage)
        .offset((query.page - 1) * query.perPage);
      return {
        total,
        rows: rows.map((r) => ({
          ...r,
          verified_at: r.verified_at?.toISOString() ?? null,
          created_at: r.created_at.toISOString(),
        })),
      };
    },

    /** An active or inactive account; 404 otherwise. */
    async user(id: number) {
      const [row] = await db
        .select(PUBLIC_COLUMNS)
        .from(users)
        .where(and(eq(users.id, id), inArray(users.status, ['active', 'inactive'])));
      if (!row) throw notFound('account.user_not_found');
      return { ...row, verified_at: row.verified_at?.toISOString() ?? null, created_at: row.created_at.toISOString() };
    },

    /** Deactivates or reactivates an account; staff accounts are changed by an admin only (caller checks). */
    async setStatus(id: number, status: 'active' | 'inactive', audit?: InTransaction) {
      await db.transaction(async (tx) => {
        const [row] = await tx
          .update(users)
          .set({ status })
          .where(and(eq(users.id, id), inArray(users.status, ['active', 'inactive'])))
          .returning({ id: users.id });
        if (!row) throw notFound('account.user_not_found');
        await audit?.(tx);
      });
    },

    async setRole(id: number, role: 'shopper' | StaffRole, audit?: InTransaction) {
      await db.transaction(async (tx) => {
        const [row] = await tx
          .update(users)
          .set({ role })
          .where(and(eq(users.id, id), inArray(users.status, ['active', 'inactive'])))
          .returning({ id: users.id });
        if (!row) throw notFound('account.user_not_found');
        await audit?.(tx);
      });
    },
  };
}

export type StaffService = ReturnType<typeof createStaffService>;

/** Names and phones of these users (the back office's queues show who a line is for). */
export async function contactsOf(
  db: Db,
  ids: readonly number[],
): Promise<Map<number, { name: string; phone: string | null }>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, name: users.name, phone: users.phone })
    .from(users)
    .where(inArray(users.id, [...new Set(ids)]));
  return new Map(rows.map((r) => [r.id, { name: r.name, phone: r.phone }]));
}

/** Active riders, by name (the dispatch screen's choice, decision 0043). */
export async function activeRiders(db: Db): Promise<{ id: number; name: string; phone: string }[]> {
  return db
    .select({ id: users.id, name: users.name, phone: users.phone })
    .from(users)
    .where(and(eq(users.role, 'rider'), eq(users.status, 'active')))
    .orderBy(users.name);
}

/** Whether this user is an active rider (a parcel is only assigned to one). */
export async function isActiveRider(db: Db, id: number): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, id), eq(users.role, 'rider'), eq(users.status, 'active')));
  return !!row;
}
