import { data, type AppLoadContext } from 'react-router';
import { z, type ZodType } from 'zod';
import { apiErrorSchema } from '@fardin/core/contract-foundation';
import { ERROR_TEXT, errorText } from '@fardin/core/error-codes';
import { splitLocalePath, type Locale } from '@fardin/core/locale';

/**
 * The web's one client of the in-process API (loaders and actions only: it stays on the server,
 * so neither the zod contracts nor the error catalogue reach the browser). Answers are parsed with
 * the core contract schemas the API's OpenAPI document is generated from; refusals with
 * `apiErrorSchema` (decision 0017) and shown by `code` through `errorText`, never by their English.
 */

/** A refused call: the API's error answer, or a stand-in when the answer was not one. */
export interface ApiFailure {
  ok: false;
  status: number;
  /** Stable code (`cart.line_not_found`); '' when the API gave none (the message is shown). */
  code: string;
  /** The API's English message (the fallback text of an unknown code). */
  message: string;
  field?: string;
  params?: Record<string, string | number>;
  errors?: Record<string, string[]>;
}
export type ApiResult<T> = { ok: true; status: number; data: T } | ApiFailure;

type ApiMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';
export interface ApiSendOptions {
  method?: ApiMethod;
  /** JSON-encoded, or sent as it is when FormData. */
  body?: unknown;
  headers?: Record<string, string>;
}

const SERVER_ERROR = { code: 'server.error', message: 'An error occurred' } as const;

/** An answer that is not the contract's error shape (a proxy page, an empty body): a stand-in failure. */
function unknownFailure(status: number): ApiFailure {
  return { ok: false, status, ...SERVER_ERROR };
}

/** Reads one answer: a success parsed with `schema`, a refusal parsed with `apiErrorSchema`. */
export async function readAnswer<T extends ZodType>(res: Response, schema: T): Promise<ApiResult<z.infer<T>>> {
  const body: unknown = await res.json().catch(() => null);
  if (res.ok) {
    const parsed = schema.safeParse(body);
    // An answer outside the contract is the server's fault, never shown as data.
    return parsed.success ? { ok: true, status: res.status, data: parsed.data } : unknownFailure(502);
  }
  // The API always sends a code; an answer without one (a proxy's, an older server's) still shows its message.
  const error = apiErrorSchema.extend({ code: z.string().optional() }).safeParse(body);
  if (!error.success) return unknownFailure(res.status);
  const { message, code, field, params, errors } = error.data;
  return {
    ok: false,
    status: res.status,
    code: code ?? (res.status >= 500 ? SERVER_ERROR.code : ''),
    message,
    ...(field !== undefined ? { field } : {}),
    ...(params !== undefined ? { params } : {}),
    ...(errors !== undefined ? { errors } : {}),
  };
}

function requestInit({ method = 'GET', body, headers = {} }: ApiSendOptions): RequestInit {
  const init: RequestInit = { method, headers: { Accept: 'application/json', ...headers } };
  if (body instanceof FormData) init.body = body;
  else if (body !== undefined) {
    init.body = JSON.stringify(body);
    init.headers = { ...init.headers, 'Content-Type': 'application/json' };
  }
  return init;
}

/** Any call (writes with their body): the answer as one result, never a throw for a refusal. */
export async function apiCall(
  context: AppLoadContext,
  path: string,
  options?: ApiSendOptions,
): Promise<ApiResult<unknown>>;
export async function apiCall<T extends ZodType>(
  context: AppLoadContext,
  path: string,
  options: ApiSendOptions,
  schema: T,
): Promise<ApiResult<z.infer<T>>>;
export async function apiCall(
  context: AppLoadContext,
  path: string,
  options: ApiSendOptions = {},
  schema: ZodType = z.unknown(),
): Promise<ApiResult<unknown>> {
  let res: Response;
  try {
    res = await context.api(path, requestInit(options));
  } catch {
    return unknownFailure(502);
  }
  return readAnswer(res, schema);
}

/** A failed read as the page's answer: 404 -> the not-found page, anything else the error page (5xx -> 502). */
function failedRead(failure: ApiFailure): never {
  if (failure.status === 404) throw data(null, { status: 404 });
  throw data(null, { status: failure.status >= 500 ? 502 : failure.status });
}

/** GET a page's data: parsed with the contract's schema; 404 -> not-found page, other failures an error page. */
export async function apiGet<T extends ZodType>(context: AppLoadContext, path: string, schema: T): Promise<z.infer<T>> {
  const answer = await apiCall(context, path, {}, schema);
  if (!answer.ok) failedRead(answer);
  return answer.data;
}

/** Like apiGet, but null instead of an error page (optional parts of a page). */
export async function apiGetOptional<T extends ZodType>(
  context: AppLoadContext,
  path: string,
  schema: T,
): Promise<z.infer<T> | null> {
  const answer = await apiCall(context, path, {}, schema);
  return answer.ok ? answer.data : null;
}

/** A read staff may be refused (admin-only pages): the 403 as a result; 404 and other failures as apiGet. */
export async function apiGetOrForbidden<T extends ZodType>(
  context: AppLoadContext,
  path: string,
  schema: T,
): Promise<ApiResult<z.infer<T>>> {
  const answer = await apiCall(context, path, {}, schema);
  if (!answer.ok && answer.status !== 403) failedRead(answer);
  return answer;
}

/** The page's locale from its URL (`/en/...`, `/zh/...`, else Khmer). */
export function requestLocale(request: Request): Locale {
  return splitLocalePath(new URL(request.url).pathname).locale;
}

/** A refusal in the shopper's language: by its code (params filled), else the API's message. */
export function failureText(failure: Pick<ApiFailure, 'code' | 'message' | 'params'>, locale: Locale): string {
  return errorText(failure.code, locale, failure.message, failure.params);
}

/**
 * Field errors for a form, translated: the refusal's text goes to its `field` (a dotted path;
 * `location.lat` is shown at `location`'s input too). Only the first refused field is named (the
 * others' English messages are left out; they answer again once it is fixed).
 */
export function fieldErrors(
  failure: Pick<ApiFailure, 'code' | 'message' | 'params' | 'field' | 'errors'>,
  locale: Locale,
): Record<string, string[]> {
  // An answer without `field` names its first refused field as the first key of `errors`.
  const field = failure.field ?? Object.keys(failure.errors ?? {})[0];
  if (!field) return {};
  const text = failureText(failure, locale);
  const top = field.split('.')[0] ?? field;
  return top === field ? { [top]: [text] } : { [field]: [text], [top]: [text] };
}

/**
 * The texts (unfilled, one locale) of the codes starting with `prefixes`, for a page whose own
 * script calls the API (see `lib/error-texts.ts`): the loader ships these few, never the catalogue.
 */
export function errorTextsFor(locale: Locale, prefixes: readonly string[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [code, text] of Object.entries(ERROR_TEXT))
    if (prefixes.some((p) => code.startsWith(p))) out[code] = text[locale];
  return out;
}
