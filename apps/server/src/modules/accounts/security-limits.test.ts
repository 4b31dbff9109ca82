import { describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { otpCodes, rateLimits, sessions, users } from '@fardin/db/schema/accounts';
import { ACCOUNT_CODE, ACCOUNT_TEXT } from '@fardin/core/account-text';
import { SPEC_TEXT } from '@fardin/core/messages';
import { useTestApp } from '../../test/test-app';
import { TEST_DB_KINDS } from '../../test/test-db';
import { tempDataDir } from '../../test/temp-data-dir';
import { from, lastOtp } from './test-helpers';
import { purgeExpired } from './housekeeping';

const V = '?vendor_code=anakut_buy';
type Answer = { message: string; code?: string; errors?: Record<string, string[]> };

/** OWASP ASVS level 2 for accounts (issue 13): passwords, uploads and map links, housekeeping. */
describe.each(TEST_DB_KINDS)('accounts security: passwords, limits, housekeeping (%s)', (kind) => {
  const t = useTestApp(kind, undefined, {
    env: () => tempDataDir('security'),
  });

  const register = (password: string, phone = '017123456') =>
    t.call<Answer>('POST', `/api/register${V}`, {
      body: { name: 'Vanna', phone, password },
      headers: from('198.51.100.70'),
    });

  it('refuses weak passwords on register with a stable code, then takes a strong one', async () => {
    const cases: Array<[string, string, string]> = [
      ['short', ACCOUNT_CODE.passwordTooShort, SPEC_TEXT.atLeast8],
      ['        ', ACCOUNT_CODE.passwordBlank, ACCOUNT_TEXT.passwordBlank],
      ['017123456', ACCOUNT_CODE.passwordSameAsPhone, ACCOUNT_TEXT.passwordSameAsPhone],
      ['+85517123456', ACCOUNT_CODE.passwordSameAsPhone, ACCOUNT_TEXT.passwordSameAsPhone],
      ['password', ACCOUNT_CODE.passwordTooWeak, ACCOUNT_TEXT.passwordTooWeak],
      ['12345678', ACCOUNT_CODE.passwordTooWeak, ACCOUNT_TEXT.passwordTooWeak],
    ];
    for (const [password, code, message] of cases) {
      expect(await register(password), password).toMatchObject({
        status: 422,
        body: { message, code, errors: { password: [message] } },
      });
    }
    expect(await t.opened.db.select().from(users).where(eq(users.phone, '+85517123456'))).toHaveLength(0);
    expect((await register('sambor-prei-kuk')).status).toBe(201);
  });

  it('refuses a weak new password on forgot without spending the reference', async () => {
    const sent = await t.call<{ reference: string }>('POST', '/api/auth/resend', {
      body: { phone: '017123456', type: 'forgot' },
      headers: from('198.51.100.71'),
    });
    const checked = await t.call<{ reference: string }>('POST', '/api/auth/forgot/otp', {
      body: { reference: sent.body.reference, otp: await lastOtp(t, '+85517123456') },
      headers: from('198.51.100.71'),
    });
    const forgot = (password: string) =>
      t.call<Answer>('POST', '/api/auth/forgot/password', {
        body: { reference: checked.body.reference, password },
        headers: from('198.51.100.71'),
      });
    expect(await forgot('iloveyou1')).toMatchObject({
      status: 422,
      body: { code: ACCOUNT_CODE.passwordTooWeak, errors: { password: [ACCOUNT_TEXT.passwordTooWeak] } },
    });
    expect(await forgot('017 123 456')).toMatchObject({
      status: 422,
      body: { code: ACCOUNT_CODE.passwordSameAsPhone },
    });
    expect((await forgot('koh-ker-temple')).status).toBe(200);
  });

  it('refuses a weak new password on change, under new_password', async () => {
    const token = await t.tokenFor('+85510000001');
    const weak = await t.call<Answer>('PUT', '/api/auth/change', {
      token,
      body: { current_password: 'demo-shopper', new_password: 'qwertyuiop' },
    });
    expect(weak).toMatchObject({
      status: 422,
      body: { code: ACCOUNT_CODE.passwordTooWeak, errors: { new_password: [ACCOUNT_TEXT.passwordTooWeak] } },
    });
    const phone = await t.call<Answer>('PUT', '/api/auth/change', {
      token,
      body: { current_password: 'demo-shopper', new_password: '+855 10 000 001' },
    });
    expect(phone.body.code).toBe(ACCOUNT_CODE.passwordSameAsPhone);
    expect(
      (
        await t.call('PUT', '/api/auth/change', {
          token,
          body: { current_password: 'demo-shopper', new_password: 'demo-shopper' },
        })
      ).status,
    ).toBe(200);
  });

  it('throttles guests image-search uploads per address with Retry-After', async () => {
    const post = (address: string) =>
      t.app.request('/api/image_search/upload', {
        method: 'POST',
        body: new FormData(),
        headers: { ...from(address), Accept: 'application/json' },
      });
    for (let i = 0; i < 30; i += 1) expect((await post('203.0.113.80')).status).toBe(422);
    const refused = await post('203.0.113.80');
    expect(refused.status).toBe(429);
    expect(await refused.json()).toMatchObject({
      message: ACCOUNT_TEXT.tooManyAttempts,
      code: ACCOUNT_CODE.tooManyAttempts,
    });
    expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(0);
    expect((await post('203.0.113.81')).status).toBe(422);
  });

  it('throttles uploads per account across addresses, and map links per address', async () => {
    const token = await t.tokenFor('+85510000002');
    const upload = (address: string) =>
      t.app.request('/api/upload', {
        method: 'POST',
        body: new FormData(),
        headers: { ...from(address), Authorization: `Bearer ${token}` },
      });
    for (let i = 0; i < 30; i += 1) expect((await upload(`203.0.113.${100 + (i % 3)}`)).status).toBe(422);
    expect((await upload('203.0.113.110')).status).toBe(429);
    const profileImage = await t.app.request('/api/profile/image', {
      method: 'POST',
      body: new FormData(),
      headers: { ...from('203.0.113.111'), Authorization: `Bearer ${token}` },
    });
    expect(profileImage.status).toBe(429);

    const map = (address: string) =>
      t.call('POST', '/api/query_google_map', { body: { url: '11.5,104.9' }, headers: from(address) });
    for (let i = 0; i < 30; i += 1) expect((await map('203.0.113.90')).status).toBe(200);
    expect(await map('203.0.113.90')).toMatchObject({ status: 429, body: { code: ACCOUNT_CODE.tooManyAttempts } });
  });

  it('limits OTP texts per address against SMS pumping, whatever the phones', async () => {
    const statuses = [];
    for (let i = 0; i < 12; i += 1) {
      statuses.push(
        (
          await t.call('POST', '/api/auth/resend', {
            body: { phone: `0978${String(i).padStart(5, '0')}`, type: 'forgot' },
            headers: from('203.0.113.95'),
          })
        ).status,
      );
    }
    expect(statuses).toEqual([...Array<number>(10).fill(200), 429, 429]);
  });

  it('purges expired sessions, spent or expired codes and quiet counters, keeps the live ones', async () => {
    const now = new Date();
    const [user] = await t.opened.db.select().from(users).where(eq(users.phone, '+85510000001'));
    const past = new Date(now.getTime() - 60_000);
    await t.opened.db.insert(sessions).values([
      { userId: user!.id, tokenHash: 'expired-session', expiresAt: past },
      { userId: user!.id, tokenHash: 'live-session', expiresAt: new Date(now.getTime() + 60_000) },
    ]);
    const code = { phone: '+85510000009', purpose: 'forgot' as const, codeHash: 'x$y' };
    await t.opened.db.insert(otpCodes).values([
      { ...code, referenceHash: 'spent', usedAt: past, expiresAt: new Date(now.getTime() + 60_000) },
      { ...code, referenceHash: 'expired', expiresAt: past },
      {
        ...code,
        referenceHash: 'live-confirm',
        usedAt: past,
        confirmHash: 'live-confirm',
        expiresAt: new Date(now.getTime() + 60_000),
      },
      { ...code, referenceHash: 'live', expiresAt: new Date(now.getTime() + 60_000) },
    ]);
    await t.opened.db.insert(rateLimits).values([
      { key: 'test:stale', hits: 3, windowStart: new Date(now.getTime() - 2 * 86_400_000) },
      {
        key: 'test:blocked',
        hits: 3,
        windowStart: new Date(now.getTime() - 2 * 86_400_000),
        blockedUntil: new Date(now.getTime() + 60_000),
      },
    ]);
    const purged = await purgeExpired(t.opened.db, now);
    expect(purged?.sessions).toBeGreaterThanOrEqual(1);
    const left = await t.opened.db
      .select({ ref: otpCodes.referenceHash })
      .from(otpCodes)
      .where(eq(otpCodes.phone, '+85510000009'));
    expect(left.map((r) => r.ref).sort()).toEqual(['live', 'live-confirm']);
    expect(await t.opened.db.select().from(sessions).where(eq(sessions.tokenHash, 'live-session'))).toHaveLength(1);
    expect(await t.opened.db.select().from(sessions).where(eq(sessions.tokenHash, 'expired-session'))).toHaveLength(0);
    const keys = (await t.opened.db.select({ key: rateLimits.key }).from(rateLimits)).map((r) => r.key);
    expect(keys).toContain('test:blocked');
    expect(keys).not.toContain('test:stale');
  });

  it.skipIf(kind !== 'postgres')('skips the purge while another replica holds its lock (PostgreSQL)', async () => {
    await t.opened.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${0x66617264_01}::bigint)`);
      expect(await purgeExpired(t.opened.db, new Date())).toBeNull();
    });
    expect(await purgeExpired(t.opened.db, new Date())).not.toBeNull();
  });
});
