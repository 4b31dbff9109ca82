import type { Socket } from 'node:net';
import { errorResponse, FrameError, FrameReader, TERMINATE, type Frame } from './pg-wire-frames';
import type { SessionTurns, TurnClient } from './embedded-socket-turns';

export interface SocketLimits {
  /** Connections served at once; one more is refused with SQLSTATE 53300. */
  maxClients: number;
  /** From connecting to a complete startup packet. */
  startupMs: number;
  /** A client that holds nothing and sends nothing this long is disconnected. */
  idleMs: number;
  /** A client's turn (from its first message until idle again, e.g. a whole transaction). */
  turnMs: number;
}

const seconds = (ms: number) => `${Math.round(ms / 100) / 10} s`;

/**
 * One connection to the embedded socket: frames are checked (`FrameReader`) before PGlite sees
 * them and run one at a time in the client's turn. A malformed frame, a silent or idle client, a
 * turn past its bound and a connection over the cap each end this connection only, with an
 * ErrorResponse psql and node-postgres show as its reason.
 */
export class SocketClient implements TurnClient {
  #closed = false;
  readonly #reader = new FrameReader();
  readonly #queue: Frame[] = [];
  #working = false;
  #timer: NodeJS.Timeout | undefined;
  #gone: Promise<void> | undefined;

  constructor(
    private readonly socket: Socket,
    private readonly turns: SessionTurns,
    private readonly limits: SocketLimits,
    private readonly refuse: boolean,
    private readonly onGone: (client: SocketClient) => void,
  ) {
    socket.on('data', (chunk: Buffer) => this.#receive(chunk));
    socket.on('error', () => void this.close());
    socket.on('close', () => void this.close());
    this.#arm(limits.startupMs, () =>
      this.fail('08P01', `no startup packet within ${seconds(limits.startupMs)}: connection closed`),
    );
  }

  get closed(): boolean {
    return this.#closed;
  }

  write(data: Uint8Array): void {
    if (!this.#closed && this.socket.writable) this.socket.write(Buffer.from(data));
  }

  cut(): void {
    this.fail(
      '25P03',
      `terminating connection: it held the shop's database for more than ${seconds(this.limits.turnMs)} ` +
        '(maintenance access through the socket is bounded; its transaction was rolled back)',
    );
  }

  /** Sends a FATAL ErrorResponse, then closes. */
  fail(code: string, message: string): void {
    if (this.#closed) return;
    if (this.socket.writable) this.socket.write(errorResponse('FATAL', code, message));
    void this.close();
  }

  /** Resolves once the turn it held (if any) is rolled back and handed back. */
  close(): Promise<void> {
    if (this.#gone) return this.#gone;
    this.#closed = true;
    clearTimeout(this.#timer);
    this.#queue.length = 0;
    this.socket.end();
    // A client that never reads its answers must not keep the socket open.
    setTimeout(() => this.socket.destroy(), 1000).unref();
    this.#gone = this.turns.release(this).finally(() => this.onGone(this));
    return this.#gone;
  }

  #arm(ms: number, onTimeout: () => void): void {
    clearTimeout(this.#timer);
    this.#timer = setTimeout(onTimeout, ms);
  }

  /** While connected, started and holding nothing: the idle bound runs. */
  #armIdle(): void {
    if (this.#closed || !this.#reader.started || this.turns.holds(this)) return;
    this.#arm(this.limits.idleMs, () =>
      this.fail('57P05', `terminating connection due to idle-session timeout (${seconds(this.limits.idleMs)})`),
    );
  }

  #receive(chunk: Buffer): void {
    if (this.#closed) return;
    try {
      this.#queue.push(...this.#reader.push(chunk));
    } catch (err) {
      if (!(err instanceof FrameError)) throw err;
      this.fail('08P01', `invalid frontend message (${err.message}): connection closed`);
      return;
    }
    void this.#pump();
  }

  async #pump(): Promise<void> {
    if (this.#working) return;
    this.#working = true;
    this.socket.pause();
    try {
      while (!this.#closed && this.#queue.length > 0) await this.#handle(this.#queue.shift()!);
    } catch {
      void this.close();
    } finally {
      this.#working = false;
      if (!this.#closed) {
        this.socket.resume();
        if (this.#reader.started) this.#armIdle();
      }
    }
  }

  async #handle(frame: Frame): Promise<void> {
    switch (frame.kind) {
      case 'ssl-request':
        this.write(Buffer.from('N'));
        return;
      case 'cancel-request':
        // PGlite has no backend to signal; a cancel connection is closed after its request.
        void this.close();
        return;
      case 'startup':
        clearTimeout(this.#timer);
        if (this.refuse) {
          this.fail(
            '53300',
            `sorry, too many clients already: the shop's database socket serves ${this.limits.maxClients} ` +
              'maintenance connections at once; close one or try again shortly',
          );
          return;
        }
        await this.turns.run(this, frame.bytes);
        return;
      case 'message':
        if (frame.type === TERMINATE) {
          void this.close();
          return;
        }
        clearTimeout(this.#timer);
        await this.turns.run(this, frame.bytes);
    }
  }
}
