import { describe, expect, it } from 'vitest';
import { ACCOUNT_CODE, ACCOUNT_TEXT } from './account-text';
import { SPEC_TEXT } from './messages';
import { registerSchema } from './contract-accounts';
import { passwordShapeProblem } from './password-rule';

describe('password shape (shared by the contract, the server and the web)', () => {
  it('needs 8 characters and more than spaces', () => {
    expect(passwordShapeProblem('1234567')).toEqual({
      code: ACCOUNT_CODE.passwordTooShort,
      message: SPEC_TEXT.atLeast8,
    });
    expect(passwordShapeProblem('        ')).toEqual({
      code: ACCOUNT_CODE.passwordBlank,
      message: ACCOUNT_TEXT.passwordBlank,
    });
    expect(passwordShapeProblem('kampot-pepper')).toBeNull();
  });

  it('gives the contract its code in the issue params', () => {
    const result = registerSchema.safeParse({ name: 'A', phone: '012345678', password: 'short' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({
      path: ['password'],
      message: SPEC_TEXT.atLeast8,
      params: { code: ACCOUNT_CODE.passwordTooShort },
    });
  });
});
