import type { PGlite } from '@electric-sql/pglite';

/**
 * PGlite runs PostgreSQL synchronously in this thread: while a statement runs, no timer fires, so
 * `statement_timeout` never does (it is a SIGALRM from a setTimeout) and a `pg_sleep(15)` stops
 * every HTTP answer for 15 s. What does run is PostgreSQL's own calls out to JavaScript for the
 * clock (`performance.now` for sleeps and waits, `Date.now` for file times of spilled sorts and
 * hashes). `runBounded` checks the deadline in those calls and, once past it, raises a query cancel
 * the way PostgreSQL's signal handler would (QueryCancelPending and InterruptPending in the WASM
 * memory): the statement fails with 57014 at its next CHECK_FOR_INTERRUPTS. The monotonic clock
 * then jumps an hour ahead, so a sleep in progress ends at once instead of at its own end.
 *
 * Limit (decision 0036): a statement that computes without ever asking the clock or the file
 * system (a PL/pgSQL loop, a large join in memory) is not interrupted until it does.
 */
const JUMP_MS = 3_600_000;

interface InterruptFlags {
  HEAPU8: Uint8Array;
  _QueryCancelPending: number;
  _InterruptPending: number;
}

function setFlags(mod: InterruptFlags, value: 0 | 1): void {
  const heap = new Int32Array(mod.HEAPU8.buffer);
  heap[mod._QueryCancelPending >> 2] = value;
  heap[mod._InterruptPending >> 2] = value;
}

/**
 * Runs `start` (whose synchronous part executes the statement, e.g. `db.execProtocolRawStream`)
 * with the clock hooks in place, then awaits what it returns. Answers whether the deadline
 * cancelled it.
 */
export async function runBounded(db: PGlite, deadline: number, start: () => Promise<void>): Promise<boolean> {
  const mod = (db as unknown as { mod: InterruptFlags }).mod;
  const realNow = performance.now.bind(performance);
  const { now: perfNow } = performance;
  const { now: dateNow } = Date;
  let fired = false;
  const check = () => {
    if (!fired && realNow() > deadline) {
      fired = true;
      setFlags(mod, 1);
    }
    return fired;
  };
  let running: Promise<void> | undefined;
  // The hooks are in place only while the statement runs synchronously: PostgreSQL's calls out
  // and the caller's own output callback are the only code that runs meanwhile.
  performance.now = () => (check() ? realNow() + JUMP_MS : realNow());
  Date.now = () => {
    check();
    return dateNow();
  };
  try {
    running = start();
  } finally {
    performance.now = perfNow;
    Date.now = dateNow;
    // A cancel raised after the statement's last check must not fall on the next statement.
    if (fired) setFlags(mod, 0);
  }
  await running;
  return fired;
}
