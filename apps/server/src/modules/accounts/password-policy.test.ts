import { describe, expect, it } from 'vitest';
import { ACCOUNT_CODE, ACCOUNT_TEXT } from '@fardin/core/account-text';
import { SPEC_TEXT } from '@fardin/core/messages';
import { HttpError } from '../../http/errors';
import { assertPasswordAccepted, passwordProblem } from './password-policy';

const owner = { phone: '+85516555123', name: 'Sokha Chan' };
const codeOf = (password: string) => passwordProblem(password, owner)?.code ?? null;

describe('password policy (register, forgot, change)', () => {
  it('needs 8 characters (the spec text) and more than spaces', () => {
    expect(passwordProblem('Ab1$xyz', owner)).toEqual({
      code: ACCOUNT_CODE.passwordTooShort,
      message: SPEC_TEXT.atLeast8,
    });
    expect(codeOf('        ')).toBe(ACCOUNT_CODE.passwordBlank);
    expect(codeOf(' \t  \n   ')).toBe(ACCOUNT_CODE.passwordBlank);
  });

  it('refuses the phone number in any form', () => {
    for (const form of [
      '016555123',
      '016 555 123',
      '016-555-123',
      '+85516555123',
      '+855 16 555 123',
      '85516555123',
      '0085516555123',
      '(016) 555 123',
      '16555123',
    ]) {
      expect(codeOf(form), form).toBe(ACCOUNT_CODE.passwordSameAsPhone);
    }
    expect(passwordProblem('016555123', owner)?.message).toBe(ACCOUNT_TEXT.passwordSameAsPhone);
  });

  it('refuses common and guessable passwords', () => {
    for (const weak of [
      'password',
      '12345678',
      'Password1',
      'p@ssw0rd!',
      'qwertyuiop',
      'iloveyou1',
      'aaaaaaaa',
      'abcdefgh',
      '11111111',
      '1q2w3e4r',
      'letmein123',
      'fardin2024',
      'anakut_buy1',
      'sokhachan',
      '016555123a',
    ]) {
      expect(codeOf(weak), weak).toBe(ACCOUNT_CODE.passwordTooWeak);
    }
  });

  it('accepts passphrases and mixed passwords, Khmer included', () => {
    for (const strong of [
      'kampot-pepper',
      'tonle-sap-1',
      'angkor-wat-2',
      'mekong-river',
      'demo-shopper',
      'ភ្នំពេញ១២៣៤',
      'Xq7!mR2#vL',
      'long enough',
      'correct horse battery',
    ]) {
      expect(codeOf(strong), strong).toBeNull();
    }
  });

  it('stays fast on long input (only the first 64 characters are estimated)', () => {
    const started = performance.now();
    passwordProblem('aB3$'.repeat(50), owner);
    expect(performance.now() - started).toBeLessThan(2000);
  });

  it('throws the 422 with the code and the field', () => {
    try {
      assertPasswordAccepted('password', owner, 'new_password');
      expect.unreachable();
    } catch (err) {
      expect(err).toBeInstanceOf(HttpError);
      expect(err).toMatchObject({
        status: 422,
        code: ACCOUNT_CODE.passwordTooWeak,
        errors: { new_password: [ACCOUNT_TEXT.passwordTooWeak] },
      });
    }
  });
});
