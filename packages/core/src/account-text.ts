// Plain strings, no dependencies: the web matches API answers against them in the browser.

/** Answers of the account area (DOMAIN.md "Accounts"), sent by the API and matched by the web. */
export const ACCOUNT_TEXT = {
  phoneTaken: 'This phone number is already registered',
  badCredentials: 'Incorrect phone number or password',
  badVendor: 'Invalid vendor code',
  tooManyLogins: 'Too many failed attempts. Please try again in 15 minutes',
  tooManyOtps: 'Too many codes requested. Please try again in 10 minutes',
  badOtp: 'The code is incorrect',
  expiredOtp: 'The code has expired. Please request a new one',
  otpLocked: 'Too many wrong codes. Please request a new one',
  badReference: 'This request has expired. Please start again',
  otpSent: 'A verification code has been sent',
  alreadyVerified: 'This phone number is already verified',
  wrongPassword: 'The current password is incorrect',
  notVerified: 'Please verify your phone number first',
  addressError: 'error',
  imageType: 'Please upload a JPEG, PNG or WebP image',
  imageSize: 'The image must be 5 MB or smaller',
  tooManyAttempts: 'Too many attempts. Please wait a moment and try again',
  passwordBlank: 'The password cannot be only spaces',
  passwordSameAsPhone: 'The password cannot be your phone number',
  passwordTooWeak: 'This password is too easy to guess. Please choose a stronger one',
  crossSite: 'Cross-site request refused',
} as const;

/**
 * Stable codes of account answers (`code` in the error body): clients translate by code, never by
 * the English text. `password.too_short` answers with SPEC_TEXT.atLeast8.
 */
export const ACCOUNT_CODE = {
  tooManyAttempts: 'auth.too_many_attempts',
  tooManyLogins: 'auth.too_many_logins',
  tooManyOtps: 'auth.too_many_codes',
  otpLocked: 'auth.otp_locked',
  crossSite: 'auth.cross_site',
  passwordTooShort: 'password.too_short',
  passwordBlank: 'password.blank',
  passwordSameAsPhone: 'password.same_as_phone',
  passwordTooWeak: 'password.too_weak',
} as const;

export const PHONE_INVALID_TEXT = 'Please enter a valid Cambodian phone number';
