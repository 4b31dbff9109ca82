import type { MiddlewareHandler } from 'hono';
import { ACCOUNT_CODE, ACCOUNT_TEXT } from '@fardin/core/account-text';
import type { ErrorCode } from '@fardin/core/error-codes';
import { LOGIN_FAILURE_LIMIT, OTP_SEND_LIMIT } from '@fardin/core/contract-accounts';
import type { AppEnv } from '../../http/app-env';
import { clientAddress } from '../../http/client-address';
import { HttpError } from '../../http/errors';
import type { RateLimiter, RateRule } from './rate-limit';

const MIN = 60;
const rule = (max: number, windowS: number, delayS: number, maxDelayS = delayS): RateRule => ({
  max,
  windowS,
  delayS,
  maxDelayS,
});

/**
 * Every limit of the shop (decision 0013 explains the numbers). Keys: `ip` is the client address
 * (IPv6 by /64), `phone` the E.164 number, `user` the account id.
 */
export const RULES = {
  /** Login attempts of one phone from one address: the guesser is slowed, the owner elsewhere is not. */
  loginPhoneIp: rule(LOGIN_FAILURE_LIMIT.max, LOGIN_FAILURE_LIMIT.windowS, 30, 15 * MIN),
  /** Login attempts from one address, whatever the phones (successes are given back). */
  loginIp: rule(30, 15 * MIN, MIN, 15 * MIN),
  /** Login attempts of one phone from every address together: a generous cap on distributed guessing. */
  loginPhone: rule(50, 60 * MIN, 15 * MIN),
  registerIp: rule(20, 60 * MIN, 10 * MIN, 60 * MIN),
  /** OTP texts per phone (DESIGN.md: 3 per 10 minutes), and per address against SMS pumping. */
  otpSendPhone: rule(OTP_SEND_LIMIT.max, OTP_SEND_LIMIT.windowS, OTP_SEND_LIMIT.windowS),
  otpSendIp: rule(10, 10 * MIN, 10 * MIN, 60 * MIN),
  /** Code checks (verify, forgot) per address; each code also dies after 5 wrong tries. */
  otpCheckIp: rule(20, 15 * MIN, MIN, 15 * MIN),
  forgotPasswordIp: rule(10, 15 * MIN, MIN, 15 * MIN),
  /** Current-password checks of a logged-in session (a stolen session must not guess the password). */
  changePasswordUser: rule(5, 15 * MIN, MIN, 15 * MIN),
  uploadIp: rule(30, 10 * MIN, MIN, 30 * MIN),
  uploadUser: rule(30, 10 * MIN, MIN, 30 * MIN),
  mapQueryIp: rule(30, 5 * MIN, MIN, 15 * MIN),
  /** The assistant (`POST /chat`): each question runs several catalogue searches (decision 0034). */
  chatIp: rule(20, MIN, 30, 10 * MIN),
  /** KHQR status polls: the web polls every few seconds; 4 a second from one address is plenty. */
  paymentCheckIp: rule(240, MIN, 10, 2 * MIN),
} as const satisfies Record<string, RateRule>;

export interface Limit {
  key: string;
  rule: RateRule;
  /** The refusal's text and code (default: ACCOUNT_TEXT.tooManyAttempts). */
  text?: string;
  code?: ErrorCode;
}

/** A 429 with `Retry-After`, the shop's one answer to a throttled attempt. */
function tooMany(
  retryAfterS: number,
  text: string = ACCOUNT_TEXT.tooManyAttempts,
  code: ErrorCode = ACCOUNT_CODE.tooManyAttempts,
): HttpError {
  return new HttpError(429, code, {
    message: text,
    headers: { 'Retry-After': String(Math.max(1, Math.ceil(retryAfterS))) },
  });
}

/**
 * Counts one attempt on each limit in order and stops at the first refusal (throws the 429), so a
 * refused attempt does not use up the budget of the limits after it.
 */
export async function enforce(limiter: RateLimiter, limits: readonly Limit[]): Promise<void> {
  for (const limit of limits) {
    const decision = await limiter.hit(limit.key, limit.rule);
    if (!decision.allowed) throw tooMany(decision.retryAfterS, limit.text, limit.code);
  }
}

/** Route middleware form of `enforce`, for limits that only need the request (uploads, map links). */
export function throttle(
  limiter: RateLimiter,
  limitsOf: (ip: string, userId: number | undefined) => readonly Limit[],
): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await enforce(limiter, limitsOf(clientAddress(c), c.get('user')?.id));
    await next();
  };
}
