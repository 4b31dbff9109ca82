import { beforeEach, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { users } from '@fardin/db/schema/accounts';
import { AUTH_COOKIE } from '@fardin/core/cookies';
import { ACCOUNT_CODE, ACCOUNT_TEXT } from '@fardin/core/account-text';
import { type TestApp, useTestApp } from '../../test/test-app';
import { TEST_DB_KINDS } from '../../test/test-db';
import { from, withClock } from './test-helpers';
import { verifyPassword } from './password';
import type * as PasswordModule from './password';

// Every password check is counted: an unknown phone must cost a check too (against a dummy hash).
vi.mock('./password', async (importOriginal) => {
  const real = await importOriginal<typeof PasswordModule>();
  return { ...real, verifyPassword: vi.fn(real.verifyPassword) };
});
const checks = vi.mocked(verifyPassword);

const V = '?vendor_code=anakut_buy';
const login = (t: TestApp, phone: string, password: string, address: string) =>
  t.call<{ message: string; code?: string; token?: string }>('POST', `/api/login${V}`, {
    body: { phone, password },
    headers: from(address),
  });

/** OWASP ASVS level 2 for accounts (issue 13): throttling, enumeration, CSRF. Bursts: security-bursts.test.ts. */
describe.each(TEST_DB_KINDS)('accounts security (%s)', (kind) => {
  const t = useTestApp(kind);
  // (A function returned by beforeEach is a cleanup hook: clear in a block.)
  beforeEach(() => {
    checks.mockClear();
  });

  it('slows the guesser of a phone, never its owner at another address', async () => {
    for (let i = 0; i < 5; i += 1)
      expect((await login(t, '010000001', `guess-${i}-x`, '203.0.113.1')).status).toBe(401);
    const refused = await login(t, '010000001', 'demo-shopper', '203.0.113.1');
    expect(refused).toMatchObject({
      status: 429,
      body: { message: ACCOUNT_TEXT.tooManyAttempts, code: ACCOUNT_CODE.tooManyAttempts },
    });
    expect(refused.headers.get('Retry-After')).toBe('30');
    expect(checks).toHaveBeenCalledTimes(5);
    const owner = await login(t, '010000001', 'demo-shopper', '198.51.100.1');
    expect(owner.status).toBe(200);
    expect(owner.body.token).toBeTruthy();
  });

  it('progressive delays for one phone + address: one try after each block, each block twice as long', async () => {
    const clock = withClock(t);
    const guess = (password: string) =>
      clock.call('POST', `/api/login${V}`, { body: { phone: '010000002', password }, headers: from('203.0.113.2') });
    for (let i = 0; i < 5; i += 1) expect((await guess('wrong-wrong')).status).toBe(401);
    expect((await guess('wrong-wrong')).headers.get('Retry-After')).toBe('30');
    clock.advance(31);
    expect((await guess('wrong-wrong')).status).toBe(401);
    expect((await guess('wrong-wrong')).headers.get('Retry-After')).toBe('60');
    clock.advance(61);
    expect((await guess('demo-admin')).status).toBe(200);
    expect((await guess('wrong-wrong')).status).toBe(401);
  });

  it('limits one address across phones: 40 phones, at most 30 passwords checked', async () => {
    // Successes give their attempt back: many shoppers behind one address keep logging in.
    for (let i = 0; i < 32; i += 1) expect((await login(t, '010000002', 'demo-admin', '203.0.113.3')).status).toBe(200);
    checks.mockClear();
    const answers = [];
    for (let i = 0; i < 40; i += 1)
      answers.push((await login(t, `0969${String(i).padStart(5, '0')}`, 'not-the-one', '203.0.113.3')).status);
    expect(answers.filter((s) => s === 401)).toHaveLength(30);
    expect(answers.filter((s) => s === 429)).toHaveLength(10);
    expect(checks).toHaveBeenCalledTimes(30);
  });

  it('caps one phone across addresses (distributed guessing), with the 15-minute text', async () => {
    const phone = '0968888888';
    const statuses = [];
    for (let i = 0; i < 55; i += 1) statuses.push((await login(t, phone, 'not-the-one', `192.0.2.${i}`)).status);
    expect(statuses.filter((s) => s === 401)).toHaveLength(50);
    const capped = await login(t, phone, 'not-the-one', '192.0.2.200');
    expect(capped).toMatchObject({
      status: 429,
      body: { message: ACCOUNT_TEXT.tooManyLogins, code: ACCOUNT_CODE.tooManyLogins },
    });
    expect(Number(capped.headers.get('Retry-After'))).toBeGreaterThan(880);
  });

  it('answers an unknown phone like a wrong password, after the same scrypt work', async () => {
    const known = await login(t, '010000001', 'wrong-password', '203.0.113.5');
    const unknown = await login(t, '0967777777', 'wrong-password', '203.0.113.5');
    expect(unknown).toMatchObject({ status: known.status, body: known.body });
    expect(checks).toHaveBeenCalledTimes(2);
    expect(checks.mock.calls[1]?.[1]).toMatch(/^scrypt\$/);
  });

  it('answers /verify alike for a verified phone and a phone without an account', async () => {
    for (const otp of ['1234', '0000']) {
      const verified = await t.call('POST', `/api/verify${V}`, {
        body: { phone: '010000001', otp },
        headers: from('203.0.113.6'),
      });
      const unknown = await t.call('POST', `/api/verify${V}`, {
        body: { phone: '0966666666', otp },
        headers: from('203.0.113.6'),
      });
      expect(verified).toMatchObject({ status: 422, body: { message: ACCOUNT_TEXT.badOtp } });
      expect(unknown.status).toBe(verified.status);
      expect(unknown.body).toEqual(verified.body);
    }
    const [row] = await t.opened.db.select().from(users).where(eq(users.phone, '+85510000001'));
    expect(row?.verifiedAt).not.toBeNull();
  });

  it('refuses a cookie-authenticated write with Origin: null or a foreign origin (403 with a code, never 500)', async () => {
    const token = await t.tokenFor('+85510000001');
    const write = (origin: string) =>
      t.call('PUT', '/api/profile/update', {
        body: { name: 'Srey' },
        headers: { Cookie: `${AUTH_COOKIE}=${token}`, Origin: origin, Host: 'shop.example' },
      });
    for (const origin of ['null', 'https://evil.example', 'not a url', 'file://']) {
      expect(await write(origin)).toMatchObject({
        status: 403,
        body: { message: ACCOUNT_TEXT.crossSite, code: ACCOUNT_CODE.crossSite },
      });
    }
    expect((await write('https://shop.example')).status).toBe(200);
  });

  it('limits current-password checks of a session', async () => {
    const token = await t.tokenFor('+85510000002');
    const change = (current: string) =>
      t.call('PUT', '/api/auth/change', {
        token,
        body: { current_password: current, new_password: 'mekong-sunset-9' },
      });
    for (let i = 0; i < 5; i += 1) expect((await change('not-it-at-all')).status).toBe(422);
    expect(await change('demo-admin')).toMatchObject({ status: 429, body: { code: ACCOUNT_CODE.tooManyAttempts } });
  });
});
