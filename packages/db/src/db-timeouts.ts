/** node-postgres gives up connecting after this long: a request then answers 503 instead of hanging. */
export const CONNECT_TIMEOUT_MS = 5000;

/** node-postgres pool size (the default of DB_POOL_SIZE). */
export const DB_POOL_SIZE = 10;

/**
 * PostgreSQL's bounds on one connection's use (decision 0034), the defaults of DB_STATEMENT_TIMEOUT_MS,
 * DB_IDLE_IN_TRANSACTION_TIMEOUT_MS and DB_CONNECT_TIMEOUT_MS: a statement (lock waits included) is
 * cancelled after `statementMs`, a transaction left idle (its caller waiting on something else)
 * is ended after `idleInTransactionMs`, and waiting for a connection (a new one, or a free one of
 * the pool) ends after `connectMs`. Migrations run on their own connection without these bounds.
 */
export const DB_TIMEOUTS = { statementMs: 10_000, idleInTransactionMs: 15_000, connectMs: CONNECT_TIMEOUT_MS };
export type DbTimeouts = typeof DB_TIMEOUTS;
