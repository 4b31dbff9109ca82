import type { Locale } from '@fardin/core/locale';
import { randomBytes } from 'node:crypto';
import { and, eq, ne } from 'drizzle-orm';
import type { Db } from '@fardin/db/open-db';
import { addresses, sessions, users } from '@fardin/db/schema/accounts';
import { ACCOUNT_CODE, ACCOUNT_TEXT } from '@fardin/core/account-text';
import type { AccountUser } from '@fardin/core/contract-accounts';
import { HttpError, notFound, fieldError } from '../../http/errors';
import { hashPassword, verifyPassword } from './password';
import { hashToken, type SessionService } from './sessions';
import type { OtpService } from './otp';
import type { RateLimiter } from './rate-limit';
import { assertPasswordAccepted } from './password-policy';
import { enforce, RULES, type Limit } from './throttle';

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
  // Unknown phones are checked against this hash: a login costs the same scrypt work either way.
  const dummyHash = hashPassword(randomBytes(32).toString('base64'));

  /** Login limits in the order they are counted (decision 0013): address, phone + address, phone. */
  const loginLimits = (phone: string, ip: string): [Limit, Limit, Limit] => [
    { key: `login:ip:${ip}`, rule: RULES.loginIp },
    { key: `login:phone-ip:${phone}|${ip}`, rule: RULES.loginPhoneIp },
    {
      key: `login:phone:${phone}`,
      rule: RULES.loginPhone,
      text: ACCOUNT_TEXT.tooManyLogins,
      code: ACCOUNT_CODE.tooManyLogins,
    },
  ];

  async function byPhone(phone: string): Promise<UserRow | undefined> {
    const [row] = await db
      .select()
      .from(users)
      .where(and(eq(users.phone, phone), ne(users.status, 'deleted')));
    return row;
  }

  async function byId(id: number): Promise<UserRow> {
    const [row] = await db.select().from(users).where(eq(users.id, id));
    if (!row) throw notFound();
    return row;
  }

  /** The user object of every answer: DOMAIN.md's profile fields. */
  async function present(row: UserRow): Promise<AccountUser> {
    const [home] = await db
      .select({
        id: addresses.id,
        description: addresses.description,
        name: addresses.name,
        lat: addresses.lat,
        long: addresses.lng,
      })
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
      address: home ?? null,
      account_number: row.accountNumber,
    };
  }

  async function signIn(row: UserRow) {
    const { token } = await sessionService.create(row.id);
    return { token, user: await present(row) };
  }

  return {
    present,
    profile: async (userId: number) => present(await byId(userId)),

    async register(input: { name: string; phone: string; password: string; lang?: Locale | undefined }, ip: string) {
      await enforce(limiter, [{ key: `register:ip:${ip}`, rule: RULES.registerIp }]);
      assertPasswordAccepted(input.password, input, 'password');
      if (await byPhone(input.phone)) throw fieldError('account.phone_taken', 'phone', { status: 409 });
      const passwordHash = await hashPassword(input.password);
      const [row] = await db
        .insert(users)
        .values({ name: input.name, phone: input.phone, passwordHash })
        .onConflictDoNothing()
        .returning();
      if (!row) throw fieldError('account.phone_taken', 'phone', { status: 409 });
      // The account exists now: a refused text (too many sent) must not fail it; the verify page resends.
      await otp.issue(row.phone, 'verify', true, ip, input.lang).catch((err: unknown) => {
        if (!(err instanceof HttpError && err.status === 429)) throw err;
      });
      return signIn(row);
    },

    /**
     * An unknown phone and an already verified one answer alike (422, the wrong-code text) after
     * the same work: the answer never tells which phones have verified accounts.
     */
    async verify(phone: string, code: string, ip: string) {
      const row = await byPhone(phone);
      await otp.verifyPhone(phone, code, ip);
      if (row && !row.verifiedAt) await db.update(users).set({ verifiedAt: new Date() }).where(eq(users.id, row.id));
    },

    /**
     * Attempts are counted before the password is checked (decision 0013): per address, per phone
     * + address (the guesser is slowed, the owner elsewhere is not), per phone from everywhere.
     */
    async login(phone: string, password: string, ip: string) {
      const [perIp, perPhoneIp, perPhone] = loginLimits(phone, ip);
      await enforce(limiter, [perIp, perPhoneIp, perPhone]);
      const row = await byPhone(phone);

      const matches = await verifyPassword(password, row?.passwordHash ?? (await dummyHash));
      if (!row || !matches) throw new HttpError(401, 'auth.invalid_credentials');
      if (row.status !== 'active') throw new HttpError(403, 'auth.account_deactivated');
      await Promise.all([limiter.refund(perIp.key), limiter.clear(perPhoneIp.key), limiter.refund(perPhone.key)]);
      return signIn(row);
    },

    /** Sends a code; the answer never tells whether the phone has an account. */
    async resend(phone: string, type: 'forgot' | 'verify', ip: string, lang?: Locale) {
      const row = await byPhone(phone);
      const deliver = type === 'forgot' ? row?.status === 'active' : row !== undefined && row.verifiedAt === null;
      return otp.issue(phone, type, deliver, ip, lang);
    },

    /** The new password is checked before the one-use reference is spent: a refused one can be retried. */
    async forgotPassword(confirm: string, password: string, ip: string) {
      const key = `forgot-password:ip:${ip}`;
      await enforce(limiter, [{ key, rule: RULES.forgotPasswordIp }]);
      const known = await byPhone(await otp.confirmedPhone(confirm));
      if (known) assertPasswordAccepted(password, known, 'password');
      const phone = await otp.spendConfirmReference(confirm);
      const row = await byPhone(phone);
      if (!row || row.status !== 'active') throw new HttpError(422, 'otp.request_expired');
      await db
        .update(users)
        .set({ passwordHash: await hashPassword(password), verifiedAt: row.verifiedAt ?? new Date() })
        .where(eq(users.id, row.id));
      await sessionService.revokeAll(row.id);
      // The owner proved the phone: guessers' counts on it no longer stand between them and their account.
      const [, perPhoneIp, perPhone] = loginLimits(phone, ip);
      await Promise.all([limiter.refund(key), limiter.clear(perPhone.key), limiter.clear(perPhoneIp.key)]);
      return signIn(await byId(row.id));
    },

    /** Other sessions end; the one that changed the password stays. */
    async changePassword(userId: number, currentToken: string, current: string, next: string) {
      const key = `password-change:user:${userId}`;
      await enforce(limiter, [{ key, rule: RULES.changePasswordUser }]);
      const row = await byId(userId);
      if (!(await verifyPassword(current, row.passwordHash))) {
        throw fieldError('password.wrong_current', 'current_password');
      }
      await limiter.clear(key);
      assertPasswordAccepted(next, row, 'new_password');
      await db
        .update(users)
        .set({ passwordHash: await hashPassword(next) })
        .where(eq(users.id, userId));
      await db
        .delete(sessions)
        .where(and(eq(sessions.userId, userId), ne(sessions.tokenHash, hashToken(currentToken))));
    },

    async updateProfile(
      userId: number,
      input: { name: string; image?: string | null | undefined; account_number?: string | null | undefined },
    ) {
      const patch: Partial<UserRow> = { name: input.name };
      if (input.image !== undefined) patch.image = input.image;
      if (input.account_number !== undefined) patch.accountNumber = input.account_number;
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
          .set({
            name: 'Deleted user',
            phone: `deleted:${userId}:${randomBytes(4).toString('hex')}`,
            passwordHash: '!',
            image: null,
            status: 'deleted',
          })
          .where(eq(users.id, userId));
        await tx.delete(addresses).where(eq(addresses.userId, userId));
        await tx.delete(sessions).where(eq(sessions.userId, userId));
      });
    },
  };
}
export type AccountService = ReturnType<typeof createAccountService>;
