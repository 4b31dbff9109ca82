import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { otpCodes } from '@fardin/db/schema/accounts';
import { ACCOUNT_TEXT } from '@fardin/core/account-text';
import { createTestApp, type TestApp } from '../../test/test-app';
import { from, lastOtp } from './test-helpers';

/**
 * Concurrent attacks (DESIGN.md 8b): only PostgreSQL runs requests side by side; PGlite would
 * serialise them and hide the race these tests are about.
 */
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
if (!onPostgres)
  console.warn('security-bursts.test.ts: TEST_DATABASE_URL unset, the concurrent bursts are skipped (PostgreSQL only)');

const V = '?vendor_code=anakut_buy';
const count = (statuses: number[], status: number) => statuses.filter((s) => s === status).length;
const wrongCodes = (right: string, n: number) =>
  Array.from({ length: 10_000 }, (_, i) => String(i).padStart(4, '0'))
    .filter((code) => code !== right)
    .slice(0, n);

describe.skipIf(!onPostgres)('accounts security: concurrent bursts (postgres)', () => {
  let t: TestApp;
  beforeAll(async () => {
    // Every request of the burst runs at once: the per-client slots (decision 0034) would queue them.
    t = await createTestApp('postgres', { CLIENT_MAX_IN_FLIGHT: '100' });
  });
  afterAll(() => t.close());

  it('50 concurrent guesses of a forgot-password code: at most 5 evaluated, then the code is spent', async () => {
    const sent = await t.call<{ reference: string }>('POST', '/api/auth/resend', {
      body: { phone: '010000001', type: 'forgot' },
      headers: from('198.51.100.50'),
    });
    const right = await lastOtp(t, '+85510000001');
    // From 50 addresses, so only the code's own 5 tries stand in the way.
    const answers = await Promise.all(
      wrongCodes(right, 50).map((otp, i) =>
        t.call<{ message: string }>('POST', '/api/auth/forgot/otp', {
          body: { reference: sent.body.reference, otp },
          headers: from(`10.0.1.${i}`),
        }),
      ),
    );
    const statuses = answers.map((a) => a.status);
    expect(count(statuses, 422)).toBe(4);
    expect(count(statuses, 429)).toBe(46);
    expect(answers.filter((a) => a.status === 429).every((a) => a.body.message === ACCOUNT_TEXT.otpLocked)).toBe(true);
    const [row] = await t.opened.db.select().from(otpCodes).where(eq(otpCodes.phone, '+85510000001'));
    expect(row?.tries).toBe(5);
    const late = await t.call('POST', '/api/auth/forgot/otp', {
      body: { reference: sent.body.reference, otp: right },
      headers: from('10.0.1.200'),
    });
    expect(late).toMatchObject({ status: 429, body: { message: ACCOUNT_TEXT.otpLocked } });
  });

  it('50 concurrent guesses of a verify code: at most 5 evaluated; one right code sent twice at once verifies once', async () => {
    const reg = await t.call('POST', `/api/register${V}`, {
      body: { name: 'Burst', phone: '0961111111', password: 'tonle-bati-77' },
      headers: from('198.51.100.51'),
    });
    expect(reg.status).toBe(201);
    const right = await lastOtp(t, '+855961111111');
    const answers = await Promise.all(
      wrongCodes(right, 50).map((otp, i) =>
        t.call('POST', `/api/verify${V}`, { body: { phone: '0961111111', otp }, headers: from(`10.0.2.${i}`) }),
      ),
    );
    expect(
      count(
        answers.map((a) => a.status),
        422,
      ),
    ).toBe(4);
    expect(
      (
        await t.call('POST', `/api/verify${V}`, {
          body: { phone: '0961111111', otp: right },
          headers: from('10.0.2.200'),
        })
      ).status,
    ).toBe(429);

    await t.call('POST', '/api/auth/resend', {
      body: { phone: '0961111111', type: 'verify' },
      headers: from('198.51.100.51'),
    });
    const fresh = await lastOtp(t, '+855961111111');
    const twice = await Promise.all(
      [0, 1].map((i) =>
        t.call('POST', `/api/verify${V}`, { body: { phone: '0961111111', otp: fresh }, headers: from(`10.0.3.${i}`) }),
      ),
    );
    // The second finds the code spent: either while comparing (422) or before its try is counted (429).
    const [first, second] = twice.map((a) => a.status).sort();
    expect(first).toBe(200);
    expect([422, 429]).toContain(second);
  });

  it('60 concurrent wrong passwords for one phone from one address: at most 5 evaluated', async () => {
    const answers = await Promise.all(
      Array.from({ length: 60 }, (_, i) =>
        t.call('POST', `/api/login${V}`, {
          body: { phone: '010000002', password: `guess-${i}-pw` },
          headers: from('203.0.113.60'),
        }),
      ),
    );
    const statuses = answers.map((a) => a.status);
    expect(count(statuses, 401)).toBeLessThanOrEqual(5);
    expect(count(statuses, 401) + count(statuses, 429)).toBe(60);
    expect(answers.filter((a) => a.status === 429).every((a) => Number(a.headers.get('Retry-After')) > 0)).toBe(true);
    // The owner, from their own address, is not locked out by the burst.
    expect(
      (
        await t.call('POST', `/api/login${V}`, {
          body: { phone: '010000002', password: 'demo-admin' },
          headers: from('198.51.100.60'),
        })
      ).status,
    ).toBe(200);
  });

  it('40 concurrent wrong passwords on 40 phones from one address: at most 30 evaluated', async () => {
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        t.call('POST', `/api/login${V}`, {
          body: { phone: `0977${String(i).padStart(5, '0')}`, password: 'not-the-one' },
          headers: from('203.0.113.61'),
        }),
      ),
    );
    const statuses = answers.map((a) => a.status);
    expect(count(statuses, 401)).toBeLessThanOrEqual(30);
    expect(count(statuses, 429)).toBeGreaterThanOrEqual(10);
  });

  it('400 concurrent guesses of one forgot code from one address never get past 5', async () => {
    const sent = await t.call<{ reference: string }>('POST', '/api/auth/resend', {
      body: { phone: '010000002', type: 'forgot' },
      headers: from('198.51.100.62'),
    });
    const right = await lastOtp(t, '+85510000002');
    const answers = await Promise.all(
      wrongCodes(right, 400).map((otp) =>
        t.call('POST', '/api/auth/forgot/otp', {
          body: { reference: sent.body.reference, otp },
          headers: from('203.0.113.62'),
        }),
      ),
    );
    expect(
      count(
        answers.map((a) => a.status),
        422,
      ),
    ).toBeLessThanOrEqual(4);
    expect(
      (
        await t.call('POST', '/api/auth/forgot/otp', {
          body: { reference: sent.body.reference, otp: right },
          headers: from('198.51.100.63'),
        })
      ).status,
    ).toBe(429);
  });
});
