import { randomBytes } from 'node:crypto';
import { and, eq, ne } from 'drizzle-orm';
import type { Db } from '@fardin/db/open-db';
import { addresses, sessions, users } from '@fardin/db/schema/accounts';
import { SPEC_TEXT } from '@fardin/core/messages';
import { ACCOUNT_TEXT } from '@fardin/core/account-text';
import { LOGIN_FAILURE_LIMIT, type AccountUser } from '@fardin/core/contract-accounts';
import { HttpError } from '../../http/errors';
import { hashPassword, verifyPassword } from './password';
import { hashToken, type SessionService } from './sessions';
import type { OtpService } from './otp';
import type { RateLimiter } from './rate-limit';

type UserRow = typeof users.$inferSelect;

export interface AccountDeps {
  db: Db;
  sessions: SessionService;
  otp: OtpService;
  limiter: RateLimiter;
  /** Anakut Cash balance in cents; the wallet (commerce) owns the ledger. */
  walletBalanceCents?: (userId: number) => Promise<number>;
}

/** Registration, login, passwords and the profile (DOMAIN.md "Accounts"). */
export function createAccountService({ db, sessions: sessionService, otp, limiter, walletBalanceCents }: AccountDeps) {
  async function byPhone(phone: string): Promise<UserRow | undefined> {
    const [row] = await db.select().from(users).where(and(eq(users.phone, phone), ne(users.status, 'deleted')));
    return row;
  }

  async function byId(id: number): Promise<UserRow> {
    const [row] = await db.select().from(users).where(eq(users.id, id));
    if (!row) throw new HttpError(404, 'Not found');
    return row;
  }

  /** The user object of every answer: DOMAIN.md's profile fields. */
  async function present(row: UserRow): Promise<AccountUser> {
    const [home] = await db
      .select({ description: addresses.description, name: addresses.name })
      .from(addresses)
      .where(and(eq(addresses.userId, row.id), eq(addresses.isDefault, true)))
      .limit(1);
    return {
      id: row.id,
      name: row.name,
      phone: row.phone,
      status: row.status,
      image: row.image,
      total: walletBalanceCents ? (await walletBalanceCents(row.id)) / 100 : 0,
      verify_status: row.verifiedAt !== null,
      address: home ? home.description || home.name : null,
    };
  }

  async function signIn(row: UserRow) {
    const { token } = await sessionService.create(row.id);
    return { token, user: await present(row) };
  }

  return {
    present,
    profile: async (userId: number) => present(await byId(userId)),

    async register(input: { name: string; phone: string; password: string }) {
      if (await byPhone(input.phone)) throw new HttpError(409, ACCOUNT_TEXT.phoneTaken, { phone: [ACCOUNT_TEXT.phoneTaken] });
      const passwordHash = await hashPassword(input.password);
      const [row] = await db.insert(users).values({ name: input.name, phone: input.phone, passwordHash }).onConflictDoNothing().returning();
      if (!row) throw new HttpError(409, ACCOUNT_TEXT.phoneTaken, { phone: [ACCOUNT_TEXT.phoneTaken] });
      await otp.issue(row.phone, 'verify', true);
      return signIn(row);
    },

    async verify(phone: string, code: string) {
      const row = await byPhone(phone);
      if (row?.verifiedAt) throw new HttpError(409, ACCOUNT_TEXT.alreadyVerified);
      await otp.verifyPhone(phone, code);
      if (row) await db.update(users).set({ verifiedAt: new Date() }).where(eq(users.id, row.id));
    },

    /** 5 failures per phone in 15 minutes lock the phone out; inactive accounts are refused. */
    async login(phone: string, password: string) {
      const key = `login:${phone}`;
      if ((await limiter.count(key, LOGIN_FAILURE_LIMIT.windowS)) >= LOGIN_FAILURE_LIMIT.max) throw new HttpError(429, ACCOUNT_TEXT.tooManyLogins);
      const row = await byPhone(phone);
      if (!row || !(await verifyPassword(password, row.passwordHash))) {
        await limiter.hit(key);
        throw new HttpError(401, ACCOUNT_TEXT.badCredentials);
      }
      if (row.status !== 'active') throw new HttpError(403, SPEC_TEXT.accountDeactivated);
      await limiter.clear(key);
      return signIn(row);
    },

    /** Sends a code; the answer never tells whether the phone has an account. */
    async resend(phone: string, type: 'forgot' | 'verify') {
      const row = await byPhone(phone);
      const deliver = type === 'forgot' ? row?.status === 'active' : row !== undefined && row.verifiedAt === null;
      return otp.issue(phone, type, deliver);
    },

    async forgotPassword(confirm: string, password: string) {
      const phone = await otp.spendConfirmReference(confirm);
      const row = await byPhone(phone);
      if (!row || row.status !== 'active') throw new HttpError(422, ACCOUNT_TEXT.badReference);
      await db.update(users).set({ passwordHash: await hashPassword(password), verifiedAt: row.verifiedAt ?? new Date() }).where(eq(users.id, row.id));
      await sessionService.revokeAll(row.id);
      await limiter.clear(`login:${phone}`);
      return signIn(await byId(row.id));
    },

    /** Other sessions end; the one that changed the password stays. */
    async changePassword(userId: number, currentToken: string, current: string, next: string) {
      const row = await byId(userId);
      if (!(await verifyPassword(current, row.passwordHash))) {
        throw new HttpError(422, ACCOUNT_TEXT.wrongPassword, { current_password: [ACCOUNT_TEXT.wrongPassword] });
      }
      await db.update(users).set({ passwordHash: await hashPassword(next) }).where(eq(users.id, userId));
      await db.delete(sessions).where(and(eq(sessions.userId, userId), ne(sessions.tokenHash, hashToken(currentToken))));
    },

    async updateProfile(userId: number, input: { name: string; image?: string | null | undefined }) {
      const patch: Partial<UserRow> = { name: input.name };
      if (input.image !== undefined) patch.image = input.image;
      const [row] = await db.update(users).set(patch).where(eq(users.id, userId)).returning();
      return present(row ?? (await byId(userId)));
    },

    async setImage(userId: number, imageUrl: string) {
      const [row] = await db.update(users).set({ image: imageUrl }).where(eq(users.id, userId)).returning();
      return present(row ?? (await byId(userId)));
    },

    /**
     * Deleting an account anonymises it: orders keep their user id for the shop's books, but name,
     * phone, password, picture, addresses and sessions are gone; the phone can register again.
     */
    async deleteAccount(userId: number) {
      await db.transaction(async (tx) => {
        await tx
          .update(users)
          .set({ name: 'Deleted user', phone: `deleted:${userId}:${randomBytes(4).toString('hex')}`, passwordHash: '!', image: null, status: 'deleted' })
          .where(eq(users.id, userId));
        await tx.delete(addresses).where(eq(addresses.userId, userId));
        await tx.delete(sessions).where(eq(sessions.userId, userId));
      });
    },
  };
}
export type AccountService = ReturnType<typeof createAccountService>;
