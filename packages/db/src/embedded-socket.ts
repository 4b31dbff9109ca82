import { existsSync, unlinkSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { SessionTurns } from './embedded-socket-turns';
import { SocketClient, type SocketLimits } from './embedded-socket-client';

/**
 * The running server lends its embedded database to other processes (the admin CLI, psql) through
 * a Unix socket in DATA_DIR, `.s.PGSQL.5432`, the name libpq looks for: `psql -h DATA_DIR -U postgres`.
 * A socket file needs no free port (several servers with their own DATA_DIR run side by side) and
 * is reachable only through the directory's permissions (decision 0012).
 *
 * It is maintenance access, bounded so that no client can take the shop down (decision 0036):
 * frames are checked before PGlite sees them (`pg-wire-frames.ts`), a client's turn with the
 * database (a statement, a transaction) lasts at most EMBEDDED_SOCKET_LIMITS.turnMs
 * (`embedded-socket-turns.ts`), silent and idle connections are closed and one over the cap is
 * refused with SQLSTATE 53300 (`embedded-socket-client.ts`).
 */
const EMBEDDED_SOCKET_PORT = 5432;
export const EMBEDDED_SOCKET_LIMITS: SocketLimits = {
  maxClients: 8,
  startupMs: 5_000,
  idleMs: 60_000,
  turnMs: 5_000,
};

export const embeddedSocketPath = (dir: string) => path.join(path.resolve(dir), `.s.PGSQL.${EMBEDDED_SOCKET_PORT}`);

/** Linux caps a socket path at 107 bytes (macOS 103). */
const MAX_SOCKET_PATH = 103;

export interface EmbeddedSocket {
  readonly path: string;
  close(): Promise<void>;
}

/** Serves `db` on `<dir>/.s.PGSQL.5432`; the caller holds the directory's lock, so a leftover socket file is ours to remove. */
export async function serveEmbeddedSocket(
  db: PGlite,
  dir: string,
  limits: SocketLimits = EMBEDDED_SOCKET_LIMITS,
): Promise<EmbeddedSocket> {
  const socketPath = embeddedSocketPath(dir);
  if (socketPath.length > MAX_SOCKET_PATH) {
    throw new Error(
      `The database socket path ${socketPath} is longer than ${MAX_SOCKET_PATH} bytes: use a shorter DATA_DIR.`,
    );
  }
  if (existsSync(socketPath)) unlinkSync(socketPath);
  const turns = new SessionTurns(db, limits.turnMs);
  const served = new Set<SocketClient>();
  const refused = new Set<SocketClient>();
  const server = net.createServer((socket) => {
    // Refusals are answered too (53300), up to as many again; past that the socket is just closed.
    const over = served.size >= limits.maxClients;
    if (over && refused.size >= limits.maxClients) {
      socket.destroy();
      return;
    }
    const set = over ? refused : served;
    set.add(new SocketClient(socket, turns, limits, over, (client) => set.delete(client)));
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
      await Promise.all([...served, ...refused].map((client) => client.close()));
      await new Promise<void>((resolve) => server.close(() => resolve()));
      if (existsSync(socketPath)) unlinkSync(socketPath);
    },
  };
}
