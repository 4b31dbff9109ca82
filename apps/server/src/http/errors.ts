import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ApiError } from '@fardin/core/contract-foundation';
import { SERVICE_TEXT } from '@fardin/core/messages';
import { isDatabaseUnavailable } from '@fardin/db/db-errors';
import type { AppEnv } from './app-env';

/** An error whose message is safe to show to the client; `code` is its stable identifier. */
export class HttpError extends Error {
  /** 422: the first refused field (dotted path) and the values its code's text is filled with. */
  field?: string;
  params?: Record<string, string | number>;

  constructor(
    readonly status: 400 | 401 | 403 | 404 | 409 | 413 | 415 | 422 | 429 | 502 | 503,
    message: string,
    readonly errors?: Record<string, string[]>,
    readonly code?: string,
    /** Extra answer headers, e.g. `Retry-After` on a 429. */
    readonly headers?: Record<string, string>,
  ) {
    super(message);
  }
}

export function notFound(message = 'Not found'): HttpError {
  return new HttpError(404, message);
}

/** Seconds a client should wait before retrying while the database is away. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

/** 503 `db.unavailable`: the database is restarting or unreachable; the next request may succeed. */
export function databaseUnavailable(): HttpError {
  return new HttpError(503, SERVICE_TEXT.databaseUnavailable, undefined, 'db.unavailable', { 'Retry-After': String(DATABASE_RETRY_AFTER_SECONDS) });
}

export function errorBody(err: HttpError): ApiError {
  return { message: err.message, ...(err.code ? { code: err.code } : {}), ...(err.field ? { field: err.field } : {}), ...(err.params ? { params: err.params } : {}), ...(err.errors ? { errors: err.errors } : {}) };
}

/** The app's onError: known errors answer as they say, anything else is a logged 500 without details. */
export function handleError(err: Error, c: Context<AppEnv>): Response {
  if (err instanceof HttpError) {
    for (const [name, value] of Object.entries(err.headers ?? {})) c.header(name, value);
    return c.json(errorBody(err), err.status);
  }
  if (err instanceof HTTPException) {
    const status = err.status;
    const message = status === 413 ? 'Request body is too large' : err.message || 'Request failed';
    return c.json({ message }, status);
  }
  // A lost or refused database connection (restart, network): the pool reconnects by itself.
  if (isDatabaseUnavailable(err)) {
    c.get('logger')?.warn({ err: err.message }, 'database unavailable');
    return handleError(databaseUnavailable(), c);
  }
  c.get('logger')?.error({ err }, 'unhandled error');
  return c.json({ message: 'An error occurred' }, 500);
}
