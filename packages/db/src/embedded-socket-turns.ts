import { protocol, type PGlite } from '@electric-sql/pglite';
import { runBounded } from './pglite-interrupt';

/**
 * PGlite is one PostgreSQL session. Each socket client holds the whole database from its first
 * message until PostgreSQL reports it idle again (ReadyForQuery 'I'), through the same transaction
 * lock the server's queries take: clients and the server take turns by sessions of work, never
 * inside each other's transactions (decision 0012). A turn is bounded (decision 0036): past
 * `turnMs` the statement running is cancelled where PostgreSQL can be interrupted, the client is
 * cut off and what it left open rolled back, so the shop waits at most that long for it.
 */
export interface TurnClient {
  readonly closed: boolean;
  write(data: Uint8Array): void;
  /** The client held the database past its bound: tell it and close it (which releases the turn). */
  cut(): void;
}

/**
 * For the client's turn only (RESET ALL ends it): auto_explain's timing instrumentation makes every
 * plan node ask the clock for each row, so a large join or scan reaches `runBounded`'s clock hook
 * and can be cancelled at the bound. It never logs (a plan is logged after an hour). Needs the
 * `auto_explain` extension loaded into PGlite (`open-db.ts`); without it the statement fails
 * harmlessly and only sleeps and spills are interruptible.
 */
const INSTRUMENT = protocol.serialize.query(
  "LOAD 'auto_explain'; SET auto_explain.log_min_duration = '1h'; SET auto_explain.log_analyze = on; " +
    'SET auto_explain.log_timing = on; SET auto_explain.log_nested_statements = on',
);

const READY_FOR_QUERY = 0x5a; // 'Z'
const IDLE = 0x49; // 'I'

/** Takes PGlite's transaction lock and answers the function that gives it back. */
function takeDatabase(db: PGlite): Promise<() => void> {
  return new Promise((taken) => {
    void db._runExclusiveTransaction(() => new Promise<void>((giveBack) => taken(giveBack)));
  });
}

export class SessionTurns {
  #owner: TurnClient | null = null;
  #giveBack: (() => void) | null = null;
  #deadline = 0;
  #timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly db: PGlite,
    private readonly turnMs: number,
  ) {}

  /** Runs one whole, validated frame of `client` inside its turn (taking the turn first if needed). */
  async run(client: TurnClient, frame: Uint8Array): Promise<void> {
    if (this.#owner !== client) {
      const giveBack = await takeDatabase(this.db);
      if (client.closed) {
        giveBack();
        return;
      }
      this.#owner = client;
      this.#giveBack = giveBack;
      await this.db.runExclusive(() => this.db.execProtocolStream(INSTRUMENT, { throwOnError: false }));
      this.#deadline = performance.now() + this.turnMs;
      // Between its messages the event loop runs: a client that sits inside BEGIN is cut here.
      this.#timer = setTimeout(() => client.cut(), this.turnMs);
    }
    let tail: Uint8Array = new Uint8Array(0);
    let cancelled = false;
    try {
      await this.db.runExclusive(async () => {
        if (client.closed) return;
        cancelled = await runBounded(this.db, this.#deadline, () =>
          this.db.execProtocolRawStream(frame, {
            onRawData: (data) => {
              tail = data.length >= 6 ? data.slice(data.length - 6) : Uint8Array.from([...tail, ...data]).slice(-6);
              client.write(data);
            },
          }),
        );
      });
    } catch (err) {
      await this.release(client);
      throw err;
    }
    if (this.#owner !== client) return;
    if (cancelled || performance.now() > this.#deadline) {
      client.cut();
      return;
    }
    // ReadyForQuery 'I': no transaction, no half-sent extended query. The next one may go.
    if (tail.length === 6 && tail[0] === READY_FOR_QUERY && tail[4] === 5 && tail[5] === IDLE) await this.#endTurn();
  }

  /** Whether `client` holds the database now (it is not idle, whatever its socket does). */
  holds(client: TurnClient): boolean {
    return this.#owner === client;
  }

  /** The client went away or was cut: close whatever it left open, then hand the database back. */
  async release(client: TurnClient): Promise<void> {
    if (this.#owner === client) await this.#endTurn(true);
  }

  async #endTurn(abandoned = false): Promise<void> {
    const giveBack = this.#giveBack;
    if (!giveBack) return;
    this.#giveBack = null;
    clearTimeout(this.#timer);
    try {
      await this.db.runExclusive(async () => {
        // execProtocolStream: its answers are parsed here, not written to the client's socket
        // (a raw stream leaves its callback in place for the next raw call).
        const run = (message: Uint8Array) => this.db.execProtocolStream(message, { throwOnError: false });
        if (abandoned) {
          await run(protocol.serialize.sync());
          if (this.db.isInTransaction()) await run(protocol.serialize.query('ROLLBACK'));
        }
        // Settings a client changed (SET, its startup parameters) must not follow the server's queries.
        await run(protocol.serialize.query('RESET ALL'));
      });
    } finally {
      this.#owner = null;
      giveBack();
    }
  }
}
