import { existsSync, unlinkSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { protocol, type PGlite } from '@electric-sql/pglite';
import { PGLiteSocketHandler } from '@electric-sql/pglite-socket';

/**
 * The running server lends its embedded database to other processes (the admin CLI, psql) through
 * a Unix socket in DATA_DIR, `.s.PGSQL.5432`, the name libpq looks for: `psql -h DATA_DIR -U postgres`.
 * A socket file needs no free port (several servers with their own DATA_DIR run side by side) and
 * is reachable only through the directory's permissions (decision 0012).
 *
 * PGlite is one PostgreSQL session. pglite-socket's own server multiplexes its clients message by
 * message with only a query lock, so the server's own queries could run inside a psql transaction
 * (and a psql statement inside one of the server's). Here each client holds the whole database
 * from its first message until PostgreSQL reports it idle again (ReadyForQuery 'I'), through the
 * same transaction lock the server's queries take: clients and the server take turns by sessions
 * of work, never inside each other's transactions.
 */
export const EMBEDDED_SOCKET_PORT = 5432;
/** A client idle this long is disconnected (its open transaction rolled back): it must not hold the shop. */
export const EMBEDDED_SOCKET_IDLE_MS = 60_000;
export const EMBEDDED_SOCKET_MAX_CLIENTS = 8;

export const embeddedSocketPath = (dir: string) => path.join(path.resolve(dir), `.s.PGSQL.${EMBEDDED_SOCKET_PORT}`);

/** Linux caps a socket path at 107 bytes (macOS 103). */
const MAX_SOCKET_PATH = 103;

export interface EmbeddedSocket {
  readonly path: string;
  close(): Promise<void>;
}

type QueryQueue = ConstructorParameters<typeof PGLiteSocketHandler>[0]['queryQueue'];

const READY_FOR_QUERY = 0x5a; // 'Z'
const IDLE = 0x49; // 'I'

/** Takes PGlite's transaction lock and answers the function that gives it back. */
function takeDatabase(db: PGlite): Promise<() => void> {
  return new Promise((taken) => {
    void db._runExclusiveTransaction(() => new Promise<void>((giveBack) => taken(giveBack)));
  });
}

/** Grants the database to one socket client at a time, for a whole session of work. */
class SessionTurns {
  #owner: number | null = null;
  #giveBack: (() => void) | null = null;
  readonly #gone = new Set<number>();

  constructor(private readonly db: PGlite) {}

  async enqueue(handlerId: number, message: Uint8Array, onData: (data: Uint8Array) => void): Promise<number> {
    if (this.#owner !== handlerId) {
      const giveBack = await takeDatabase(this.db);
      if (this.#gone.has(handlerId)) {
        giveBack();
        return 0;
      }
      this.#owner = handlerId;
      this.#giveBack = giveBack;
    }
    let size = 0;
    let tail: Uint8Array = new Uint8Array(0);
    try {
      await this.db.runExclusive(() =>
        this.db.execProtocolRawStream(message, {
          onRawData: (data) => {
            size += data.length;
            tail = data.length >= 6 ? data.subarray(data.length - 6) : Uint8Array.from([...tail, ...data]).slice(-6);
            onData(data);
          },
        }),
      );
    } catch (err) {
      await this.#endTurn();
      throw err;
    }
    // ReadyForQuery 'I': no transaction, no half-sent extended query. The next client may go.
    if (tail.length === 6 && tail[0] === READY_FOR_QUERY && tail[4] === 5 && tail[5] === IDLE) await this.#endTurn();
    return size;
  }

  clearQueueForHandler(handlerId: number): void {
    this.#gone.add(handlerId);
  }

  /** A client went away: close whatever it left open, then hand the database back. */
  async clearTransactionIfNeeded(handlerId: number): Promise<void> {
    if (this.#owner === handlerId) await this.#endTurn(true);
    this.#gone.delete(handlerId);
  }

  async #endTurn(abandoned = false): Promise<void> {
    const giveBack = this.#giveBack;
    if (!giveBack) return;
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
      this.#giveBack = null;
      giveBack();
    }
  }
}

/** Serves `db` on `<dir>/.s.PGSQL.5432`; the caller holds the directory's lock, so a leftover socket file is ours to remove. */
export async function serveEmbeddedSocket(db: PGlite, dir: string): Promise<EmbeddedSocket> {
  const socketPath = embeddedSocketPath(dir);
  if (socketPath.length > MAX_SOCKET_PATH) {
    throw new Error(
      `The database socket path ${socketPath} is longer than ${MAX_SOCKET_PATH} bytes: use a shorter DATA_DIR.`,
    );
  }
  if (existsSync(socketPath)) unlinkSync(socketPath);
  const turns = new SessionTurns(db);
  const clients = new Set<PGLiteSocketHandler>();
  const server = net.createServer((socket) => {
    if (clients.size >= EMBEDDED_SOCKET_MAX_CLIENTS) {
      socket.destroy();
      return;
    }
    const handler = new PGLiteSocketHandler({
      queryQueue: turns as unknown as QueryQueue,
      closeOnDetach: true,
      idleTimeout: EMBEDDED_SOCKET_IDLE_MS,
    });
    clients.add(handler);
    const forget = () => clients.delete(handler);
    handler.addEventListener('close', forget);
    handler.addEventListener('error', forget);
    void handler.attach(socket);
  });
  // A client's broken socket is that client's problem; the server must not stop for it.
  server.on('error', () => {});
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(socketPath, () => {
      server.off('error', reject);
      resolve();
    });
  });
  return {
    path: socketPath,
    async close() {
      await Promise.all([...clients].map((handler) => handler.detach(true)));
      await new Promise<void>((resolve) => server.close(() => resolve()));
      if (existsSync(socketPath)) unlinkSync(socketPath);
    },
  };
}
