import { parsePhoneNumberFromString } from 'libphonenumber-js';

/**
 * Cambodian phone numbers (DOMAIN.md "Cambodia specifics"): shoppers type the local form
 * (`010 000 001`, `0961234567`), with or without +855; we store E.164 (`+85510000001`).
 * Only numbers that libphonenumber's metadata accepts as Cambodian are allowed.
 */
const PHONE_COUNTRY = 'KH';

const ALLOWED = /^[\d\s+().-]{6,24}$/;

/** The E.164 form of a Cambodian number, or null when the text is not one. */
export function normalisePhone(input: unknown): string | null {
  if (typeof input !== 'string') return null;
  const text = input.trim();
  if (!ALLOWED.test(text)) return null;
  const parsed = parsePhoneNumberFromString(text, PHONE_COUNTRY);
  if (!parsed || parsed.country !== PHONE_COUNTRY || !parsed.isValid()) return null;
  return parsed.number;
}

/**
 * `+85510000001` -> `010 000 001` (how Cambodians write their numbers): the national prefix 0, the
 * two-digit area or operator code, then groups of 3 and 3-4 digits, as libphonenumber's KH format
 * (a test checks they agree). Pure string work: pages that show a number need not ship the
 * phone-number metadata to the browser.
 */
export function formatLocalPhone(e164: string): string {
  const match = /^\+855(\d{2})(\d{3})(\d{3,4})$/.exec(e164);
  return match ? `0${match[1]} ${match[2]} ${match[3]}` : e164;
}

/** `+85510000001` -> `+855 10 •••• 01`: for SMS logs and messages that must not echo a number in full. */
export function maskPhone(e164: string): string {
  if (e164.length < 8) return '•••';
  return `${e164.slice(0, 6)}${'•'.repeat(Math.max(3, e164.length - 8))}${e164.slice(-2)}`;
}
