import { MAP_TEXT, SPEC_TEXT } from '@fardin/core/messages';
import { ACCOUNT_CODE, ACCOUNT_TEXT, PHONE_INVALID_TEXT, type AccountCode } from '@fardin/core/account-text';
import type { MessageKey } from '../../i18n/dictionaries';
import type { Translate } from '../../i18n/i18n-context';

/** The API answers in the spec's English; the page shows the same message in the shopper's language. */
const BY_TEXT = new Map<string, MessageKey>([
  ...Object.entries(MAP_TEXT).map(([k, v]) => [v, `accounts.map.${k}`] as [string, MessageKey]),
  [ACCOUNT_TEXT.phoneTaken, 'accounts.err.phoneTaken'],
  [ACCOUNT_TEXT.badCredentials, 'accounts.err.badCredentials'],
  [ACCOUNT_TEXT.tooManyLogins, 'accounts.err.tooManyLogins'],
  [ACCOUNT_TEXT.tooManyOtps, 'accounts.err.tooManyOtps'],
  [ACCOUNT_TEXT.badOtp, 'accounts.err.badOtp'],
  [ACCOUNT_TEXT.expiredOtp, 'accounts.err.expiredOtp'],
  [ACCOUNT_TEXT.otpLocked, 'accounts.err.otpLocked'],
  [ACCOUNT_TEXT.badReference, 'accounts.err.badReference'],
  [ACCOUNT_TEXT.wrongPassword, 'accounts.err.wrongPassword'],
  [ACCOUNT_TEXT.imageType, 'accounts.err.imageType'],
  [ACCOUNT_TEXT.imageSize, 'accounts.err.imageSize'],
  [ACCOUNT_TEXT.addressError, 'accounts.err.addressError'],
  [PHONE_INVALID_TEXT, 'accounts.err.phoneInvalid'],
  [SPEC_TEXT.accountDeactivated, 'accounts.err.deactivated'],
  [SPEC_TEXT.atLeast8, 'accounts.atLeast8'],
  [SPEC_TEXT.passwordMustMatch, 'accounts.passwordMustMatch'],
]);

/** Answers with a stable code are shown by their code (decision 0013), whatever their English says. */
const BY_CODE: Record<AccountCode, MessageKey> = {
  [ACCOUNT_CODE.tooManyAttempts]: 'accounts.err.tooManyAttempts',
  [ACCOUNT_CODE.tooManyLogins]: 'accounts.err.tooManyLogins',
  [ACCOUNT_CODE.tooManyOtps]: 'accounts.err.tooManyOtps',
  [ACCOUNT_CODE.otpLocked]: 'accounts.err.otpLocked',
  [ACCOUNT_CODE.crossSite]: 'accounts.err.crossSite',
  [ACCOUNT_CODE.passwordTooShort]: 'accounts.atLeast8',
  [ACCOUNT_CODE.passwordBlank]: 'accounts.err.passwordBlank',
  [ACCOUNT_CODE.passwordSameAsPhone]: 'accounts.err.passwordSameAsPhone',
  [ACCOUNT_CODE.passwordTooWeak]: 'accounts.err.passwordTooWeak',
};
const isAccountCode = (code: string | undefined | null): code is AccountCode => !!code && Object.hasOwn(BY_CODE, code);

const FIELD_LABEL: Record<string, MessageKey> = {
  phone: 'accounts.phone',
  password: 'accounts.password',
  name: 'accounts.name',
  otp: 'accounts.verify.otp',
  current_password: 'accounts.password.current',
  new_password: 'accounts.password.new',
  password_confirmation: 'accounts.confirmPassword',
};

/** A server message in the shopper's language: by its code when it has one, else by its text ('{field} is required' included). */
export function apiText(t: Translate, message: string | undefined | null, code?: string | null): string {
  if (isAccountCode(code)) return t(BY_CODE[code]);
  if (!message) return '';
  const key = BY_TEXT.get(message);
  if (key) return t(key);
  const required = /^(\w+) is required$/.exec(message);
  const label = required?.[1] ? FIELD_LABEL[required[1]] : undefined;
  if (label) return t('accounts.required', { field: t(label) });
  return message === 'error' || message === SPEC_TEXT.somethingWrong ? t('accounts.err.generic') : message;
}
