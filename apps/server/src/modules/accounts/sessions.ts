import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt } from 'drizzle-orm';
import type { Db } from '@fardin/db/open-db';
import { sessions, users } from '@fardin/db/schema/accounts';
import { TOKEN_MAX_AGE_S } from '@fardin/core/cookies';

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export interface SessionUser {
  id: number;
  role: 'shopper' | 'staff' | 'admin' | 'rider';
  verified: boolean;
}

/**
 * Login sessions: random 32-byte tokens, only their SHA-256 stored, valid for 86400 s. `now` is
 * injectable so tests can move the clock.
 */
export function createSessionService(db: Db, now: () => Date = () => new Date()) {
  return {
    async create(userId: number): Promise<{ token: string; expiresAt: Date }> {
      const token = randomBytes(32).toString('base64url');
      const expiresAt = new Date(now().getTime() + TOKEN_MAX_AGE_S * 1000);
      await db.insert(sessions).values({ userId, tokenHash: hashToken(token), expiresAt });
      return { token, expiresAt };
    },

    /** The user behind a token, or null when unknown, expired or the account is not active. */
    async resolve(token: string): Promise<SessionUser | null> {
      if (!token || token.length > 200) return null;
      const [row] = await db
        .select({ id: users.id, role: users.role, status: users.status, verifiedAt: users.verifiedAt })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .where(and(eq(sessions.tokenHash, hashToken(token)), gt(sessions.expiresAt, now())));
      if (!row || row.status !== 'active') return null;
      return { id: row.id, role: row.role, verified: row.verifiedAt !== null };
    },

    async revoke(token: string): Promise<void> {
      await db.delete(sessions).where(eq(sessions.tokenHash, hashToken(token)));
    },

    async revokeAll(userId: number): Promise<void> {
      await db.delete(sessions).where(eq(sessions.userId, userId));
    },
  };
}
export type SessionService = ReturnType<typeof createSessionService>;
