/**
 * Errors that mean "the database cannot be reached right now" (as opposed to a bad query): the
 * server answers them with a 503 and retries on the next request; at start they end the process
 * with one line saying where the database was expected.
 */

/** Node socket errors of a connection that failed or broke. */
const SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
/** PostgreSQL: admin_shutdown, crash_shutdown, cannot_connect_now (57P0x); class 08 is connection exceptions. */
const SERVER_CODES = new Set(['57P01', '57P02', '57P03']);
/** node-postgres and pg-pool say these in words only. */
const MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error and is not queryable',
  'Connection refused',
];

interface ErrorLike {
  code?: unknown;
  message?: unknown;
  cause?: unknown;
  errors?: unknown;
}

function isConnectionClass(err: ErrorLike): boolean {
  const code = typeof err.code === 'string' ? err.code : '';
  if (SOCKET_CODES.has(code) || SERVER_CODES.has(code) || /^08[0-9A-Z]{3}$/.test(code)) return true;
  const message = typeof err.message === 'string' ? err.message : '';
  return MESSAGES.some((m) => message.includes(m));
}

/**
 * True when `err` (or what it wraps: drizzle's `cause`, Node's AggregateError `errors`) is a lost or
 * refused database connection. Anything else (constraint violations, syntax errors) is false.
 */
export function isDatabaseUnavailable(err: unknown, depth = 0): boolean {
  if (!err || typeof err !== 'object' || depth > 5) return false;
  // An outbound HTTP call (fetch) that could not connect is that service's failure, not ours.
  if (err instanceof TypeError && err.message === 'fetch failed') return false;
  const e = err as ErrorLike;
  if (isConnectionClass(e)) return true;
  if (Array.isArray(e.errors) && e.errors.some((inner) => isDatabaseUnavailable(inner, depth + 1))) return true;
  return isDatabaseUnavailable(e.cause, depth + 1);
}

/**
 * PostgreSQL ended a statement that waited or ran too long: statement_timeout / cancel (57014),
 * lock_timeout (55P03), a deadlock victim (40P01), a serialization failure (40001), or the session
 * ended by idle_in_transaction_session_timeout (25P03). The request answers 503 `db.busy`; the
 * same request a moment later may succeed (decision 0034).
 */
const BUSY_CODES = new Set(['57014', '55P03', '40P01', '40001', '25P03']);

export function isDatabaseBusy(err: unknown, depth = 0): boolean {
  if (!err || typeof err !== 'object' || depth > 5) return false;
  const e = err as ErrorLike;
  if (typeof e.code === 'string' && BUSY_CODES.has(e.code)) return true;
  return isDatabaseBusy(e.cause, depth + 1);
}

/** The first connection error code found in `err` (ECONNREFUSED, 57P01, ...), for one-line reports. */
export function unavailableReason(err: unknown, depth = 0): string {
  if (!err || typeof err !== 'object' || depth > 5) return 'unreachable';
  const e = err as ErrorLike;
  if (typeof e.code === 'string' && isConnectionClass(e)) return e.code;
  if (Array.isArray(e.errors)) {
    for (const inner of e.errors) {
      const reason = unavailableReason(inner, depth + 1);
      if (reason !== 'unreachable') return reason;
    }
  }
  if (e.cause) return unavailableReason(e.cause, depth + 1);
  return typeof e.message === 'string' && e.message ? e.message : 'unreachable';
}

/** `host:port/dbname` of a postgres:// URL, never the user or password (a socket dir shows as the host). */
export function describeDatabaseUrl(url: string): string {
  // Not `new URL()`: libpq URLs may have an empty host (`postgres://user@/db?host=/run/postgresql`).
  const match = /^postgres(?:ql)?:\/\/(?:[^/?]*@)?(\[[^\]]*\]|[^/:?]*)(?::(\d+))?(?:\/([^?]*))?(?:\?(.*))?$/.exec(url);
  if (!match) return '(unparsable DATABASE_URL)';
  const query = new URLSearchParams(match[4] ?? '');
  const host = match[1] || query.get('host') || 'localhost';
  const port = match[2] || query.get('port') || '5432';
  const name = decodeURIComponent(match[3] ?? '') || '(default database)';
  return `${host}:${port}/${name}`;
}
