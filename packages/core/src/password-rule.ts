// Plain module, no dependencies: the contract, the server and the web share the password's shape rule.
import { SPEC_TEXT } from './messages';
import { ACCOUNT_CODE, ACCOUNT_TEXT } from './account-text';

/** DOMAIN.md: a password has at least 8 characters. */
const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 200;

export interface PasswordProblem {
  code: (typeof ACCOUNT_CODE)[keyof typeof ACCOUNT_CODE];
  message: string;
}

/**
 * What can be told from the password alone: too short, or only spaces. The server adds the rest
 * (not the phone, not common: `apps/server/src/modules/accounts/password-policy.ts`).
 */
export function passwordShapeProblem(password: string): PasswordProblem | null {
  if (password.length < PASSWORD_MIN) return { code: ACCOUNT_CODE.passwordTooShort, message: SPEC_TEXT.atLeast8 };
  if (password.trim() === '') return { code: ACCOUNT_CODE.passwordBlank, message: ACCOUNT_TEXT.passwordBlank };
  return null;
}
