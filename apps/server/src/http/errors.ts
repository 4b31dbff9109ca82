import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ApiError } from '@fardin/core/contract-foundation';
import { ERROR_TEXT, fillParams, type ErrorCode, type ErrorParams } from '@fardin/core/error-codes';
import { isDatabaseBusy, isDatabaseUnavailable } from '@fardin/db/db-errors';
import type { AppEnv } from './app-env';

export type ErrorStatus = 400 | 401 | 403 | 404 | 405 | 409 | 413 | 415 | 422 | 429 | 500 | 502 | 503;

export interface HttpErrorOptions {
  /** The English answer; defaults to the catalogue's English text filled with `params`. */
  message?: string;
  /** Values of the code's `{name}` placeholders, sent to the client with the code. */
  params?: ErrorParams;
  /** 422: the refused field (dotted path) the message is about. */
  field?: string;
  errors?: Record<string, string[]>;
  /** Extra answer headers, e.g. `Retry-After` on a 429. */
  headers?: Record<string, string>;
}

/**
 * An error whose message is safe to show to the client. `code` is its stable identifier from the
 * one catalogue (`@fardin/core/error-codes`, decision 0017): clients translate by it.
 */
export class HttpError extends Error {
  readonly params?: ErrorParams;
  readonly field?: string;
  readonly errors?: Record<string, string[]>;
  readonly headers?: Record<string, string>;

  constructor(
    readonly status: ErrorStatus,
    readonly code: ErrorCode,
    options: HttpErrorOptions = {},
  ) {
    super(options.message ?? fillParams(ERROR_TEXT[code].en, options.params));
    if (options.params) this.params = options.params;
    if (options.field) this.field = options.field;
    if (options.errors) this.errors = options.errors;
    if (options.headers) this.headers = options.headers;
  }
}

/** 404 with a `*.not_found` code (`request.not_found` when nothing more precise fits). */
export function notFound(code: ErrorCode = 'request.not_found'): HttpError {
  return new HttpError(404, code);
}

/** An answer about one field (422 unless told): the message is also that field's error. */
export function fieldError(
  code: ErrorCode,
  field: string,
  options: Omit<HttpErrorOptions, 'field' | 'errors'> & { status?: ErrorStatus } = {},
): HttpError {
  const { status = 422, ...rest } = options;
  const message = rest.message ?? fillParams(ERROR_TEXT[code].en, rest.params);
  return new HttpError(status, code, { ...rest, message, field, errors: { [field]: [message] } });
}

/** Seconds a client should wait before retrying while the database is away. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

/** 503 `db.unavailable`: the database is restarting or unreachable; the next request may succeed. */
function databaseUnavailable(): HttpError {
  return new HttpError(503, 'db.unavailable', { headers: { 'Retry-After': String(DATABASE_RETRY_AFTER_SECONDS) } });
}

function errorBody(err: HttpError): ApiError {
  return {
    message: err.message,
    code: err.code,
    ...(err.field ? { field: err.field } : {}),
    ...(err.params ? { params: { ...err.params } } : {}),
    ...(err.errors ? { errors: err.errors } : {}),
  };
}

/** The JSON error answer of a code, for the few places that answer without throwing (middleware `onError`s). */
export function errorResponse(
  c: Context,
  status: ErrorStatus,
  code: ErrorCode,
  options: HttpErrorOptions = {},
): Response {
  const err = new HttpError(status, code, options);
  for (const [name, value] of Object.entries(err.headers ?? {})) c.header(name, value);
  return c.json(errorBody(err), status);
}

/** The code of a framework error (Hono's HTTPException) by its status. */
function frameworkCode(status: number): ErrorCode {
  if (status === 401) return 'auth.required';
  if (status === 403) return 'auth.forbidden';
  if (status === 404) return 'request.not_found';
  if (status === 405) return 'request.method_not_allowed';
  if (status === 413) return 'request.too_large';
  return status >= 500 ? 'server.error' : 'request.failed';
}

/** The app's onError: known errors answer as they say, anything else is a logged 500 without details. */
export function handleError(err: Error, c: Context<AppEnv>): Response {
  if (err instanceof HttpError) {
    for (const [name, value] of Object.entries(err.headers ?? {})) c.header(name, value);
    return c.json(errorBody(err), err.status);
  }
  if (err instanceof HTTPException) {
    const status = err.status;
    const code = frameworkCode(status);
    const message =
      code === 'request.too_large' || code === 'server.error' || !err.message ? ERROR_TEXT[code].en : err.message;
    return c.json({ message, code }, status);
  }
  // A lost or refused database connection (restart, network): the pool reconnects by itself.
  if (isDatabaseUnavailable(err)) {
    c.get('logger')?.warn({ err: err.message }, 'database unavailable');
    return handleError(databaseUnavailable(), c);
  }
  // A statement that ran or waited past its bound (statement_timeout, a deadlock victim): decision 0034.
  if (isDatabaseBusy(err)) {
    c.get('logger')?.warn({ err: err.message }, 'database statement ended: busy');
    return handleError(new HttpError(503, 'db.busy', { headers: { 'Retry-After': '1' } }), c);
  }
  c.get('logger')?.error({ err }, 'unhandled error');
  return c.json(errorBody(new HttpError(500, 'server.error')), 500);
}
