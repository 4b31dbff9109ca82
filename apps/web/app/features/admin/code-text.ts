import {
  ORDER_STAGES,
  ORDER_STATUSES,
  PAYMENT_TYPES,
  TRANSPORTS,
  type OrderStage,
  type OrderStatus,
  type PaymentType,
} from '@fardin/core/contract-commerce';
import { DELIVERY_STATUSES, DELIVERY_TYPES } from '@fardin/core/delivery-fee';
import type { MessageKey } from '../../i18n/dictionaries';

/** The order's payment states (orders.payment_status). */
const PAY_STATUSES = ['unpaid', 'verifying', 'paid', 'refunded'] as const;
const KHQR_STATES = ['pending', 'paid', 'expired'] as const;
const USER_STATES = ['active', 'inactive'] as const;

const has = <T extends string>(list: readonly T[], code: string): code is T =>
  (list as readonly string[]).includes(code);

/**
 * The dictionary key naming a code the back office shows (issue 25 item 7: never a raw code on the
 * Khmer or Chinese back office); null for a code it does not know (shown as it is).
 */
export const CODE_KEY = {
  stage: (c: string): MessageKey | null => (has(ORDER_STAGES, c) ? `commerce.stage.${c as OrderStage}` : null),
  orderStatus: (c: string): MessageKey | null =>
    has(ORDER_STATUSES, c) ? `admin.code.orderStatus.${c as OrderStatus}` : null,
  paymentType: (c: string): MessageKey | null =>
    has(PAYMENT_TYPES, c) ? `commerce.checkout.${c as PaymentType}` : null,
  payStatus: (c: string): MessageKey | null => (has(PAY_STATUSES, c) ? `admin.ops.payStatus.${c}` : null),
  transport: (c: string): MessageKey | null => (has(TRANSPORTS, c) ? `commerce.checkout.${c}` : null),
  delivery: (c: string): MessageKey | null => (has(DELIVERY_STATUSES, c) ? `admin.code.delivery.${c}` : null),
  deliveryType: (c: string): MessageKey | null => (has(DELIVERY_TYPES, c) ? `admin.code.deliveryType.${c}` : null),
  khqr: (c: string): MessageKey | null => (has(KHQR_STATES, c) ? `admin.code.khqr.${c}` : null),
  user: (c: string): MessageKey | null => (has(USER_STATES, c) ? `admin.code.user.${c}` : null),
} as const;
export type CodeKind = keyof typeof CODE_KEY;

/** Every code of every kind, for the dictionary test. */
export const ALL_CODES: Record<CodeKind, readonly string[]> = {
  stage: ORDER_STAGES,
  orderStatus: ORDER_STATUSES,
  paymentType: PAYMENT_TYPES,
  payStatus: PAY_STATUSES,
  transport: TRANSPORTS,
  delivery: DELIVERY_STATUSES,
  deliveryType: DELIVERY_TYPES,
  khqr: KHQR_STATES,
  user: USER_STATES,
};

/** A translator of codes for a `t` function: `code('stage', 'placed')`. */
export function codeText(t: (key: MessageKey) => string) {
  return (kind: CodeKind, code: string): string => {
    const key = CODE_KEY[kind](code);
    return key ? t(key) : code;
  };
}
