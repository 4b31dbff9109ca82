import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '@fardin/db/open-db';
import { otpCodes } from '@fardin/db/schema/accounts';
import { OTP_MAX_TRIES, OTP_TTL_S } from '@fardin/core/contract-accounts';
import { HttpError } from '../../http/errors';
import type { SmsSender } from '../../integrations/sms/sms-sender';
import type { RateLimiter } from './rate-limit';
import { ACCOUNT_CODE, ACCOUNT_TEXT } from '@fardin/core/account-text';
import { enforce, RULES } from './throttle';
import { DEFAULT_LOCALE, type Locale } from '@fardin/core/locale';
import { otpSmsText } from '@fardin/core/sms-text';

type Purpose = 'verify' | 'forgot';
type OtpRow = typeof otpCodes.$inferSelect;

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

function hashCode(code: string, salt: string): string {
  return `${salt}$${sha256(`${salt}:${code}`)}`;
}

function codeMatches(code: string, stored: string): boolean {
  const [salt = ''] = stored.split('$');
  const a = Buffer.from(hashCode(code, salt));
  const b = Buffer.from(stored);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** A reference names a request in the forgot-password flow; only its hash is stored. */
const hashReference = sha256;

const otpLocked = () => new HttpError(429, ACCOUNT_CODE.otpLocked);

export interface OtpDeps {
  db: Db;
  sms: SmsSender;
  limiter: RateLimiter;
  now: () => Date;
  siteName: string;
}

/**
 * 4-digit one-time codes (DESIGN.md section 8): stored hashed, valid 5 minutes, 5 tries, at most 3
 * sent per phone in 10 minutes. A new code replaces the previous one of the same purpose. Every
 * try is counted before the code is compared, in one atomic UPDATE: 5 wrong tries end a code
 * however many guesses arrive at once.
 */
export function createOtpService({ db, sms, limiter, now, siteName }: OtpDeps) {
  async function check(
    row: OtpRow | undefined,
    code: string,
    missing: 'otp.invalid' | 'otp.request_expired',
  ): Promise<OtpRow> {
    if (!row || row.usedAt) throw new HttpError(422, missing);
    if (row.expiresAt <= now()) throw new HttpError(422, 'otp.expired');
    const [counted] = await db
      .update(otpCodes)
      .set({ tries: sql`${otpCodes.tries} + 1` })
      .where(and(eq(otpCodes.id, row.id), lt(otpCodes.tries, OTP_MAX_TRIES), isNull(otpCodes.usedAt)))
      .returning({ tries: otpCodes.tries });
    if (!counted) throw otpLocked();
    if (!codeMatches(code, row.codeHash)) {
      if (counted.tries >= OTP_MAX_TRIES) throw otpLocked();
      throw new HttpError(422, 'otp.invalid');
    }
    return row;
  }

  /** Code checks count per address too; a right code gives its attempt back. */
  async function checked<T>(ip: string, run: () => Promise<T>): Promise<T> {
    const key = `otp-check:ip:${ip}`;
    await enforce(limiter, [{ key, rule: RULES.otpCheckIp }]);
    const result = await run();
    await limiter.refund(key);
    return result;
  }

  return {
    /**
     * Issues a code. `deliver` false still records a code nobody knows, so the answer for an
     * unknown phone looks exactly like the answer for a known one.
     */
    async issue(
      phone: string,
      purpose: Purpose,
      deliver: boolean,
      ip: string,
      lang: Locale = DEFAULT_LOCALE,
    ): Promise<{ reference: string }> {
      await enforce(limiter, [
        { key: `otp-send:ip:${ip}`, rule: RULES.otpSendIp },
        {
          key: `otp-send:phone:${phone}`,
          rule: RULES.otpSendPhone,
          text: ACCOUNT_TEXT.tooManyOtps,
          code: ACCOUNT_CODE.tooManyOtps,
        },
      ]);
      const code = String(randomInt(0, 10_000)).padStart(4, '0');
      const reference = randomBytes(24).toString('base64url');
      const at = now();
      await db
        .update(otpCodes)
        .set({ usedAt: at })
        .where(and(eq(otpCodes.phone, phone), eq(otpCodes.purpose, purpose), isNull(otpCodes.usedAt)));
      await db.insert(otpCodes).values({
        phone,
        purpose,
        codeHash: hashCode(code, randomBytes(8).toString('hex')),
        referenceHash: hashReference(reference),
        expiresAt: new Date(at.getTime() + OTP_TTL_S * 1000),
        createdAt: at,
      });
      if (deliver)
        await sms.send({
          to: phone,
          body: otpSmsText(lang, siteName, code),
          purpose,
          code,
        });
      return { reference };
    },

    /** Checks the latest code sent to a phone; a right code is used up (once, even when sent twice at once). */
    async verifyPhone(phone: string, code: string, ip: string): Promise<void> {
      await checked(ip, async () => {
        const [row] = await db
          .select()
          .from(otpCodes)
          .where(and(eq(otpCodes.phone, phone), eq(otpCodes.purpose, 'verify')))
          .orderBy(desc(otpCodes.id))
          .limit(1);
        const ok = await check(row, code, 'otp.invalid');
        const spent = await db
          .update(otpCodes)
          .set({ usedAt: now() })
          .where(and(eq(otpCodes.id, ok.id), isNull(otpCodes.usedAt)))
          .returning({ id: otpCodes.id });
        if (spent.length === 0) throw new HttpError(422, 'otp.invalid');
      });
    },

    /** Forgot path step 2: a right code answers a one-use confirm reference (valid 10 minutes). */
    async confirmReference(reference: string, code: string, ip: string): Promise<string> {
      return checked(ip, async () => {
        const [row] = await db
          .select()
          .from(otpCodes)
          .where(and(eq(otpCodes.referenceHash, hashReference(reference)), eq(otpCodes.purpose, 'forgot')));
        const ok = await check(row, code, 'otp.request_expired');
        const confirm = randomBytes(24).toString('base64url');
        const spent = await db
          .update(otpCodes)
          .set({
            usedAt: now(),
            confirmHash: hashReference(confirm),
            expiresAt: new Date(now().getTime() + 2 * OTP_TTL_S * 1000),
          })
          .where(and(eq(otpCodes.id, ok.id), isNull(otpCodes.usedAt)))
          .returning({ id: otpCodes.id });
        if (spent.length === 0) throw new HttpError(422, 'otp.request_expired');
        return confirm;
      });
    },

    /** Forgot path step 3, before spending: the phone a live confirm reference is for. */
    async confirmedPhone(confirm: string): Promise<string> {
      const [row] = await db
        .select({ phone: otpCodes.phone })
        .from(otpCodes)
        .where(and(eq(otpCodes.confirmHash, hashReference(confirm)), gt(otpCodes.expiresAt, now())));
      if (!row) throw new HttpError(422, 'otp.request_expired');
      return row.phone;
    },

    /** Forgot path step 3: spends the confirm reference and answers the phone it was for. */
    async spendConfirmReference(confirm: string): Promise<string> {
      const [row] = await db
        .select()
        .from(otpCodes)
        .where(eq(otpCodes.confirmHash, hashReference(confirm)));
      if (!row || row.expiresAt <= now()) throw new HttpError(422, 'otp.request_expired');
      const spent = await db
        .update(otpCodes)
        .set({ confirmHash: null })
        .where(and(eq(otpCodes.id, row.id), eq(otpCodes.confirmHash, row.confirmHash ?? '')))
        .returning({ id: otpCodes.id });
      if (spent.length === 0) throw new HttpError(422, 'otp.request_expired');
      return row.phone;
    },
  };
}
export type OtpService = ReturnType<typeof createOtpService>;
