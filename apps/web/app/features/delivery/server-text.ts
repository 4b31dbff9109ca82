import type { MessageKey } from '../../i18n/dictionaries';
import type { Translate } from '../../i18n/i18n-context';

/**
 * The API answers in English (the contract a mobile app reads); the pages show its common
 * messages in the shopper's language. Unknown messages are shown as they are.
 */
const RULES: [RegExp, MessageKey][] = [
  [/^The pickup location must be in Cambodia$/, 'delivery.err.pickupOutside'],
  [/^The receiver location must be in Cambodia$/, 'delivery.err.receiverOutside'],
  [/^Please set the pickup location$/, 'delivery.err.pickupMissing'],
  [/^Please set the receiver location$/, 'delivery.err.receiverMissing'],
  [/^Please choose/, 'delivery.err.choose'],
  [/phone is (?:required|not a valid Cambodian phone number)$/, 'delivery.err.phone'],
  [/location is required$/, 'delivery.err.location'],
  [/^Fast Express covers up to (\d+) km/, 'delivery.err.tooFar'],
  [/must be greater than 0$/, 'delivery.err.positive'],
  [/^Weight must be at most (\d+) kg/, 'delivery.err.tooHeavy'],
  [/must not contain < or >$/, 'delivery.err.markup'],
];

export function serverText(message: string | undefined, t: Translate): string | undefined {
  if (!message || t.locale === 'en') return message;
  for (const [re, key] of RULES) {
    const match = re.exec(message);
    if (match) return t(key, { n: match[1] ?? '' });
  }
  return message;
}
