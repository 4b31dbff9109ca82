import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary } from '@zxcvbn-ts/language-common';
import { ACCOUNT_CODE, ACCOUNT_TEXT } from '@fardin/core/account-text';
import { passwordShapeProblem, type PasswordProblem } from '@fardin/core/password-rule';
import { normalisePhone } from '@fardin/core/phone';
import { PRODUCT_NAME, VENDOR_CODE } from '@fardin/core/shop-identity';
import { HttpError } from '../../http/errors';

/**
 * zxcvbn's estimate must reach score 2 (at least 10^6 guesses, decision 0013). Levenshtein matching
 * is off (it costs ~100 ms a check) and only the first 64 characters are looked at, so one check
 * stays in the low milliseconds whatever is posted.
 */
const MIN_SCORE = 2;
const MAX_CHECKED = 64;

let factory: ZxcvbnFactory | undefined;
const estimator = () =>
  (factory ??= new ZxcvbnFactory({
    dictionary,
    graphs: adjacencyGraphs,
    useLevenshteinDistance: false,
    maxLength: MAX_CHECKED,
  }));

/** The forms one phone is written in: +85512345678, 85512345678, 012345678, 12345678, 0085512345678. */
function phoneForms(phone: string): string[] {
  const national = phone.replace(/^\+855/, '');
  return [phone, phone.slice(1), `0${national}`, national, `00${phone.slice(1)}`];
}

export interface PasswordOwner {
  /** E.164 phone of the account. */
  phone: string;
  name?: string | undefined;
}

/** Why a new password is refused, or null: shape (length, blank), the phone itself, then zxcvbn. */
export function passwordProblem(password: string, owner: PasswordOwner): PasswordProblem | null {
  const shape = passwordShapeProblem(password);
  if (shape) return shape;
  const forms = phoneForms(owner.phone);
  const compact = password.replace(/[\s\-.()]/g, '');
  if (forms.includes(compact) || normalisePhone(compact) === owner.phone) {
    return { code: ACCOUNT_CODE.passwordSameAsPhone, message: ACCOUNT_TEXT.passwordSameAsPhone };
  }
  const userInputs = [
    ...forms,
    PRODUCT_NAME,
    VENDOR_CODE,
    ...(owner.name ? owner.name.split(/\s+/).filter((w) => w.length > 2) : []),
  ];
  if (estimator().check(password, userInputs).score < MIN_SCORE)
    return { code: ACCOUNT_CODE.passwordTooWeak, message: ACCOUNT_TEXT.passwordTooWeak };
  return null;
}

/** Throws the 422 `{message, code, errors: {[field]: [message]}}` of a refused password. */
export function assertPasswordAccepted(
  password: string,
  owner: PasswordOwner,
  field: 'password' | 'new_password',
): void {
  const problem = passwordProblem(password, owner);
  if (problem)
    throw new HttpError(422, problem.code, { message: problem.message, field, errors: { [field]: [problem.message] } });
}
