import net from 'node:net';

/**
 * Outside services that misbehave, on a free port of 127.0.0.1 (decision 0035's tests):
 * - `silent`: accepts the connection, reads the request and never answers;
 * - `slow`: answers 200 headers at once, then one byte of body every 200 ms, for ever;
 * - `huge`: answers 200 and streams `hugeBytes` (150 MB unless told) of JSON-ish bytes without a
 *   Content-Length, as fast as the client reads;
 * - `refuse`: nothing listens (a port that was free and is closed again): connections are refused.
 * `requests` counts the connections that sent a request; `sent` the body bytes written (a capped
 * reader drops the connection long before 150 MB); `open` the connections still open.
 */
export type HostileMode = 'silent' | 'slow' | 'huge' | 'refuse';

export interface HostileServer {
  readonly url: string;
  readonly port: number;
  readonly requests: number;
  readonly sent: number;
  readonly open: number;
  close(): Promise<void>;
}

const CHUNK = Buffer.alloc(64 * 1024, 'a');

export async function startHostileServer(
  mode: HostileMode,
  options: { hugeBytes?: number } = {},
): Promise<HostileServer> {
  const sockets = new Set<net.Socket>();
  const timers = new Set<NodeJS.Timeout>();
  let requests = 0;
  let sent = 0;
  const hugeBytes = options.hugeBytes ?? 150 * 1024 * 1024;

  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => socket.destroy());
    // The client closed its side: gone at once (not after the unsent buffer times out).
    socket.on('end', () => socket.destroy());
    let started = false;
    socket.on('data', () => {
      if (started) return;
      started = true;
      requests += 1;
      if (mode === 'silent') return;
      if (mode === 'slow') {
        socket.write('HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n');
        const timer = setInterval(() => {
          if (socket.destroyed) return clearInterval(timer);
          socket.write('1\r\n \r\n');
          sent += 1;
        }, 200);
        timers.add(timer);
        socket.on('close', () => clearInterval(timer));
        return;
      }
      // huge: close-delimited body, written as the client drains it.
      socket.write('HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nConnection: close\r\n\r\n');
      const pump = () => {
        while (!socket.destroyed && sent < hugeBytes) {
          sent += CHUNK.length;
          if (!socket.write(CHUNK)) return void socket.once('drain', pump);
        }
        if (!socket.destroyed) socket.end();
      };
      pump();
    });
  });
  const port = await new Promise<number>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve((server.address() as net.AddressInfo).port));
  });
  const close = async () => {
    for (const timer of timers) clearInterval(timer);
    for (const socket of sockets) socket.destroy();
    if (server.listening) await new Promise<void>((resolve) => server.close(() => resolve()));
  };
  if (mode === 'refuse') await close();
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    get requests() {
      return requests;
    },
    get sent() {
      return sent;
    },
    get open() {
      return sockets.size;
    },
    close,
  };
}

/** How long `task` took to settle, and how: `{ms, error}` (error undefined when it resolved). */
export async function timed<T>(task: () => Promise<T>): Promise<{ ms: number; value?: T; error?: unknown }> {
  const start = performance.now();
  try {
    const value = await task();
    return { ms: performance.now() - start, value };
  } catch (error) {
    return { ms: performance.now() - start, error };
  }
}
