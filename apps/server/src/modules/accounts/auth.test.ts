import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { users } from '@fardin/db/schema/accounts';
import { SPEC_TEXT } from '@fardin/core/messages';
import { ACCOUNT_CODE, ACCOUNT_TEXT, PHONE_INVALID_TEXT } from '@fardin/core/account-text';
import { useTestApp } from '../../test/test-app';
import { TEST_DB_KINDS } from '../../test/test-db';
import { from, lastOtp, withClock } from './test-helpers';

const V = '?vendor_code=anakut_buy';
type Token = { token: string; user: { phone: string; verify_status: boolean; name: string } };

describe.each(TEST_DB_KINDS)('accounts: register, login, passwords (%s)', (kind) => {
  const t = useTestApp(kind);

  it('logs the demo shopper in with the local number and answers the whole user', async () => {
    const res = await t.call<Token>('POST', `/api/login${V}`, {
      body: { phone: '010000001', password: 'demo-shopper' },
    });
    expect(res.status).toBe(200);
    expect(res.body.user).toMatchObject({ phone: '+85510000001', verify_status: true, status: 'active', total: 100 });
    const profile = await t.call<{ phone: string }>('GET', '/api/profile', { token: res.body.token });
    expect(profile.body.phone).toBe('+85510000001');
    expect((await t.call('POST', '/api/logout', { token: res.body.token })).status).toBe(200);
    expect((await t.call('GET', '/api/profile', { token: res.body.token })).status).toBe(401);
  });

  it('checks the vendor code and the inputs', async () => {
    expect(
      (await t.call('POST', '/api/login?vendor_code=other', { body: { phone: '010000001', password: 'demo-shopper' } }))
        .status,
    ).toBe(400);
    expect(
      (await t.call('POST', '/api/login', { body: { phone: '010000001', password: 'demo-shopper' } })).status,
    ).toBe(400);
    const bad = await t.call<{ message: string; code: string; field: string }>('POST', `/api/register${V}`, {
      body: { name: 'A', phone: '123', password: 'short' },
    });
    expect(bad.status).toBe(422);
    expect(bad.body.message).toBe(PHONE_INVALID_TEXT);
    // Its own code, so every page names the phone number in its language (issue 29 item 8).
    expect(bad.body).toMatchObject({ code: 'account.phone_invalid', field: 'phone' });
    const weak = await t.call<{ message: string }>('POST', `/api/register${V}`, {
      body: { name: 'A', phone: '012345678', password: 'short' },
    });
    expect(weak.body.message).toBe(SPEC_TEXT.atLeast8);
    const missing = await t.call<{ message: string }>('POST', `/api/register${V}`, {
      body: { phone: '012345678', password: 'long enough' },
    });
    expect(missing.body.message).toBe('name is required');
    const big = await t.call('POST', `/api/register${V}`, {
      body: { name: 'x'.repeat(2_000_000), phone: '012345678', password: 'long enough' },
    });
    expect(big.status).toBe(413);
    const [row] = await t.opened.db.select().from(users).where(eq(users.phone, '+85512345678'));
    expect(row).toBeUndefined();
  });

  it('registers, blocks unverified use, verifies with the texted code', async () => {
    const reg = await t.call<Token>('POST', `/api/register${V}`, {
      body: { name: 'Dara', phone: '012 345 678', password: 'kampot-pepper' },
    });
    expect(reg.status).toBe(201);
    expect(reg.body.user).toMatchObject({ phone: '+85512345678', verify_status: false });
    expect((await t.call('GET', '/api/profile/location', { token: reg.body.token })).status).toBe(403);
    const dup = await t.call<{ message: string }>('POST', `/api/register${V}`, {
      body: { name: 'B', phone: '+85512345678', password: 'kampot-pepper' },
    });
    expect(dup).toMatchObject({ status: 409, body: { message: ACCOUNT_TEXT.phoneTaken } });
    const code = await lastOtp(t, '+85512345678');
    const wrong = code === '0000' ? '1111' : '0000';
    expect((await t.call('POST', `/api/verify${V}`, { body: { phone: '012345678', otp: wrong } })).body).toEqual({
      message: ACCOUNT_TEXT.badOtp,
      code: 'otp.invalid',
    });
    expect((await t.call('POST', `/api/verify${V}`, { body: { phone: '012345678', otp: code } })).body).toEqual({
      message: 'success',
    });
    expect((await t.call('GET', '/api/profile/location', { token: reg.body.token })).status).toBe(200);
    // Verified already: the same answer as a phone without an account (security.test.ts).
    expect(await t.call('POST', `/api/verify${V}`, { body: { phone: '012345678', otp: code } })).toMatchObject({
      status: 422,
      body: { message: ACCOUNT_TEXT.badOtp },
    });
  });

  it('refuses deactivated accounts with the spec text', async () => {
    await t.opened.db.update(users).set({ status: 'inactive' }).where(eq(users.phone, '+85510000002'));
    const res = await t.call('POST', `/api/login${V}`, { body: { phone: '010000002', password: 'demo-admin' } });
    expect(res).toMatchObject({ status: 403, body: { message: SPEC_TEXT.accountDeactivated } });
    await t.opened.db.update(users).set({ status: 'active' }).where(eq(users.phone, '+85510000002'));
  });

  it('slows a guesser after 5 failed logins of a phone from their address, not the owner elsewhere', async () => {
    const clock = withClock(t);
    const guesser = from('203.0.113.7');
    const body = { phone: '012345678', password: 'wrong-password' };
    for (let i = 0; i < 5; i += 1)
      expect((await clock.call('POST', `/api/login${V}`, { body, headers: guesser })).status).toBe(401);
    const right = { phone: '012345678', password: 'kampot-pepper' };
    const slowed = await clock.call('POST', `/api/login${V}`, { body: right, headers: guesser });
    expect(slowed).toMatchObject({
      status: 429,
      body: { message: ACCOUNT_TEXT.tooManyAttempts, code: ACCOUNT_CODE.tooManyAttempts },
    });
    expect(Number(slowed.headers.get('Retry-After'))).toBeGreaterThan(0);
    expect((await clock.call('POST', `/api/login${V}`, { body: right, headers: from('198.51.100.20') })).status).toBe(
      200,
    );
    clock.advance(15 * 60 + 1);
    expect((await clock.call('POST', `/api/login${V}`, { body: right, headers: guesser })).status).toBe(200);
  });

  it('expires tokens after 86400 s', async () => {
    const clock = withClock(t);
    const login = await clock.call<Token>('POST', `/api/login${V}`, {
      body: { phone: '010000001', password: 'demo-shopper' },
    });
    expect((await clock.call('GET', '/api/profile', { token: login.body.token })).status).toBe(200);
    clock.advance(86_401);
    expect((await clock.call('GET', '/api/profile', { token: login.body.token })).status).toBe(401);
  });

  it('changes the password and ends other sessions', async () => {
    const a = (
      await t.call<Token>('POST', `/api/login${V}`, { body: { phone: '012345678', password: 'kampot-pepper' } })
    ).body.token;
    const b = (
      await t.call<Token>('POST', `/api/login${V}`, { body: { phone: '012345678', password: 'kampot-pepper' } })
    ).body.token;
    const wrong = await t.call('PUT', '/api/auth/change', {
      token: a,
      body: { current_password: 'nope-nope', new_password: 'angkor-wat-1' },
    });
    expect(wrong).toMatchObject({ status: 422, body: { message: ACCOUNT_TEXT.wrongPassword } });
    const weak = await t.call('PUT', '/api/auth/change', {
      token: a,
      body: { current_password: 'kampot-pepper', new_password: 'short' },
    });
    expect(weak).toMatchObject({ status: 422, body: { message: SPEC_TEXT.atLeast8 } });
    expect(
      (
        await t.call('PUT', '/api/auth/change', {
          token: a,
          body: { current_password: 'kampot-pepper', new_password: 'angkor-wat-1' },
        })
      ).status,
    ).toBe(200);
    expect((await t.call('GET', '/api/profile', { token: a })).status).toBe(200);
    expect((await t.call('GET', '/api/profile', { token: b })).status).toBe(401);
    expect(
      (await t.call('POST', `/api/login${V}`, { body: { phone: '012345678', password: 'angkor-wat-1' } })).status,
    ).toBe(200);
  });

  it('resets a forgotten password with phone -> code -> new password, once', async () => {
    const sent = await t.call<{ reference: string; message: string }>('POST', '/api/auth/resend', {
      body: { phone: '012345678', type: 'forgot' },
    });
    expect(sent.status).toBe(200);
    const unknown = await t.call<{ reference: string; message: string }>('POST', '/api/auth/resend', {
      body: { phone: '017777777', type: 'forgot' },
    });
    expect(unknown.status).toBe(200);
    expect(unknown.body.message).toBe(sent.body.message);
    const code = await lastOtp(t, '+85512345678');
    const checked = await t.call<{ reference: string }>('POST', '/api/auth/forgot/otp', {
      body: { reference: sent.body.reference, otp: code },
    });
    expect(checked.status).toBe(200);
    expect(
      (await t.call('POST', '/api/auth/forgot/otp', { body: { reference: sent.body.reference, otp: code } })).status,
    ).toBe(422);
    const reset = await t.call<Token>('POST', '/api/auth/forgot/password', {
      body: { reference: checked.body.reference, password: 'bayon-temple' },
    });
    expect(reset.status).toBe(200);
    expect(reset.body.user.phone).toBe('+85512345678');
    const reused = await t.call('POST', '/api/auth/forgot/password', {
      body: { reference: checked.body.reference, password: 'other-pass' },
    });
    expect(reused).toMatchObject({ status: 422, body: { message: ACCOUNT_TEXT.badReference } });
    expect(
      (await t.call('POST', `/api/login${V}`, { body: { phone: '012345678', password: 'bayon-temple' } })).status,
    ).toBe(200);
  });

  it('limits codes: 3 sends per 10 min, 5 tries per code, 5 minutes of life', async () => {
    const clock = withClock(t);
    const phone = '015555555';
    let reference = '';
    for (let i = 0; i < 3; i += 1) {
      const res = await clock.call<{ reference: string }>('POST', '/api/auth/resend', {
        body: { phone, type: 'forgot' },
      });
      expect(res.status).toBe(200);
      reference = res.body.reference;
    }
    expect((await clock.call('POST', '/api/auth/resend', { body: { phone, type: 'forgot' } })).status).toBe(429);
    for (let i = 0; i < 4; i += 1)
      expect(
        (await clock.call('POST', '/api/auth/forgot/otp', { body: { reference, otp: '0000' } })).status,
      ).toBeGreaterThanOrEqual(422);
    const fifth = await clock.call('POST', '/api/auth/forgot/otp', { body: { reference, otp: '0000' } });
    expect(fifth.status).toBe(429);
    clock.advance(10 * 60 + 1);
    const fresh = await clock.call<{ reference: string }>('POST', '/api/auth/resend', {
      body: { phone: '012345678', type: 'forgot' },
    });
    const code = await lastOtp(t, '+85512345678');
    clock.advance(5 * 60 + 1);
    const late = await clock.call('POST', '/api/auth/forgot/otp', {
      body: { reference: fresh.body.reference, otp: code },
    });
    expect(late).toMatchObject({ status: 422, body: { message: ACCOUNT_TEXT.expiredOtp } });
  });

  it('deletes an account by anonymising it; the phone can register again', async () => {
    const reg = await t.call<Token>('POST', `/api/register${V}`, {
      body: { name: 'Sokha', phone: '016666666', password: 'mekong-river' },
    });
    expect((await t.call('DELETE', '/api/auth/delete', { token: reg.body.token })).status).toBe(200);
    expect((await t.call('GET', '/api/profile', { token: reg.body.token })).status).toBe(401);
    const [row] = await t.opened.db
      .select()
      .from(users)
      .where(eq(users.id, (reg.body.user as unknown as { id: number }).id));
    expect(row).toMatchObject({ status: 'deleted', name: 'Deleted user' });
    expect(row?.phone).not.toContain('16666666');
    expect(
      (await t.call('POST', `/api/login${V}`, { body: { phone: '016666666', password: 'mekong-river' } })).status,
    ).toBe(401);
    expect(
      (
        await t.call('POST', `/api/register${V}`, {
          body: { name: 'Sokha', phone: '016666666', password: 'mekong-river' },
        })
      ).status,
    ).toBe(201);
  });
});
