import { describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import { otpCodes, users } from '@fardin/db/schema/accounts';
import { OTP_MAX_TRIES } from '@fardin/core/contract-accounts';
import { ACCOUNT_CODE } from '@fardin/core/account-text';
import { useTestApp } from '../../test/test-app';
import { TEST_DB_KINDS } from '../../test/test-db';
import { from, lastOtp } from './test-helpers';

/**
 * The code's own limit (DESIGN.md 8: 4 digits, 5 minutes, 5 tries), one guess after the other on
 * both databases: exactly five tries, the fifth wrong one locks the code, and a locked code stays
 * locked even for the right digits. Every guess comes from its own address, so only the code's
 * tries (not the per-address limiter) stand in the way.
 */
const V = '?vendor_code=anakut_buy';
type Refusal = { message: string; code?: string };

/** A code that is not `right`. */
const wrong = (right: string, n: number) => String((Number(right) + 1 + n) % 10_000).padStart(4, '0');

describe.each(TEST_DB_KINDS)('OTP tries (%s)', (kind) => {
  let serial = 0;
  const address = () => from(`192.0.2.${(serial += 1)}`);

  const t = useTestApp(kind);

  async function register(phone: string): Promise<string> {
    const e164 = `+855${phone.slice(1)}`;
    const reg = await t.call('POST', `/api/register${V}`, {
      body: { name: 'Tries', phone, password: 'tonle-sap-lake' },
      headers: address(),
    });
    expect(reg.status).toBe(201);
    return lastOtp(t, e164);
  }
  const verify = (phone: string, otp: string) =>
    t.call<Refusal>('POST', `/api/verify${V}`, { body: { phone, otp }, headers: address() });
  async function verified(phone: string): Promise<boolean> {
    const [row] = await t.opened.db
      .select({ at: users.verifiedAt })
      .from(users)
      .where(eq(users.phone, `+855${phone.slice(1)}`));
    return row?.at != null;
  }
  async function triesOf(phone: string): Promise<number | undefined> {
    const [row] = await t.opened.db
      .select({ tries: otpCodes.tries })
      .from(otpCodes)
      .where(eq(otpCodes.phone, `+855${phone.slice(1)}`))
      .orderBy(desc(otpCodes.id))
      .limit(1);
    return row?.tries;
  }

  it('the limit is five', () => {
    expect(OTP_MAX_TRIES).toBe(5);
  });

  it('four wrong codes leave the fifth try: the right code then verifies', async () => {
    const phone = '0962200001';
    const right = await register(phone);
    for (let i = 0; i < 4; i += 1)
      expect(await verify(phone, wrong(right, i))).toMatchObject({ status: 422, body: { code: 'otp.invalid' } });
    expect(await triesOf(phone)).toBe(4);
    expect((await verify(phone, right)).status).toBe(200);
    expect(await verified(phone)).toBe(true);
  });

  it('the fifth wrong code locks it; the right code after that is refused and the phone stays unverified', async () => {
    const phone = '0962200002';
    const right = await register(phone);
    for (let i = 0; i < 4; i += 1) expect((await verify(phone, wrong(right, i))).status).toBe(422);
    expect(await verify(phone, wrong(right, 4))).toMatchObject({ status: 429, body: { code: ACCOUNT_CODE.otpLocked } });
    expect(await verify(phone, right)).toMatchObject({ status: 429, body: { code: ACCOUNT_CODE.otpLocked } });
    expect(await verify(phone, wrong(right, 5))).toMatchObject({ status: 429, body: { code: ACCOUNT_CODE.otpLocked } });
    // Refused tries past the limit are not counted: the stored count stops at five.
    expect(await triesOf(phone)).toBe(OTP_MAX_TRIES);
    expect(await verified(phone)).toBe(false);
  });

  it('a forgot-password code has the same five tries and then never answers a confirm reference', async () => {
    const phone = '0962200003';
    await register(phone);
    const sent = await t.call<{ reference: string }>('POST', '/api/auth/resend', {
      body: { phone, type: 'forgot' },
      headers: address(),
    });
    expect(sent.status).toBe(200);
    const right = await lastOtp(t, `+855${phone.slice(1)}`);
    const guess = (otp: string) =>
      t.call<Refusal & { reference?: string }>('POST', '/api/auth/forgot/otp', {
        body: { reference: sent.body.reference, otp },
        headers: address(),
      });
    for (let i = 0; i < 4; i += 1) expect(await guess(wrong(right, i))).toMatchObject({ status: 422 });
    expect((await guess(wrong(right, 4))).status).toBe(429);
    const late = await guess(right);
    expect(late).toMatchObject({ status: 429, body: { code: ACCOUNT_CODE.otpLocked } });
    expect(late.body.reference).toBeUndefined();
  });

  it('a new code starts with five fresh tries', async () => {
    const phone = '0962200004';
    const first = await register(phone);
    for (let i = 0; i < 5; i += 1) await verify(phone, wrong(first, i));
    expect((await verify(phone, first)).status).toBe(429);
    expect(
      (await t.call('POST', '/api/auth/resend', { body: { phone, type: 'verify' }, headers: address() })).status,
    ).toBe(200);
    const second = await lastOtp(t, `+855${phone.slice(1)}`);
    expect(await triesOf(phone)).toBe(0);
    expect((await verify(phone, first === second ? wrong(second, 0) : first)).status).toBe(422);
    expect((await verify(phone, second)).status).toBe(200);
  });
});
