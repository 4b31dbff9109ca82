import { SPEC_TEXT } from '@fardin/core/messages';
import type { MessageKey } from '../../i18n/dictionaries';
import type { Translate } from '../../i18n/i18n-context';

const KNOWN: ReadonlyMap<string, MessageKey> = new Map<string, MessageKey>([
  [SPEC_TEXT.checkoutFormInvalid, 'commerce.err.checkoutFormInvalid'],
  [SPEC_TEXT.bankTypeRequired, 'commerce.err.bankTypeRequired'],
  [SPEC_TEXT.receiptRequired, 'commerce.err.receiptRequired'],
  [SPEC_TEXT.paymentTimeout, 'commerce.khqr.timeout'],
  [SPEC_TEXT.somethingWrong, 'commerce.khqr.error'],
  ['Please give a reason', 'commerce.check.reasonRequired'],
]);

/** A server message in the shopper's language when we know it, else as the server wrote it. */
export function serverText(t: Translate, message: string | undefined): string {
  if (!message) return t('commerce.khqr.error');
  const key = KNOWN.get(message);
  return key ? t(key) : message;
}
