import { SPEC_TEXT } from '@fardin/core/messages';
import { CHECKOUT_CODE } from '@fardin/core/checkout-text';
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

/** Refusals the API names by a stable `code` (its message may carry a product title or amount). */
const BY_CODE: ReadonlyMap<string, MessageKey> = new Map<string, MessageKey>([
  [CHECKOUT_CODE.outOfStock, 'commerce.err.outOfStock'],
  [CHECKOUT_CODE.cartChanged, 'commerce.err.cartChanged'],
]);

/** A server message in the shopper's language when we know it (by code, then by text), else as the server wrote it. */
export function serverText(t: Translate, message: string | undefined, code?: string | null): string {
  const byCode = code ? BY_CODE.get(code) : undefined;
  if (byCode) return t(byCode);
  if (!message) return t('commerce.khqr.error');
  const key = KNOWN.get(message);
  return key ? t(key) : message;
}
