import type { Locale } from './locale';
import type { ErrorText } from './error-text';
import { fieldText } from './field-text';
import { SERVICE_TEXT, SPEC_TEXT } from './messages';
import { ACCOUNT_ERRORS } from './error-codes-accounts';
import { CATALOGUE_ERRORS } from './error-codes-catalogue';
import { COMMERCE_ERRORS } from './error-codes-commerce';
import { DELIVERY_ERRORS } from './error-codes-delivery';
import { OPERATIONS_ERRORS } from './error-codes-operations';
import { NOTIFICATION_ERRORS } from './error-codes-notifications';
import { TELEGRAM_ERRORS } from './error-codes-telegram';
import { CONVERSATION_ERRORS } from './error-codes-conversations';
import { WAREHOUSE_ERRORS } from './error-codes-warehouse';
import { PARCEL_ERRORS } from './error-codes-parcels';
import { BUY_REQUEST_ERRORS } from './error-codes-requests';

/**
 * The API's stable error codes (decision 0017): every 4xx/5xx answer is
 * `{message, code, field?, params?, errors?}`. `message` is the English text (the shop's mobile
 * client shows it); web pages and the assistant translate by `code`, never by matching `message`.
 * This catalogue is the one home of each code and its text in the three languages.
 * `{name}` placeholders are filled from the answer's `params`; the three texts of a code name the
 * same placeholders. Where SPEC.md gives the English text, `en` references its constant
 * (`messages.ts`, `account-text.ts`, ...) so that it has one home. Codes are grouped by area in
 * `error-codes-<area>.ts`; adding one: decision 0017.
 */
export type { ErrorText };

/** Codes of a refused input (422 from the edge's zod validation); `field` names the first field. */
export const VALIDATION_ERRORS = {
  'validation.required': { en: '{field} is required', kh: 'សូមបំពេញ {field}', zh: '请填写{field}' },
  'validation.invalid_type': { en: '{field} has the wrong type', kh: '{field} មិនត្រឹមត្រូវ', zh: '{field}格式不正确' },
  'validation.not_a_number': { en: '{field} must be a number', kh: '{field} ត្រូវតែជាលេខ', zh: '{field}必须是数字' },
  'validation.not_an_integer': {
    en: '{field} must be a whole number',
    kh: '{field} ត្រូវតែជាចំនួនគត់',
    zh: '{field}必须是整数',
  },
  'validation.too_short': {
    en: '{field} must be at least {min} characters',
    kh: '{field} ត្រូវមានយ៉ាងតិច {min} តួអក្សរ',
    zh: '{field}至少需要{min}个字符',
  },
  'validation.too_long': {
    en: '{field} must be at most {max} characters',
    kh: '{field} មិនអាចលើសពី {max} តួអក្សរ',
    zh: '{field}最多{max}个字符',
  },
  'validation.too_small': {
    en: '{field} must be at least {min}',
    kh: '{field} ត្រូវតែយ៉ាងតិច {min}',
    zh: '{field}不能小于{min}',
  },
  'validation.not_above': {
    en: '{field} must be more than {min}',
    kh: '{field} ត្រូវតែធំជាង {min}',
    zh: '{field}必须大于{min}',
  },
  'validation.too_big': {
    en: '{field} must be at most {max}',
    kh: '{field} មិនអាចលើសពី {max}',
    zh: '{field}不能大于{max}',
  },
  'validation.too_many_decimals': {
    en: '{field} must have at most {decimals} decimals',
    kh: '{field} អាចមានខ្ទង់ទសភាគយ៉ាងច្រើន {decimals}',
    zh: '{field}最多{decimals}位小数',
  },
  'validation.invalid_format': { en: '{field} is not valid', kh: '{field} មិនត្រឹមត្រូវ', zh: '{field}无效' },
  'validation.invalid_choice': {
    en: '{field} is not one of the allowed values',
    kh: '{field} មិនមែនជាជម្រើសដែលអាចប្រើបាន',
    zh: '{field}不是允许的选项',
  },
  'validation.invalid_text': {
    en: '{field} contains characters that are not allowed',
    kh: '{field} មានតួអក្សរដែលមិនអនុញ្ញាត',
    zh: '{field}包含不允许的字符',
  },
  'validation.invalid_json': {
    en: 'The request body is not valid JSON',
    kh: 'ទិន្នន័យដែលផ្ញើមិនត្រឹមត្រូវ',
    zh: '请求内容不是有效的 JSON',
  },
  'validation.unsupported_media_type': {
    en: 'Unsupported content type',
    kh: 'ប្រភេទទិន្នន័យមិនគាំទ្រ',
    zh: '不支持的内容类型',
  },
  'validation.invalid': { en: 'Invalid input', kh: 'ទិន្នន័យមិនត្រឹមត្រូវ', zh: '输入无效' },
} as const satisfies Record<`validation.${string}`, ErrorText>;

/** Codes any route can answer, whatever its area. */
const GENERAL_ERRORS = {
  'request.not_found': { en: 'Not found', kh: 'រកមិនឃើញ', zh: '未找到' },
  'request.too_large': { en: 'Request body is too large', kh: 'ទិន្នន័យធំពេក', zh: '请求内容过大' },
  'auth.required': { en: 'Unauthenticated', kh: 'សូមចូលគណនីជាមុនសិន', zh: '请先登录' },
  'auth.forbidden': { en: 'Forbidden', kh: 'អ្នកមិនមានសិទ្ធិ', zh: '没有权限' },
  'server.error': { en: SPEC_TEXT.errorOccurred, kh: 'មានបញ្ហាកើតឡើង សូមព្យាយាមម្ដងទៀត', zh: '出现错误，请重试' },
  'request.method_not_allowed': { en: 'Method not allowed', kh: 'មិនអនុញ្ញាតវិធីសាស្ត្រនេះទេ', zh: '不允许该请求方法' },
  'request.failed': { en: 'Request failed', kh: 'សំណើមិនបានសម្រេច', zh: '请求失败' },
  'db.unavailable': {
    en: SERVICE_TEXT.databaseUnavailable,
    kh: 'សេវាកម្មកំពុងចាប់ផ្ដើមឡើងវិញ សូមព្យាយាមម្ដងទៀតបន្តិចទៀត',
    zh: '服务正在重启，请稍后再试',
  },
  'db.busy': {
    en: 'The shop is busy. Please try again in a moment',
    kh: 'ហាងកំពុងមមាញឹក សូមព្យាយាមម្ដងទៀតបន្តិចទៀត',
    zh: '商店繁忙，请稍后再试',
  },
  'request.too_many_in_flight': {
    en: 'Too many requests at once. Please wait for the previous ones to finish',
    kh: 'សំណើច្រើនពេកក្នុងពេលតែមួយ សូមរង់ចាំបន្តិច',
    zh: '同时发出的请求过多，请等待之前的请求完成',
  },
  'request.too_deep': {
    en: 'The request body is nested too deeply',
    kh: 'ទិន្នន័យដែលផ្ញើមានកម្រិតស្មុគស្មាញពេក',
    zh: '请求内容嵌套层级过深',
  },
} as const satisfies Record<string, ErrorText>;

/** Every code and its texts; areas add theirs in their file, merged here (one home each). */
export const ERROR_TEXT = {
  ...VALIDATION_ERRORS,
  ...GENERAL_ERRORS,
  ...ACCOUNT_ERRORS,
  ...COMMERCE_ERRORS,
  ...CATALOGUE_ERRORS,
  ...DELIVERY_ERRORS,
  ...OPERATIONS_ERRORS,
  ...NOTIFICATION_ERRORS,
  ...TELEGRAM_ERRORS,
  ...CONVERSATION_ERRORS,
  ...WAREHOUSE_ERRORS,
  ...PARCEL_ERRORS,
  ...BUY_REQUEST_ERRORS,
} as const satisfies Record<string, ErrorText>;

export type ErrorCode = keyof typeof ERROR_TEXT;
export type ValidationCode = keyof typeof VALIDATION_ERRORS;
/** Values an error text is filled with (`params` of the answer). */
export type ErrorParams = Readonly<Record<string, string | number>>;

/** The `{name}` placeholders of a text, sorted (the three texts of a code name the same ones). */
export function placeholdersOf(template: string): string[] {
  return [...new Set([...template.matchAll(/\{(\w+)\}/g)].map((m) => m[1] ?? ''))].sort();
}

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && Object.hasOwn(ERROR_TEXT, value);
}

/** Fills `{name}` placeholders; a missing parameter leaves its placeholder out. */
export function fillParams(template: string, params: Readonly<Record<string, string | number>> = {}): string {
  return template
    .replace(/\{(\w+)\}/g, (_, name: string) => String(params[name] ?? ''))
    .replace(/\s{2,}/g, ' ')
    .trim();
}

/** The text of a code in a locale; an unknown code shows `fallback` (the answer's English message). */
export function errorText(
  code: string | undefined,
  locale: Locale,
  fallback: string,
  params?: Readonly<Record<string, string | number>>,
): string {
  if (!isErrorCode(code)) return fallback;
  // A field is named by its word in the page's language (field-text.ts), not its API name.
  const named =
    params && typeof params.field === 'string' ? { ...params, field: fieldText(params.field, locale) } : params;
  return fillParams(ERROR_TEXT[code][locale], named);
}
